import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { TotpPort } from "../../ports/account-services.port";
import type { StorageError } from "../../ports/storage.port";
import { validateTwoFactorCode } from "../profile-rules";
import { fieldInvalid, type FieldInvalid, loginTooManyAttempts, twoFactorChallengeInvalid, type LoginTooManyAttempts, type TwoFactorChallengeInvalid, type TwoFactorCodeIncorrect } from "../account.errors";
import { startSession, type SessionDeps, type SessionStarted } from "../login-session";
import { clientThrottle, settleAttempts, takeAttempts, twoFactorThrottle } from "../throttle";
import { useTwoFactorCode } from "../two-factor";

/** What the 2FA step needs. */
export type VerifyTwoFactorDeps = SessionDeps & Readonly<{ totp: TotpPort }>;

/** The 2FA step: the code, the challenge and user id the login answered, and the caller's address. */
export type VerifyTwoFactorInput = Readonly<{ code: string; secretKeyForVerify2FA: string; userId: string; remoteIp?: string | null | undefined }>;
export type VerifyTwoFactorError = FieldInvalid | TwoFactorChallengeInvalid | TwoFactorCodeIncorrect | LoginTooManyAttempts | StorageError;

/**
 * The 2FA step of a login: the challenge must be ours, unexpired and for this user, then the
 * TOTP code (one step of drift, each code once) starts the session asked for at login; the
 * challenge then is used up. The attempt is counted before the code is checked (5 per user per 15
 * minutes, and per client network), so parallel guesses beyond the limit are never judged.
 * @example await verifyTwoFactor(deps, { code: "123456", secretKeyForVerify2FA, userId, remoteIp: null });
 */
export function verifyTwoFactor(deps: VerifyTwoFactorDeps, input: VerifyTwoFactorInput): ResultAsync<SessionStarted, VerifyTwoFactorError> {
  const code = validateTwoFactorCode(input.code);
  if (code.isErr()) return errAsync(fieldInvalid("code", code.error));
  const now = deps.clock.now();
  const challenge = deps.tokens.verifyChallenge(input.secretKeyForVerify2FA, now);
  if ("code" in challenge || challenge.userId !== input.userId) return errAsync(twoFactorChallengeInvalid());
  const throttles = [twoFactorThrottle(challenge.userId), ...clientThrottle("guess", input.remoteIp ?? null)];
  const attempts = deps.storage.attempts;
  return takeAttempts(attempts, throttles, now, loginTooManyAttempts).andThen((taken) =>
    deps.storage.users
      .findById(challenge.userId)
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
      .andThen((user) => settleAttempts(attempts, taken, [throttles[0]!.key]).map(() => user))
      .andThen((user) => startSession(deps, deps.storage, user, challenge.rememberMe)),
  );
}
