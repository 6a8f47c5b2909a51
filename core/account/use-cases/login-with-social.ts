import { errAsync, okAsync, ResultAsync } from "neverthrow";
import type { SecureRandomPort, SocialError, SocialIdentity, SocialIdentityPort } from "../../ports/account-services.port";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { NewUser, UserPatch, UserRecord, StorageError } from "../../ports/storage.port";
import { generateReferralCode, type ReferralCodeInvalid } from "../../referral/referral-code";
import type { SelfReferralError } from "../../referral/referral-eligibility";
import { grantReferralReward } from "../../referral/use-cases/grant-referral-reward";
import type { Language } from "../language";
import { validateDisplayName } from "../profile-rules";
import { grantReward } from "../rewards";
import { socialAlreadyConnected, type SocialLinkError } from "../account.errors";
import { grantProfileRewards } from "../profile-rewards";
import { registrationNotifications } from "../registration-rules";
import { resolveReferrer } from "../referrer";
import { userNotFound } from "../../shared/load-user";
import { inSequence } from "../../shared/in-sequence";
import { verifySocialCredential, type SocialCredential } from "../social-credential";
import { registrationAcceptance, type LegalVersions } from "../../legal/legal-acceptance";
import { recordLegalAcceptance } from "../../legal/use-cases/record-legal-acceptance";
import { placeholderEmail, sessionOrChallenge, type LoginOutcome, type SessionDeps } from "../login-session";

/** What a social login needs. */
export type LoginWithSocialDeps = SessionDeps &
  Readonly<{
    social: SocialIdentityPort;
    random: SecureRandomPort;
    /** The terms and privacy policy versions in force. */
    legalVersions: LegalVersions;
  }>;

export type { SocialCredential } from "../social-credential";

/** POST /user/loginWithGoogle or /user/loginWithFacebook. */
export type LoginWithSocialInput = Readonly<{
  credential: SocialCredential;
  referralCode?: string | undefined;
  language: Language;
  rememberMe: boolean;
  /** A sign-up from the register page accepts the terms, privacy and AML policy; recorded when the account is created. */
  isAcceptTerms?: boolean | undefined;
  /** The versions the register page showed (the ones in force when not sent). */
  legalVersions?: LegalVersions | undefined;
}>;
export type LoginWithSocialError =
  | SocialError
  | SocialLinkError
  | ReferralCodeInvalid
  | SelfReferralError
  | ReturnType<typeof userNotFound>
  | StorageError;

const REWARD = { GOOGLE: "ConnectWithGoogle", FACEBOOK: "ConnectWithFacebook" } as const;
const INVITATION = { GOOGLE: "GetConnectWithGoogleReward", FACEBOOK: "GetConnectWithFacebookReward" } as const;
const REFERRAL_CODE_ATTEMPTS = 5;

function linkPatch(identity: SocialIdentity): UserPatch {
  return identity.provider === "GOOGLE"
    ? { googleId: identity.id, googleEmail: identity.email }
    : { facebookId: identity.id, facebookName: identity.name, facebookEmail: identity.email };
}

/** Uniform [0, 1) from 52 bits of a secure digest, so referral codes are not guessable. */
function secureUnit(random: SecureRandomPort): () => number {
  return () => parseInt(random.sha256Hex(random.token(16)).slice(0, 13), 16) / 2 ** 52;
}

function freshReferralCode(tx: AccountStorage, random: SecureRandomPort, attempt = 1): ResultAsync<string, StorageError> {
  const code = generateReferralCode(secureUnit(random));
  return tx.users
    .findByReferralCode(code)
    .andThen((taken) => (taken !== null && attempt < REFERRAL_CODE_ATTEMPTS ? freshReferralCode(tx, random, attempt + 1) : okAsync(code)));
}

function newSocialUser(identity: SocialIdentity, id: string, referralCode: string, referredBy: string | null, language: Language): NewUser {
  const email = identity.email ?? placeholderEmail(identity.provider, identity.id);
  const name = validateDisplayName(identity.name ?? identity.email ?? `${identity.provider === "GOOGLE" ? "Google" : "Facebook"} user`);
  return {
    id,
    email,
    passwordHash: null,
    displayName: name.unwrapOr(email),
    profilePicture: null,
    accountType: identity.provider,
    googleId: null,
    googleEmail: null,
    facebookId: null,
    facebookName: null,
    facebookEmail: null,
    ...linkPatch(identity),
    // The provider vouches for the email; without one the user must give and confirm an address.
    isActive: identity.email !== null,
    isEnabled2FA: false,
    twoFactorSecret: null,
    isSubscribeNews: false,
    language,
    kycStatus: "UNVERIFIED",
    suitabilityTestPoint: null,
    knowledgeTestPoint: null,
    referralCode,
    referredBy,
    role: "USER",
  };
}

/** Registration reward and the new-account invitations (minus the provider just connected), then the connect reward. */
function welcome(tx: AccountStorage, random: SecureRandomPort, user: UserRecord, provider: SocialIdentity["provider"], now: number) {
  const registration = grantReward("Registration");
  const invitations = registrationNotifications(false)
    .filter((seed) => seed.name !== INVITATION[provider])
    .map((seed, i) => () => tx.notifications.add({ id: random.id(), userId: user.id, ...seed, timestamp: now - 1 - i, isRead: false }));
  // One after another: the transaction's queries share one connection.
  return tx.rewards
    .grant({ userId: user.id, name: "Registration", amount: registration.amount, isOpenCongratsModal: true, createdAt: now })
    .andThen(() => inSequence(invitations))
    .andThen(() => grantProfileRewards(tx, random, user.id, [REWARD[provider]], now))
    .map(() => user);
}

function createAccount(deps: LoginWithSocialDeps, tx: AccountStorage, identity: SocialIdentity, input: LoginWithSocialInput) {
  const now = deps.clock.now();
  const email = identity.email ?? placeholderEmail(identity.provider, identity.id);
  return resolveReferrer(tx.users, input.referralCode, email)
    .andThen((referredBy) => freshReferralCode(tx, deps.random).map((code) => newSocialUser(identity, deps.random.id(), code, referredBy, input.language)))
    .andThen((user) => tx.users.create(user, now))
    .andThen((user) => {
      const versions = registrationAcceptance(input.isAcceptTerms === true, input.legalVersions, deps.legalVersions);
      return versions === null ? okAsync(user) : recordLegalAcceptance({ storage: tx, random: deps.random }, user.id, versions, now).map(() => user);
    })
    .andThen((user) => welcome(tx, deps.random, user, identity.provider, now));
}

/**
 * Links the identity to the account of the same (provider-verified) email. An account whose
 * email was never confirmed may have been registered by someone else: its password and 2FA are
 * dropped, so only the mailbox owner, now proven by the provider, gets in.
 */
function linkAccount(deps: LoginWithSocialDeps, tx: AccountStorage, user: UserRecord, identity: SocialIdentity) {
  const linked = identity.provider === "GOOGLE" ? user.googleId : user.facebookId;
  if (linked !== null && linked !== identity.id) return errAsync(socialAlreadyConnected(identity.provider));
  const now = deps.clock.now();
  const takeover: UserPatch = user.isActive ? {} : { isActive: true, passwordHash: null, isEnabled2FA: false, twoFactorSecret: null };
  return tx.users
    .update(user.id, { ...linkPatch(identity), ...takeover }, now)
    .andThen((updated) => (updated === null ? errAsync(userNotFound()) : okAsync(updated)))
    .andThen((updated) => grantProfileRewards(tx, deps.random, updated.id, [REWARD[identity.provider]], now).map(() => updated));
}

function findOrCreate(deps: LoginWithSocialDeps, tx: AccountStorage, identity: SocialIdentity, input: LoginWithSocialInput) {
  return tx.users.findBySocialId(identity.provider, identity.id).andThen((known): ResultAsync<UserRecord, LoginWithSocialError> => {
    if (known !== null) return okAsync(known);
    if (identity.email === null) return createAccount(deps, tx, identity, input);
    return tx.users
      .findByEmail(identity.email)
      .andThen((owner): ResultAsync<UserRecord, LoginWithSocialError> =>
        owner === null ? createAccount(deps, tx, identity, input) : linkAccount(deps, tx, owner, identity),
      );
  });
}

/**
 * Google or Facebook login: verifies the token with the provider (and a redirect flow's nonce), then logs into the account
 * with that social id, else links the account with the same email, else creates one (with the
 * Registration reward); connecting grants ConnectWithGoogle/ConnectWithFacebook once per user.
 * Without an email from the provider the answer says requestEmail. 2FA accounts get the 2FA step.
 * @example await loginWithSocial(deps, { credential: { provider: "GOOGLE", idToken }, language: "th", rememberMe: true });
 */
export function loginWithSocial(deps: LoginWithSocialDeps, input: LoginWithSocialInput): ResultAsync<LoginOutcome, LoginWithSocialError> {
  return verifySocialCredential(deps.social, input.credential).andThen((identity) =>
    deps.storage.transaction((tx) =>
      findOrCreate(deps, tx, identity, input)
        // Every social login is a connected social account: pays the inviter once (a no-op after that).
        .andThen((user) => grantReferralReward({ storage: tx, clock: deps.clock, random: deps.random }, { inviteeId: user.id }).map(() => user))
        .andThen((user) => sessionOrChallenge(deps, tx, user, input.rememberMe)),
    ),
  );
}
