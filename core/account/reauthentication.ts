import { errAsync, okAsync, ResultAsync } from "neverthrow";
import type { PasswordHasherPort, SocialError, SocialIdentity, SocialIdentityPort, TotpPort } from "../ports/account-services.port";
import type { AccountStorage } from "../ports/account-storage.port";
import type { ClockPort } from "../ports/clock.port";
import type { StorageError, UserRecord } from "../ports/storage.port";
import { domainError } from "../shared/domain-error";
import { fieldInvalid, loginTooManyAttempts, type FieldInvalid, type LoginTooManyAttempts, type TwoFactorCodeIncorrect } from "./account.errors";
import { validateTwoFactorCode } from "./profile-rules";
import { checkClientPasswordHash } from "./registration-rules";
import { clientThrottle, reauthThrottle, settleAttempts, takeAttempts, twoFactorThrottle } from "./throttle";
import { useTwoFactorCode } from "./two-factor";
import type { SocialCredential } from "./use-cases/login-with-social";

/**
 * A sign-in credential of the account's linked Google or Facebook, fresh from the provider's
 * sign-in: what an account without a password proves itself with.
 */
export type ReauthSocialCredential = SocialCredential;

/**
 * What the caller gives, beyond the session, to show they still hold the account: the password
 * (the client's SHA-256 hex, as at login) and the authenticator's current code when 2FA is on.
 */
export type ReauthProof = Readonly<{
  password?: string | undefined;
  code?: string | undefined;
  social?: ReauthSocialCredential | undefined;
}>;

/** One part of a proof an account has to give. */
export type ReauthFactor = "PASSWORD" | "SOCIAL" | "CODE";

/** The proof lacks a part this account has to give; `needs` lists every part it has to give. */
export const reauthenticationRequired = domainError("REAUTHENTICATION_REQUIRED", (needs: readonly ReauthFactor[]) => ({ needs: [...needs] }));
/** The password, or the social sign-in, does not prove the account holder. */
export const reauthenticationFailed = domainError("REAUTHENTICATION_FAILED");
export type ReauthenticationRequired = ReturnType<typeof reauthenticationRequired>;
export type ReauthenticationFailed = ReturnType<typeof reauthenticationFailed>;

/** What checking a proof needs. */
export type ReauthDeps = Readonly<{
  storage: AccountStorage;
  clock: ClockPort;
  passwordHasher: PasswordHasherPort;
  totp: TotpPort;
  social: SocialIdentityPort;
}>;

export type ReauthError =
  | ReauthenticationRequired
  | ReauthenticationFailed
  | TwoFactorCodeIncorrect
  | LoginTooManyAttempts
  | FieldInvalid
  | Extract<SocialError, { code: "SOCIAL_UNAVAILABLE" }>
  | StorageError;

/**
 * The parts of a proof `user` has to give. An account with a password gives it. An account made
 * by a social sign-in may have none: it gives a fresh sign-in credential of a provider linked to
 * it, checked with that provider like a social login, since that sign-in is how the holder gets
 * in at all (a stolen session carries no such credential). Either way, with 2FA on, the current
 * code as well.
 * @example reauthFactors(googleOnlyUserWith2fa) // ["SOCIAL", "CODE"]
 */
export function reauthFactors(user: Pick<UserRecord, "passwordHash" | "isEnabled2FA">): ReauthFactor[] {
  return [user.passwordHash !== null ? "PASSWORD" : "SOCIAL", ...(user.isEnabled2FA ? (["CODE"] as const) : [])];
}

function given(proof: ReauthProof, factor: ReauthFactor): boolean {
  const value = factor === "PASSWORD" ? proof.password : factor === "CODE" ? proof.code : proof.social;
  return value !== undefined && value !== "";
}

function verifySocial(social: SocialIdentityPort, credential: ReauthSocialCredential): ResultAsync<SocialIdentity, SocialError> {
  return credential.provider === "GOOGLE" ? social.verifyGoogle(credential.idToken) : social.verifyFacebook(credential.uid, credential.accessToken);
}

// The provider vouches for an identity; it proves the holder only when it is the one linked here.
function socialMatches(user: UserRecord, identity: SocialIdentity): boolean {
  const linked = identity.provider === "GOOGLE" ? user.googleId : user.facebookId;
  return linked !== null && linked === identity.id;
}

function checkKnowledge(deps: ReauthDeps, user: UserRecord, proof: ReauthProof): ResultAsync<void, ReauthError> {
  if (user.passwordHash !== null) {
    const stored = user.passwordHash;
    return ResultAsync.fromSafePromise(deps.passwordHasher.verify(proof.password ?? "", stored)).andThen((matches) =>
      matches ? okAsync(undefined) : errAsync(reauthenticationFailed()),
    );
  }
  // A token the provider refuses fails the proof like a wrong password (403, not the login's 401 that signs the client out).
  return verifySocial(deps.social, proof.social!)
    .mapErr((error): ReauthError => (error.code === "SOCIAL_TOKEN_INVALID" ? reauthenticationFailed() : error))
    .andThen((identity) => (socialMatches(user, identity) ? okAsync(undefined) : errAsync(reauthenticationFailed())));
}

/**
 * Checks that the signed-in `user` is who holds the account before a sensitive change (email,
 * 2FA off, social unlink). A missing part is refused first, uncounted. Then the attempt is
 * counted, atomically and before anything is judged, on the user's re-authentication throttle
 * (and the 2FA one when a code is given, so codes guessed here and at login share one limit)
 * and on the client network's: repeated wrong passwords or codes end in LOGIN_TOO_MANY_ATTEMPTS.
 * The code is checked only after the password, and is then used up like at login. A success
 * forgets the user's attempts.
 * @example await reauthenticate(deps, user, { password: sha256Hex, code: "123456" }, request.ip);
 */
export function reauthenticate(deps: ReauthDeps, user: UserRecord, proof: ReauthProof, remoteIp: string | null): ResultAsync<void, ReauthError> {
  const needs = reauthFactors(user);
  if (!needs.every((factor) => given(proof, factor))) return errAsync(reauthenticationRequired(needs));
  const withCode = needs.includes("CODE");
  const code = withCode ? validateTwoFactorCode(proof.code ?? "") : null;
  if (code !== null && code.isErr()) return errAsync(fieldInvalid("code", code.error));
  const shape: ResultAsync<unknown, FieldInvalid> = needs.includes("PASSWORD") ? checkClientPasswordHash(proof.password ?? "") : okAsync(undefined);
  const own = [reauthThrottle(user.id), ...(withCode ? [twoFactorThrottle(user.id)] : [])];
  const throttles = [...own, ...clientThrottle("guess", remoteIp)];
  const now = deps.clock.now();
  return shape
    .andThen(() => takeAttempts(deps.storage.attempts, throttles, now, loginTooManyAttempts))
    .andThen((taken) =>
      checkKnowledge(deps, user, proof)
        .andThen(() => (code === null ? okAsync(undefined) : useTwoFactorCode(deps, user.id, user.twoFactorSecret ?? "", code.value, now)))
        .andThen(() => settleAttempts(deps.storage.attempts, taken, own.map((throttle) => throttle.key))),
    );
}
