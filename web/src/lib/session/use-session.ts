import { useSyncExternalStore } from "react";
import { traderProfileOf, type TraderProfile } from "@core/account/user";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import type { SessionState, SessionStore } from "./session-store";

/** What components read of the session, plus its actions. */
export type SessionView = SessionState &
  Readonly<{
    loggedIn: boolean;
    isActive: boolean;
    /** The eligibility inputs (core/account/eligibility.ts), null until the profile is loaded. */
    trader: TraderProfile | null;
    applyLogin: SessionStore["applyLogin"];
    refreshProfile: SessionStore["refreshProfile"];
    logout: SessionStore["logout"];
  }>;

/**
 * The current session; re-renders on login, logout and profile reloads.
 * @example const { loggedIn, user, trader, logout } = useSession();
 */
export function useSession(): SessionView {
  const store = useService(TOKENS.SessionStore);
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const p = state.profile;
  return {
    ...state,
    loggedIn: state.token !== null,
    isActive: state.user?.isActive ?? false,
    trader: p === null ? null : traderProfileOf(p),
    applyLogin: store.applyLogin,
    refreshProfile: store.refreshProfile,
    logout: store.logout,
  };
}
