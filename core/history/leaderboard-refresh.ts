import type { ResultAsync } from "neverthrow";
import type { ClockPort, SchedulerPort, TimerHandle } from "../ports/clock.port";

/** The spec's leaderboard refresh: every 30 seconds. */
export const LEADERBOARD_REFRESH_MS = 30_000;

/**
 * What the board shows: the first load, a board kept fresh, or a board whose refresh stopped on
 * an error (the last figures stay, with the error, until the trader retries).
 */
export type RefreshState<T> = Readonly<{
  status: "LOADING" | "READY" | "STOPPED";
  value: T | null;
  /** The error that stopped the refresh (STOPPED only). */
  error: Readonly<{ code: string }> | null;
  /** True while the page is hidden: no request goes out until it shows again. */
  paused: boolean;
  /** When the figures shown were received (epoch ms). */
  updatedAt: number | null;
}>;

/** What the loop needs: time, timers and the one read it repeats. */
export type RefreshDeps<T> = Readonly<{ clock: ClockPort; scheduler: SchedulerPort; load: () => ResultAsync<T, Readonly<{ code: string }>> }>;

/** The loop's controls; `subscribe` and `getState` suit React's useSyncExternalStore. */
export type RefreshLoop<T> = Readonly<{
  getState: () => RefreshState<T>;
  subscribe: (listener: () => void) => () => void;
  /** Loads now and keeps refreshing; call once. */
  start: () => void;
  /** The page was hidden (false) or shown again (true): pauses and resumes the timer. */
  setVisible: (visible: boolean) => void;
  /** After an error stopped the refresh: loads now and, on success, refreshes again. */
  retry: () => void;
  /** Ends the loop for good: no timer, late answers ignored. */
  dispose: () => void;
}>;

/**
 * Reloads `intervalMs` after each answer while the page is visible, stops at the first error
 * (spec: "stops on error") and waits for `retry`. A page shown again after the interval passed
 * loads at once.
 * @example const loop = createRefreshLoop({ clock, scheduler, load: () => history.leaderboard(userId) }); loop.start();
 */
export function createRefreshLoop<T>(deps: RefreshDeps<T>, intervalMs = LEADERBOARD_REFRESH_MS): RefreshLoop<T> {
  let state: RefreshState<T> = { status: "LOADING", value: null, error: null, paused: false, updatedAt: null };
  const listeners = new Set<() => void>();
  let timer: TimerHandle | null = null;
  let inFlight = false;
  let disposed = false;
  let answeredAt = 0;

  const publish = (next: Partial<RefreshState<T>>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  };
  const clearTimer = () => {
    if (timer !== null) deps.scheduler.clearTimeout(timer);
    timer = null;
  };
  // The next load is due `intervalMs` after the last answer, so a slow answer never brings the next
  // request closer; nothing is scheduled while hidden or stopped.
  const schedule = () => {
    clearTimer();
    if (disposed || state.paused || state.status === "STOPPED" || inFlight) return;
    const wait = Math.max(0, answeredAt + intervalMs - deps.clock.now());
    timer = deps.scheduler.setTimeout(load, wait);
  };
  function load(): void {
    timer = null;
    if (disposed || inFlight) return;
    inFlight = true;
    void deps.load().match(
      (value) => {
        inFlight = false;
        answeredAt = deps.clock.now();
        if (disposed) return;
        publish({ status: "READY", value, error: null, updatedAt: deps.clock.now() });
        schedule();
      },
      (error) => {
        inFlight = false;
        if (disposed) return;
        publish({ status: "STOPPED", error: { code: error.code } });
      },
    );
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: load,
    setVisible(visible) {
      if (disposed || visible === !state.paused) return;
      publish({ paused: !visible });
      if (!visible) clearTimer();
      // Shown again after the interval passed: the figures are old, so load at once.
      else if (state.status === "READY" && deps.clock.now() - answeredAt >= intervalMs) load();
      else schedule();
    },
    retry() {
      if (disposed || state.status !== "STOPPED" || inFlight) return;
      publish({ status: state.value === null ? "LOADING" : "READY", error: null });
      load();
    },
    dispose() {
      disposed = true;
      clearTimer();
      listeners.clear();
    },
  };
}
