import { ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { ClockPort } from "../../ports/clock.port";
import type { StorageError, Role } from "../../ports/storage.port";

/** Ports promoteAdmins uses. */
export type PromoteAdminsDeps = Readonly<{ storage: AccountStorage; clock: Pick<ClockPort, "now"> }>;

/**
 * Makes the registered users with these emails admins (the first admin comes from
 * configuration or the CLI); returns the emails promoted now. Unknown emails are skipped.
 */
export function promoteAdmins(deps: PromoteAdminsDeps, emails: readonly string[]): ResultAsync<string[], StorageError> {
  const role: Role = "ADMIN";
  const each = emails.map((email) =>
    deps.storage.users.findByEmail(email.trim().toLowerCase()).andThen((user) => {
      if (user === null || user.role === role) return ResultAsync.fromSafePromise(Promise.resolve<string | null>(null));
      return deps.storage.users.update(user.id, { role }, deps.clock.now()).map(() => user.email);
    }),
  );
  return ResultAsync.combine(each).map((promoted) => promoted.filter((e): e is string => e !== null));
}
