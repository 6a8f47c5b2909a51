/** How a toast looks and is announced: errors interrupt (role=alert), the rest wait (role=status). */
export type ToastTone = "error" | "success" | "info";

/** One toast on screen. `text` is already translated by whoever pushed it. */
export type Toast = Readonly<{ id: number; tone: ToastTone; text: string }>;

/** What a caller pushes; `durationMs` overrides the spec's 5 seconds. */
export type ToastRequest = Readonly<{ tone: ToastTone; text: string; durationMs?: number }>;

/** The timer functions the store uses (the global ones by default, so fake timers drive tests). */
export type ToastTimers = Readonly<{ set(run: () => void, ms: number): unknown; clear(handle: unknown): void }>;

/** A tiny external store for useSyncExternalStore: the toasts on screen, oldest first. */
export type ToastStore = Readonly<{
  getState(): readonly Toast[];
  subscribe(listener: () => void): () => void;
  /** Shows a toast (or restarts the timer of the same text already shown); answers its id. */
  push(request: ToastRequest): number;
  dismiss(id: number): void;
}>;

/** Spec 1 section 8: error toasts stay 5 seconds. */
export const TOAST_DURATION_MS = 5_000;
/** More than this many at once pushes the oldest out: a burst of failures must not fill the screen. */
export const MAX_TOASTS = 4;

const globalTimers: ToastTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type ToastStoreOptions = Readonly<{ timers?: ToastTimers; max?: number }>;

/**
 * Creates an empty store (toast-queue.ts loads the host that shows it at the page's first toast).
 * @example const store = createToastStore(); store.push({ tone: "error", text: t("RATE_FETCH_FAILED") });
 */
export function createToastStore({ timers = globalTimers, max = MAX_TOASTS }: ToastStoreOptions = {}): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const handles = new Map<number, unknown>();
  const listeners = new Set<() => void>();
  const publish = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of [...listeners]) listener();
  };
  const stopTimer = (id: number) => {
    if (handles.has(id)) timers.clear(handles.get(id));
    handles.delete(id);
  };
  const dismiss = (id: number) => {
    stopTimer(id);
    if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
  };
  const startTimer = (id: number, ms: number) => {
    stopTimer(id);
    handles.set(id, timers.set(() => dismiss(id), ms));
  };

  return {
    getState: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    push({ tone, text, durationMs = TOAST_DURATION_MS }) {
      const same = toasts.find((toast) => toast.tone === tone && toast.text === text);
      if (same) {
        startTimer(same.id, durationMs);
        return same.id;
      }
      const id = nextId++;
      const kept = toasts.slice(Math.max(0, toasts.length - max + 1));
      for (const dropped of toasts.slice(0, toasts.length - kept.length)) stopTimer(dropped.id);
      publish([...kept, { id, tone, text }]);
      startTimer(id, durationMs);
      return id;
    },
    dismiss,
  };
}
