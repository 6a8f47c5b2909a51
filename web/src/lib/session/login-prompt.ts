import { useSyncExternalStore } from "react";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";

/** What opens the login modal: an optional callback run once the user is logged in. */
export type LoginRequest = Readonly<{ onLoggedIn?: () => void; onCancel?: () => void }>;

/**
 * The login modal's open state, shared so any feature can ask for a login (the exchange flow's
 * first step, spec 1 section 4) without importing the account feature.
 */
export type LoginPrompt = Readonly<{
  current(): LoginRequest | null;
  subscribe(listener: () => void): () => void;
  open(request?: LoginRequest): void;
  /** Called by the modal: `loggedIn` runs the request's onLoggedIn, else its onCancel. */
  close(loggedIn: boolean): void;
}>;

/** A new, closed prompt. */
export function createLoginPrompt(): LoginPrompt {
  let request: LoginRequest | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    current: () => request,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open(next = {}) {
      request = next;
      emit();
    },
    close(loggedIn) {
      const done = request;
      request = null;
      emit();
      if (loggedIn) done?.onLoggedIn?.();
      else done?.onCancel?.();
    },
  };
}

/**
 * Opens the login modal from anywhere; the callback runs after a successful login.
 * @example const login = useLoginPrompt(); login.open({ onLoggedIn: retryExchange });
 */
export function useLoginPrompt(): Readonly<{ isOpen: boolean; open: LoginPrompt["open"]; close: LoginPrompt["close"] }> {
  const prompt = useService(TOKENS.LoginPrompt);
  const request = useSyncExternalStore(prompt.subscribe, prompt.current);
  return { isOpen: request !== null, open: prompt.open, close: prompt.close };
}
