import { okAsync, ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { ClockPort } from "../../ports/clock.port";
import type { StorageError, Role, UserRecord } from "../../ports/storage.port";

/** Ports promoteAdmins uses. */
export type PromoteAdminsDeps = Readonly<{ storage: AccountStorage; clock: Pick<ClockPort, "now"> }>;

const ADMIN: Role = "ADMIN";

function promoteWhere(deps: PromoteAdminsDeps, emails: readonly string[], eligible: (user: UserRecord) => boolean): ResultAsync<string[], StorageError> {
  const each = emails.map((email) =>
    deps.storage.users.findByEmail(email.trim().toLowerCase()).andThen((user): ResultAsync<string | null, StorageError> => {
      if (user === null || user.role === ADMIN || !eligible(user)) return okAsync(null);
      return deps.storage.users.update(user.id, { role: ADMIN }, deps.clock.now()).map(() => user.email);
    }),
  );
  return ResultAsync.combine(each).map((promoted) => promoted.filter((e): e is string => e !== null));
}

/**
 * An admin makes the registered users with these emails admins (`kul admin create`); returns
 * the emails promoted now. Unknown emails are skipped.
 */
export function promoteAdmins(deps: PromoteAdminsDeps, emails: readonly string[]): ResultAsync<string[], StorageError> {
  return promoteWhere(deps, emails, () => true);
}

/**
 * The configured first admins (ADMIN_EMAILS): only accounts whose email is confirmed, so whoever
 * registers an admin address first without owning its mailbox never becomes a KYC operator.
 * Returns the emails promoted now.
 */
export function promoteConfiguredAdmins(deps: PromoteAdminsDeps, adminEmails: readonly string[]): ResultAsync<string[], StorageError> {
  return promoteWhere(deps, adminEmails, (user) => user.isActive);
}
