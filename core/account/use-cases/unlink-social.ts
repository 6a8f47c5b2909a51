import { errAsync, type ResultAsync } from "neverthrow";
import type { SocialProvider } from "../../ports/account-services.port";
import type { StorageError, UserPatch } from "../../ports/storage.port";
import { loadUser, type UserNotFound } from "../../shared/load-user";
import type { SocialUnlinkError } from "../account.errors";
import { reauthenticate, type ReauthDeps, type ReauthError, type ReauthProof } from "../reauthentication";
import { socialUnlinkRefusal } from "../social-unlink";

/** Ports unlinkSocial uses: storage and clock, and what checks the re-authentication. */
export type UnlinkSocialDeps = ReauthDeps;
/** The provider to unlink, and the caller's proof that they hold the account (reauthentication.ts). */
export type UnlinkSocialInput = Readonly<{ userId: string; provider: SocialProvider; proof: ReauthProof; remoteIp: string | null }>;
export type UnlinkSocialError = SocialUnlinkError | UserNotFound | ReauthError | StorageError;

const CLEARED: Readonly<Record<SocialProvider, UserPatch>> = {
  GOOGLE: { googleId: null, googleEmail: null },
  FACEBOOK: { facebookId: null, facebookName: null, facebookEmail: null },
};

/**
 * Unlinks Google or Facebook from the caller's account once they re-authenticate (password, or a
 * linked provider's fresh sign-in without one; the 2FA code when on): a stolen session cannot cut
 * the holder's way in. The provider the account was created with is refused (it is the only way
 * in for a social-only account), before any proof is asked. The reward stays: it was granted once
 * and is not granted again on relink.
 * @example unlinkSocial(deps, { userId, provider: "FACEBOOK", proof: { password: sha256Hex }, remoteIp: null })
 */
export function unlinkSocial(deps: UnlinkSocialDeps, input: UnlinkSocialInput): ResultAsync<void, UnlinkSocialError> {
  return loadUser(deps.storage.users, input.userId)
    .andThen((user): ResultAsync<unknown, UnlinkSocialError> => {
      const refused = socialUnlinkRefusal(user, input.provider);
      return refused !== null ? errAsync(refused) : reauthenticate(deps, user, input.proof, input.remoteIp);
    })
    .andThen(() =>
      deps.storage.transaction((tx) =>
        loadUser(tx.users, input.userId).andThen((user) => {
          const refused = socialUnlinkRefusal(user, input.provider);
          if (refused !== null) return errAsync(refused);
          return tx.users.update(user.id, CLEARED[input.provider], deps.clock.now()).map(() => undefined);
        }),
      ),
    );
}
