import type { ResultAsync } from "neverthrow";
import type { StorageError } from "./storage.port";

/** A key's attempts in its current window, the one just taken included, and when that window started. */
export type AttemptCount = Readonly<{ count: number; windowStartedAt: number }>;

/**
 * Atomic attempt counters behind the throttles (logins, 2FA codes, mails), kept in storage so
 * every API instance counts the same attempts. A key's window opens at its first attempt after
 * the previous window ended and lasts `windowMs`. Implemented by the memory and SQL storages;
 * both pass tests/conformance/attempt-counter.behavior.ts.
 */
export interface AttemptCounterPort {
  /**
   * Counts one attempt for `key` in one atomic step and answers the count with it: of N parallel
   * calls each sees a different count, 1..N, so a limit checked on the answer holds under races.
   */
  take(key: string, windowMs: number, now: number): ResultAsync<AttemptCount, StorageError>;
  /** Takes back one attempt of the window that started at `windowStartedAt`; nothing when another window runs. */
  giveBack(key: string, windowStartedAt: number): ResultAsync<void, StorageError>;
  /** Forgets the attempts of `key`. */
  clear(key: string): ResultAsync<void, StorageError>;
}
