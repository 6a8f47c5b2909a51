import { ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError } from "../../ports/storage.port";
import { loadUser, type UserNotFound } from "../../shared/load-user";
import { toProfileView, type ProfileView } from "../profile-view";

/** Ports getProfile reads. */
export type GetProfileDeps = Readonly<{ storage: Pick<AccountStorage, "users" | "rewards" | "notifications"> }>;
export type GetProfileInput = Readonly<{ userId: string }>;
export type GetProfileError = UserNotFound | StorageError;

/**
 * The caller's profile: only the user named by the access token, never another's.
 * @example getProfile({ storage }, { userId: auth.userId }).map((profile) => profile.kulBalance)
 */
export function getProfile(deps: GetProfileDeps, input: GetProfileInput): ResultAsync<ProfileView, GetProfileError> {
  return loadUser(deps.storage.users, input.userId).andThen((user) =>
    ResultAsync.combine([deps.storage.rewards.listForUser(user.id), deps.storage.notifications.listForUser(user.id)]).map(
      ([rewards, notifications]) => toProfileView(user, rewards, notifications),
    ),
  );
}
