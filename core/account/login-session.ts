import { ResultAsync } from "neverthrow";
import type { SecureRandomPort, SocialProvider, TokenIssuerPort } from "../ports/account-services.port";
import type { AccountStorage } from "../ports/account-storage.port";
import type { ClockPort } from "../ports/clock.port";
import type { StorageError, UserRecord } from "../ports/storage.port";
import { sessionLifetimeMs } from "./session";

/** How long the 2FA step's challenge stays usable after the password was accepted. */
export const TWO_FACTOR_CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

/** What starting a session needs. */
export type SessionDeps = Readonly<{
  storage: AccountStorage;
  clock: ClockPort;
  tokens: TokenIssuerPort;
  random: Pick<SecureRandomPort, "id">;
}>;

/** A started session: the access token and the user it belongs to. */
export type SessionStarted = Readonly<{
  kind: "SESSION";
  accessToken: string;
  expiresAt: number;
  user: UserRecord;
  /** True while the account has no real email (a Facebook account without one): the web app asks for it. */
  requestEmail: boolean;
}>;
/** The password (or social token) was accepted, and a TOTP code is needed next (GET /user/2fa/verify). */
export type TwoFactorRequired = Readonly<{ kind: "TWO_FACTOR"; secretKeyForVerify2FA: string; userId: string }>;
/** What a login answers. */
export type LoginOutcome = SessionStarted | TwoFactorRequired;

// RFC 2606 reserves .invalid: these addresses can never receive mail nor clash with a real one.
const PLACEHOLDER_DOMAIN = "no-email.invalid";

/** The stand-in email of a social account whose provider gave none, until the user supplies one. */
export function placeholderEmail(provider: SocialProvider, socialId: string): string {
  return `${provider.toLowerCase()}-${socialId.toLowerCase().replace(/[^a-z0-9]/g, "")}@${PLACEHOLDER_DOMAIN}`;
}

/** Whether an account's email is a stand-in (the login answer then says requestEmail). */
export function isPlaceholderEmail(email: string): boolean {
  return email.endsWith(`@${PLACEHOLDER_DOMAIN}`);
}

/** Stores a new session and signs its access token, 12 h or 90 days with remember-me. */
export function startSession(
  deps: SessionDeps,
  storage: Pick<AccountStorage, "sessions">,
  user: UserRecord,
  rememberMe: boolean,
): ResultAsync<SessionStarted, StorageError> {
  const now = deps.clock.now();
  const expiresAt = now + sessionLifetimeMs(rememberMe);
  return storage.sessions.create({ id: deps.random.id(), userId: user.id, createdAt: now, expiresAt }).map((session) => ({
    kind: "SESSION" as const,
    accessToken: deps.tokens.issue({ userId: user.id, sessionId: session.id, role: user.role, expiresAt }, now),
    expiresAt,
    user,
    requestEmail: isPlaceholderEmail(user.email),
  }));
}

/** A session, or the 2FA step when the account has 2FA on. */
export function sessionOrChallenge(
  deps: SessionDeps,
  storage: Pick<AccountStorage, "sessions" | "oneTimeTokens">,
  user: UserRecord,
  rememberMe: boolean,
): ResultAsync<LoginOutcome, StorageError> {
  if (!user.isEnabled2FA) return startSession(deps, storage, user, rememberMe);
  const now = deps.clock.now();
  const claims = { id: deps.random.id(), userId: user.id, rememberMe, expiresAt: now + TWO_FACTOR_CHALLENGE_LIFETIME_MS };
  // Stored by its id so the 2FA step can consume it: one challenge starts at most one session.
  return storage.oneTimeTokens
    .create({ tokenHash: claims.id, userId: user.id, purpose: "TWO_FACTOR_CHALLENGE", expiresAt: claims.expiresAt })
    .map(() => ({ kind: "TWO_FACTOR" as const, secretKeyForVerify2FA: deps.tokens.issueChallenge(claims, now), userId: user.id }));
}

/** Wraps a promise that cannot reject with expected failures (hashing, verification). */
export const fromSafe = <T>(promise: Promise<T>): ResultAsync<T, never> => ResultAsync.fromSafePromise(promise);
