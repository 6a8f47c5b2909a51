import { ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError } from "../../ports/storage.port";
import { loadUser, type UserNotFound } from "../../shared/load-user";
import { toProfileView, type ProfileView } from "../profile-view";
import { getLegalStatus } from "../../legal/use-cases/get-legal-status";
import type { LegalVersions } from "../../legal/legal-acceptance";

/** Ports getProfile reads. */
export type GetProfileDeps = Readonly<{
  storage: Pick<AccountStorage, "users" | "rewards" | "notifications" | "legalAcceptances">;
  /** The terms and privacy policy versions in force. */
  legalVersions: LegalVersions;
}>;
export type GetProfileInput = Readonly<{ userId: string }>;
export type GetProfileError = UserNotFound | StorageError;

/**
 * The caller's profile: only the user named by the access token, never another's.
 * @example getProfile({ storage }, { userId: auth.userId }).map((profile) => profile.kulBalance)
 */
export function getProfile(deps: GetProfileDeps, input: GetProfileInput): ResultAsync<ProfileView, GetProfileError> {
  return loadUser(deps.storage.users, input.userId).andThen((user) =>
    ResultAsync.combine([deps.storage.rewards.listForUser(user.id), deps.storage.notifications.listForUser(user.id), getLegalStatus(deps, user.id)]).map(
      ([rewards, notifications, legal]) => toProfileView(user, rewards, notifications, legal),
    ),
  );
}
