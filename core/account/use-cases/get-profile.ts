import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError } from "../../ports/storage.port";
import { userNotFound, type UserNotFound } from "../../shared/load-user";
import { toProfileView, type ProfileView } from "../profile-view";
import { legalStatus } from "../../legal/use-cases/get-legal-status";
import type { LegalVersions } from "../../legal/legal-acceptance";

/** Ports getProfile reads. */
export type GetProfileDeps = Readonly<{
  storage: Pick<AccountStorage, "users">;
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
  // One read of the user and their profile's parts (one statement on SQL).
  return deps.storage.users.findProfile(input.userId).andThen((found) => {
    if (found === null) return errAsync(userNotFound());
    const { user, rewards, notifications, latestLegalAcceptance } = found;
    return okAsync(toProfileView(user, rewards, notifications, legalStatus(deps.legalVersions, latestLegalAcceptance)));
  });
}
