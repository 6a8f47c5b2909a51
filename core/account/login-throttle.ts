import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { LoginAttemptRepositoryPort } from "../ports/account-storage.port";
import type { StorageError } from "../ports/storage.port";
import { loginTooManyAttempts, type LoginTooManyAttempts } from "./account.errors";

/** Failed logins (or 2FA codes) allowed per key in the window before 429 (decisions.md). */
export const LOGIN_MAX_FAILURES = 5;
/** The throttling window: 15 minutes. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Throttling key of 2FA codes (verify, enable, disable) for one user; emails are keys of password logins. */
export const twoFactorAttemptKey = (userId: string): string => `2fa:${userId}`;

/** Refuses with the time to wait when `key` had LOGIN_MAX_FAILURES failures within the window. */
export function checkThrottle(
  attempts: LoginAttemptRepositoryPort,
  key: string,
  now: number,
): ResultAsync<void, LoginTooManyAttempts | StorageError> {
  // A failure counts for exactly the window: from its time up to, not including, its time + window.
  return attempts.failuresSince(key, now - LOGIN_FAILURE_WINDOW_MS + 1).andThen((failures) => {
    if (failures.length < LOGIN_MAX_FAILURES) return okAsync(undefined);
    // Allowed again once enough of the oldest failures leave the window to drop below the limit.
    const freedAt = (failures[failures.length - LOGIN_MAX_FAILURES] ?? now) + LOGIN_FAILURE_WINDOW_MS;
    return errAsync(loginTooManyAttempts(Math.max(1, Math.ceil((freedAt - now) / 1000))));
  });
}

/** Records a failure for `key` and answers `error`. */
export function failAttempt<E>(attempts: LoginAttemptRepositoryPort, key: string, now: number, error: E): ResultAsync<never, E | StorageError> {
  return attempts.recordFailure(key, now).andThen(() => errAsync(error));
}
