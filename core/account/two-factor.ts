import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { TotpPort } from "../ports/account-services.port";
import type { AccountStorage } from "../ports/account-storage.port";
import type { ClockPort } from "../ports/clock.port";
import type { StorageError, UserPatch, UserRecord } from "../ports/storage.port";
import { loadUser, type UserNotFound } from "../shared/load-user";
import { fieldInvalid, loginTooManyAttempts, twoFactorCodeIncorrect, type FieldInvalid, type LoginTooManyAttempts, type TwoFactorCodeIncorrect } from "./account.errors";
import { takeAttempts, twoFactorThrottle } from "./throttle";
import { validateTwoFactorCode } from "./profile-rules";

/** Issuer name shown by authenticator apps. */
export const TOTP_ISSUER = "KUL Swap";

/** What switching 2FA on or off needs. */
export type TwoFactorSwitchDeps = Readonly<{ storage: AccountStorage; clock: ClockPort; totp: TotpPort }>;
/** The caller and the code their authenticator shows. */
export type TwoFactorSwitchInput = Readonly<{ userId: string; code: string }>;
/** What any 2FA switch may fail with, before its own precondition. */
export type TwoFactorSwitchBaseError = FieldInvalid | UserNotFound | TwoFactorCodeIncorrect | LoginTooManyAttempts | StorageError;

/**
 * Checks the code against the user's secret (the attempt counted first, per user like the login
 * step) and applies `patch`; `precondition` refuses first when the switch is in the wrong position.
 */
export function switchTwoFactor<E>(
  deps: TwoFactorSwitchDeps,
  input: TwoFactorSwitchInput,
  precondition: (user: UserRecord) => E | null,
  patch: UserPatch,
): ResultAsync<void, TwoFactorSwitchBaseError | E> {
  const code = validateTwoFactorCode(input.code);
  if (code.isErr()) return errAsync(fieldInvalid("code", code.error));
  const now = deps.clock.now();
  const throttle = twoFactorThrottle(input.userId);
  const attempts = deps.storage.attempts;
  return takeAttempts(attempts, [throttle], now, loginTooManyAttempts)
    .andThen(() => loadUser(deps.storage.users, input.userId))
    .andThen((user): ResultAsync<void, TwoFactorSwitchBaseError | E> => {
      const refused = precondition(user);
      if (refused !== null) return errAsync(refused);
      return useTwoFactorCode(deps, user.id, user.twoFactorSecret ?? "", code.value, now)
        .andThen(() => attempts.clear(throttle.key))
        .andThen(() => deps.storage.users.update(user.id, patch, now))
        .map(() => undefined);
    });
}

/**
 * Accepts `code` when it matches the secret and its time step is later than the user's last used
 * one, recording that step atomically: a code works once, even for two requests at the same time.
 * The caller has counted the attempt already.
 */
export function useTwoFactorCode(
  deps: Readonly<{ storage: AccountStorage; totp: TotpPort }>,
  userId: string,
  secret: string,
  code: string,
  now: number,
): ResultAsync<void, TwoFactorCodeIncorrect | StorageError> {
  const step = deps.totp.matchStep(secret, code, now);
  if (step === null) return errAsync(twoFactorCodeIncorrect());
  return deps.storage.users.useTwoFactorStep(userId, step).andThen((fresh) => (fresh ? okAsync(undefined) : errAsync(twoFactorCodeIncorrect())));
}
