import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { TotpPort } from "../../ports/account-services.port";
import type { StorageError } from "../../ports/storage.port";
import { validateTwoFactorCode } from "../profile-rules";
import { fieldInvalid, type FieldInvalid, twoFactorChallengeInvalid, type LoginTooManyAttempts, type TwoFactorChallengeInvalid, type TwoFactorCodeIncorrect } from "../account.errors";
import { startSession, type SessionDeps, type SessionStarted } from "../login-session";
import { checkThrottle, twoFactorAttemptKey } from "../login-throttle";
import { useTwoFactorCode } from "../two-factor";

/** What the 2FA step needs. */
export type VerifyTwoFactorDeps = SessionDeps & Readonly<{ totp: TotpPort }>;

/** GET /user/2fa/verify: the code, and the challenge and user id the login answered. */
export type VerifyTwoFactorInput = Readonly<{ code: string; secretKeyForVerify2FA: string; userId: string }>;
export type VerifyTwoFactorError = FieldInvalid | TwoFactorChallengeInvalid | TwoFactorCodeIncorrect | LoginTooManyAttempts | StorageError;

/**
 * The 2FA step of a login: the challenge must be ours, unexpired and for this user, then the
 * TOTP code (one step of drift, each code once) starts the session asked for at login; the
 * challenge then is used up. Wrong codes count towards the same 5-per-15-minutes limit as passwords, per user.
 * @example await verifyTwoFactor(deps, { code: "123456", secretKeyForVerify2FA, userId });
 */
export function verifyTwoFactor(deps: VerifyTwoFactorDeps, input: VerifyTwoFactorInput): ResultAsync<SessionStarted, VerifyTwoFactorError> {
  const code = validateTwoFactorCode(input.code);
  if (code.isErr()) return errAsync(fieldInvalid("code", code.error));
  const now = deps.clock.now();
  const challenge = deps.tokens.verifyChallenge(input.secretKeyForVerify2FA, now);
  if ("code" in challenge || challenge.userId !== input.userId) return errAsync(twoFactorChallengeInvalid());
  const key = twoFactorAttemptKey(challenge.userId);
  const attempts = deps.storage.loginAttempts;
  return checkThrottle(attempts, key, now)
    .andThen(() => deps.storage.users.findById(challenge.userId))
    .andThen((user) => {
      // 2FA turned off (or the account gone) since the password step: the challenge is stale.
      if (user === null || !user.isEnabled2FA || user.twoFactorSecret === null) return errAsync(twoFactorChallengeInvalid());
      return useTwoFactorCode(deps, user.id, user.twoFactorSecret, code.value, now).map(() => user);
    })
    // Consumed atomically once the code is right, so a wrong code leaves the challenge usable
    // and of two requests with one challenge only one starts a session.
    .andThen((user) =>
      deps.storage.oneTimeTokens
        .consume(challenge.id, "TWO_FACTOR_CHALLENGE", now)
        .andThen((consumed) => (consumed === null || consumed.userId !== user.id ? errAsync(twoFactorChallengeInvalid()) : okAsync(user))),
    )
    .andThen((user) => attempts.clear(key).map(() => user))
    .andThen((user) => startSession(deps, deps.storage, user, challenge.rememberMe));
}
