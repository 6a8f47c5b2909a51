import { errAsync, type ResultAsync } from "neverthrow";
import type { SocialProvider } from "../../ports/account-services.port";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError, UserPatch } from "../../ports/storage.port";
import type { ClockPort } from "../../ports/clock.port";
import { loadUser, type UserNotFound } from "../../shared/load-user";
import type { SocialUnlinkError } from "../account.errors";
import { socialUnlinkRefusal } from "../social-unlink";

/** Ports unlinkSocial uses. */
export type UnlinkSocialDeps = Readonly<{ storage: AccountStorage; clock: ClockPort }>;
export type UnlinkSocialInput = Readonly<{ userId: string; provider: SocialProvider }>;
export type UnlinkSocialError = SocialUnlinkError | UserNotFound | StorageError;

const CLEARED: Readonly<Record<SocialProvider, UserPatch>> = {
  GOOGLE: { googleId: null, googleEmail: null },
  FACEBOOK: { facebookId: null, facebookName: null, facebookEmail: null },
};

/**
 * Unlinks Google or Facebook from the caller's account. The provider the account was created
 * with is refused (it is the only way in for a social-only account). The reward stays: it was
 * granted once and is not granted again on relink.
 * @example unlinkSocial({ storage, clock }, { userId, provider: "FACEBOOK" })
 */
export function unlinkSocial(deps: UnlinkSocialDeps, input: UnlinkSocialInput): ResultAsync<void, UnlinkSocialError> {
  return deps.storage.transaction((tx) =>
    loadUser(tx.users, input.userId).andThen((user) => {
      const refused = socialUnlinkRefusal(user, input.provider);
      if (refused !== null) return errAsync(refused);
      return tx.users.update(user.id, CLEARED[input.provider], deps.clock.now()).map(() => undefined);
    }),
  );
}
