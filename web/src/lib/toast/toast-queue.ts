import { useEffect, useRef } from "react";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import type { ToastRequest } from "./toast-store";

// The always-loaded end of the toasts, kept to a few lines: pages push here; the first push asks
// the header's outlet to load the host, which then takes the waiting toasts and every later one.

/** Where toasts wait for the host (one per page: the container's TOKENS.Toasts). */
export type ToastQueue = Readonly<{
  /** Shows a toast for 5 seconds (or `durationMs`); the toast host loads with the page's first one. */
  push(request: ToastRequest): void;
  /** The outlet's hook-up: `mount` runs at the first toast (at once if one is waiting). */
  onWanted(mount: () => void): () => void;
  /** The host's hook-up: it takes the waiting toasts and every later one, until disconnected. */
  connectHost(receiver: (request: ToastRequest) => void): () => void;
}>;

/**
 * An empty queue with no outlet and no host yet.
 * @example const toasts = createToastQueue(); toasts.push({ tone: "error", text: t("errors:OBJECTIVE_SEND_FAILED") });
 */
export function createToastQueue(): ToastQueue {
  const waiting: ToastRequest[] = [];
  let receive: ((request: ToastRequest) => void) | null = null;
  let mountHost: (() => void) | null = null;
  return {
    push(request) {
      if (receive) return receive(request);
      waiting.push(request);
      mountHost?.();
    },
    onWanted(mount) {
      mountHost = mount;
      if (waiting.length > 0) mount();
      return () => void (mountHost = null);
    },
    connectHost(receiver) {
      receive = receiver;
      for (const request of waiting.splice(0)) receiver(request);
      return () => void (receive = null);
    },
  };
}

/**
 * Shows `request` each time `trigger` becomes a new value other than null or false (an error
 * object, a chain id): re-renders with the same trigger show nothing more.
 * @example useToastOn(state.status === "FAILED" ? state.error : null, { tone: "error", text: t("RATE_FETCH_FAILED") });
 */
export function useToastOn(trigger: unknown, request: ToastRequest | null): void {
  const toasts = useService(TOKENS.Toasts);
  const latest = useRef(request);
  latest.current = request;
  useEffect(() => {
    if (trigger === null || trigger === false || latest.current === null) return;
    toasts.push(latest.current);
  }, [trigger]);
}
