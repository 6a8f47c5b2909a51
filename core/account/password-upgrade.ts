import { okAsync, type ResultAsync } from "neverthrow";
import type { PasswordHasherPort } from "../ports/account-services.port";
import type { AccountStorage } from "../ports/account-storage.port";
import type { ClockPort } from "../ports/clock.port";
import type { StorageError, UserRecord } from "../ports/storage.port";
import { fromSafe } from "./login-session";

/** What upgrading a stored hash needs. */
export type PasswordUpgradeDeps = Readonly<{ storage: AccountStorage; clock: ClockPort; passwordHasher: PasswordHasherPort }>;

/**
 * After the password was verified: when its stored hash was made at an older cost, stores a new
 * one at the current cost. The write is conditional on the old hash, so a reset committed
 * meanwhile wins; the user is answered either way.
 */
export function upgradePasswordHash(deps: PasswordUpgradeDeps, user: UserRecord, clientHash: string): ResultAsync<UserRecord, StorageError> {
  const stored = user.passwordHash;
  if (stored === null || !deps.passwordHasher.needsRehash(stored)) return okAsync(user);
  return fromSafe(deps.passwordHasher.hash(clientHash)).andThen((next) =>
    deps.storage.users.replacePasswordHash(user.id, stored, next, deps.clock.now()).map((replaced) => (replaced ? { ...user, passwordHash: next } : user)),
  );
}
