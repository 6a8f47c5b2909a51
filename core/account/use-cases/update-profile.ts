import { errAsync, okAsync, ResultAsync } from "neverthrow";
import type { SecureRandomPort, SocialError, SocialIdentity, SocialIdentityPort } from "../../ports/account-services.port";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError, UserPatch, UserRecord } from "../../ports/storage.port";
import type { ClockPort } from "../../ports/clock.port";
import type { ProfileChanges } from "../profile-changes";
import { validateDisplayName, type DisplayNameErrorCode, hasControlCharacters } from "../profile-rules";
import { loadUser, type UserNotFound } from "../../shared/load-user";
import { socialAccountInUse, socialAlreadyConnected, type SocialLinkError } from "../account.errors";
import { grantProfileRewards, type ProfileRewardName } from "../profile-rewards";
import { verifySocialCredential } from "../social-credential";
import { grantReferralReward } from "../../referral/use-cases/grant-referral-reward";

/** Ports updateProfile uses; social verifies the tokens of an account being connected. */
export type UpdateProfileDeps = Readonly<{
  storage: AccountStorage;
  clock: ClockPort;
  social: SocialIdentityPort;
  random: Pick<SecureRandomPort, "id">;
}>;

/** The caller and the changes they ask for (PUT /user/profile). */
export type UpdateProfileInput = ProfileChanges & Readonly<{ userId: string }>;

/** The rewards this update granted (each at most once per user, ever). */
export type UpdateProfileOutput = Readonly<{ rewardsGranted: ProfileRewardName[] }>;

/** A display name the profile rule refuses (or one holding control characters). */
export type DisplayNameInvalid = Readonly<{ code: DisplayNameErrorCode | "TEXT_INVALID"; field: "displayName" }>;
export type UpdateProfileError = DisplayNameInvalid | UserNotFound | SocialError | SocialLinkError | StorageError;

const displayNameInvalid = (code: DisplayNameInvalid["code"]): DisplayNameInvalid => Object.freeze({ code, field: "displayName" });

const SOCIAL = {
  GOOGLE: { id: "googleId", reward: "ConnectWithGoogle" },
  FACEBOOK: { id: "facebookId", reward: "ConnectWithFacebook" },
} as const;

function verifyIdentities(social: SocialIdentityPort, input: UpdateProfileInput): ResultAsync<SocialIdentity[], SocialError> {
  const checks: ResultAsync<SocialIdentity, SocialError>[] = [];
  if (input.googleIdToken !== undefined) checks.push(verifySocialCredential(social, { provider: "GOOGLE", idToken: input.googleIdToken, nonce: input.googleNonce }));
  if (input.facebook !== undefined) checks.push(verifySocialCredential(social, { provider: "FACEBOOK", uid: input.facebook.uid ?? null, accessToken: input.facebook.accessToken }));
  return ResultAsync.combine(checks);
}

/** The patch linking one verified identity, after checking it is free and the user has no other one. */
function linkIdentity(
  tx: Pick<AccountStorage, "users">,
  user: UserRecord,
  identity: SocialIdentity,
): ResultAsync<UserPatch, SocialLinkError | StorageError> {
  const linked = user[SOCIAL[identity.provider].id];
  if (linked !== null && linked !== identity.id) return errAsync(socialAlreadyConnected(identity.provider));
  return tx.users.findBySocialId(identity.provider, identity.id).andThen((owner) => {
    if (owner !== null && owner.id !== user.id) return errAsync(socialAccountInUse(identity.provider));
    const patch: UserPatch =
      identity.provider === "GOOGLE"
        ? { googleId: identity.id, googleEmail: identity.email }
        : { facebookId: identity.id, facebookName: identity.name, facebookEmail: identity.email };
    return okAsync(patch);
  });
}

/**
 * Updates the caller's display name, newsletter choice and language, and connects Google or
 * Facebook after verifying the token with the provider. Connecting a provider and subscribing
 * to the newsletter grant their 50 KUL rewards once per user, even after unlink and relink.
 * @example updateProfile(deps, { userId, displayName: "Somchai", googleIdToken })
 */
export function updateProfile(deps: UpdateProfileDeps, input: UpdateProfileInput): ResultAsync<UpdateProfileOutput, UpdateProfileError> {
  const name = validateDisplayName(input.displayName);
  if (input.displayName !== undefined && name.isErr()) return errAsync(displayNameInvalid(name.error));
  if (name.isOk() && hasControlCharacters(name.value)) return errAsync(displayNameInvalid("TEXT_INVALID"));
  const basics: UserPatch = {
    ...(name.isOk() ? { displayName: name.value } : {}),
    ...(input.isSubscribeNews === undefined ? {} : { isSubscribeNews: input.isSubscribeNews }),
    ...(input.language === undefined ? {} : { language: input.language }),
  };
  // The provider calls happen before the transaction so no database transaction waits on the network.
  return loadUser(deps.storage.users, input.userId)
    .andThen(() => verifyIdentities(deps.social, input))
    .andThen((identities) =>
      deps.storage.transaction((tx) =>
        loadUser(tx.users, input.userId)
          .andThen((user) =>
            identities.reduce<ResultAsync<UserPatch, SocialLinkError | StorageError>>(
              (patch, identity) => patch.andThen((p) => linkIdentity(tx, user, identity).map((more) => ({ ...p, ...more }))),
              okAsync(basics),
            ),
          )
          .andThen((patch) => {
            const now = deps.clock.now();
            const rewards: ProfileRewardName[] = [
              ...identities.map((identity) => SOCIAL[identity.provider].reward),
              ...(input.isSubscribeNews === true ? (["SubscribeNewsLetter"] as const) : []),
            ];
            return tx.users
              .update(input.userId, patch, now)
              .andThen(() => grantProfileRewards(tx, deps.random, input.userId, rewards, now))
              // A connected social account qualifies the user as an invitee: their inviter is paid once.
              .andThen((granted) =>
                identities.length === 0
                  ? okAsync(granted)
                  : grantReferralReward({ storage: tx, clock: deps.clock, random: deps.random }, { inviteeId: input.userId }).map(() => granted),
              );
          }),
      ),
    )
    .map((rewardsGranted) => ({ rewardsGranted }));
}
