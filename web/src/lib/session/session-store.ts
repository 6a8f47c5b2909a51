import { COOKIE_NAMES, sessionCookies, sessionLifetimeMs } from "@core/account/session";
import * as z from "zod/mini";
import type { ProfileView } from "@core/account/profile-view";
import type { AccountApiPort, SessionUser, SignedIn } from "@core/ports/account-api.port";
import type { ApiError } from "@core/ports/api.errors";
import type { ClockPort } from "@core/ports/clock.port";
import type { CookieJar } from "./cookies";
import { lazySchema } from "@core/shared/lazy-schema";

/**
 * The session as the app sees it: the token and cached user from the cookies (known at once,
 * so guards decide before any call), then the full profile (the account port's profile call).
 */
export type SessionState = Readonly<{
  token: string | null;
  user: SessionUser | null;
  /** Null until loaded (or when logged out). */
  profile: ProfileView | null;
  /** True while the profile is being fetched. */
  loading: boolean;
}>;

/** The session store: a tiny external store for useSyncExternalStore. */
export type SessionStore = Readonly<{
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Keeps a started session (after the 2FA step too), then loads the profile. */
  applyLogin(session: SignedIn, rememberMe: boolean): Promise<void>;
  /** Reloads the profile; a 401 logs the user out (spec 1 section 8: profile load failure). */
  refreshProfile(): Promise<void>;
  /** Tells the server, removes the cookies, resets the user. */
  logout(): Promise<void>;
}>;

/**
 * What the store needs: the profile call, the server logout, the check of the user cookie (the
 * login answer's user, as the root's schema reads it), cookies and the clock.
 */
export type SessionDeps = Readonly<{
  account: Pick<AccountApiPort, "profile">;
  logOut: () => PromiseLike<unknown>;
  parseUser: (value: unknown) => SessionUser | null;
  cookies: CookieJar;
  clock: ClockPort;
}>;

function readUser(deps: SessionDeps): SessionUser | null {
  const raw = deps.cookies.get(COOKIE_NAMES.user);
  if (raw === null) return null;
  try {
    return deps.parseUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

const jwtPayloadSchema = lazySchema(() => z.object({ exp: z.int().check(z.positive()) }));

/**
 * When the access token expires (ms), read from its JWT `exp` without verifying it: only to keep
 * the user cookie from outliving the token after a reload (document.cookie hides expiry dates).
 */
export function tokenExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (payload === undefined) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const parsed = jwtPayloadSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Builds the store from the cookies present now (both must be there: spec 1 section 6). */
export function createSessionStore(deps: SessionDeps): SessionStore {
  const token = deps.cookies.get(COOKIE_NAMES.accessToken);
  const user = readUser(deps);
  let state: SessionState = token !== null && user !== null ? { token, user, profile: null, loading: false } : { token: null, user: null, profile: null, loading: false };
  // The session's end: the login answer's expiresAt, or the token's own expiry after a reload.
  let expiresAt: number | null = state.token === null ? null : tokenExpiry(state.token);
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const clear = () => {
    expiresAt = null;
    deps.cookies.remove(COOKIE_NAMES.accessToken);
    deps.cookies.remove(COOKIE_NAMES.user);
    set({ token: null, user: null, profile: null, loading: false });
  };
  // Both cookies end with the token (core/account/session.ts); without a known end, the short lifetime.
  const keepUser = (next: SessionUser) => {
    if (state.token === null) return;
    const [tokenCookie, userCookie] = sessionCookies({ accessToken: state.token, user: JSON.stringify(next), rememberMe: false }, deps.clock.now());
    const expiry = expiresAt ?? tokenCookie.expiresAt;
    deps.cookies.set({ ...tokenCookie, expiresAt: expiry });
    deps.cookies.set({ ...userCookie, expiresAt: expiry });
  };
  const refreshProfile = async () => {
    if (state.token === null) return;
    set({ ...state, loading: true });
    const answer = await deps.account.profile();
    if (answer.isErr()) return onProfileError(answer.error);
    const p = answer.value;
    const nextUser: SessionUser = {
      id: p.id, email: p.email, displayName: p.displayName, profilePicture: p.profilePicture, accountType: p.accountType,
      isActive: p.isActive, isEnabled2FA: p.isEnabled2FA, kycStatus: p.kycStatus, language: p.language, referralCode: p.referralCode,
    };
    keepUser(nextUser);
    set({ ...state, user: nextUser, profile: p, loading: false });
  };
  const onProfileError = (error: ApiError) => {
    if (error.status === 401) clear();
    else set({ ...state, loading: false });
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async applyLogin(session, rememberMe) {
      const fallback = deps.clock.now() + sessionLifetimeMs(rememberMe);
      expiresAt = session.expiresAt ?? tokenExpiry(session.accessToken) ?? fallback;
      set({ token: session.accessToken, user: session.user, profile: null, loading: true });
      keepUser(session.user);
      await refreshProfile();
    },
    refreshProfile,
    async logout() {
      if (state.token !== null) await deps.logOut();
      clear();
    },
  };
}
