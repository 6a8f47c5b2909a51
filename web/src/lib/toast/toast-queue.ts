import { useEffect, useRef } from "react";
import type { ToastRequest } from "./toast-store";

// The always-loaded end of the toasts, kept to a few lines: pages push here; the first push asks
// the header's outlet to load the host, which then takes the waiting toasts and every later one.
// Pages import pushToast and useToastOn from here: the module is in the first-load chunk with the outlet anyway.

const waiting: ToastRequest[] = [];
let receive: ((request: ToastRequest) => void) | null = null;
let mountHost: (() => void) | null = null;

/**
 * Shows a toast for 5 seconds (or `durationMs`); the toast host loads with the page's first one.
 * @example pushToast({ tone: "error", text: t("errors:OBJECTIVE_SEND_FAILED") });
 */
export function pushToast(request: ToastRequest): void {
  if (receive) return receive(request);
  waiting.push(request);
  mountHost?.();
}

/** The outlet's hook-up: `mount` runs at the first toast (at once if one is waiting). */
export function onToastWanted(mount: () => void): () => void {
  mountHost = mount;
  if (waiting.length > 0) mount();
  return () => void (mountHost = null);
}

/** The host's hook-up: it takes the waiting toasts and every later one, until disconnected. */
export function connectToastHost(receiver: (request: ToastRequest) => void): () => void {
  receive = receiver;
  for (const request of waiting.splice(0)) receiver(request);
  return () => void (receive = null);
}

/**
 * Shows `request` each time `trigger` becomes a new value other than null or false (an error
 * object, a chain id): re-renders with the same trigger show nothing more.
 * @example useToastOn(state.status === "FAILED" ? state.error : null, { tone: "error", text: t("RATE_FETCH_FAILED") });
 */
export function useToastOn(trigger: unknown, request: ToastRequest | null): void {
  const latest = useRef(request);
  latest.current = request;
  useEffect(() => {
    if (trigger === null || trigger === false || latest.current === null) return;
    pushToast(latest.current);
  }, [trigger]);
}
