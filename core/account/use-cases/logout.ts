import type { ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError } from "../../ports/storage.port";
import type { ClockPort } from "../../ports/clock.port";

/** What logging out needs. */
export type LogoutDeps = Readonly<{ storage: AccountStorage; clock: ClockPort }>;
/** The caller's session, from the access token. */
export type LogoutInput = Readonly<{ sessionId: string }>;
export type LogoutError = StorageError;

/**
 * Revokes the caller's session, so its access token answers 401 from now on, even before it expires.
 * @example await logout({ storage, clock }, { sessionId: request.auth.sessionId });
 */
export function logout(deps: LogoutDeps, input: LogoutInput): ResultAsync<void, LogoutError> {
  return deps.storage.sessions.revoke(input.sessionId, deps.clock.now());
}
