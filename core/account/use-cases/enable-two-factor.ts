import { errAsync, type ResultAsync } from "neverthrow";
import type { TotpPort } from "../../ports/account-services.port";
import type { AccountStorage, StorageError, UserPatch, UserRecord } from "../../ports/account-storage.port";
import type { ClockPort } from "../../ports/clock.port";
import { validateTwoFactorCode } from "../profile-rules";
import { fieldInvalid, loadUser, type FieldInvalid, type userNotFound } from "./registration-shared";
import {
  twoFactorAlreadyEnabled,
  twoFactorCodeIncorrect,
  twoFactorNotGenerated,
  type LoginTooManyAttempts,
  type TwoFactorAlreadyEnabled,
  type TwoFactorCodeIncorrect,
  type TwoFactorNotGenerated,
} from "./session.errors";
import { checkThrottle, failAttempt, twoFactorAttemptKey } from "./session-shared";

/** What switching 2FA on or off needs. */
export type TwoFactorSwitchDeps = Readonly<{ storage: AccountStorage; clock: ClockPort; totp: TotpPort }>;
/** The caller and the code their authenticator shows. */
export type TwoFactorSwitchInput = Readonly<{ userId: string; code: string }>;
export type TwoFactorSwitchBaseError = FieldInvalid | ReturnType<typeof userNotFound> | TwoFactorCodeIncorrect | LoginTooManyAttempts | StorageError;
export type EnableTwoFactorError = TwoFactorSwitchBaseError | TwoFactorAlreadyEnabled | TwoFactorNotGenerated;

/**
 * Checks the code against the user's secret (throttled per user like the login step) and applies
 * `patch`; `precondition` refuses first when the switch is in the wrong position.
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
  const key = twoFactorAttemptKey(input.userId);
  const attempts = deps.storage.loginAttempts;
  return checkThrottle(attempts, key, now)
    .andThen(() => loadUser(deps.storage.users, input.userId))
    .andThen((user): ResultAsync<void, TwoFactorSwitchBaseError | E> => {
      const refused = precondition(user);
      if (refused !== null) return errAsync(refused);
      if (!deps.totp.verify(user.twoFactorSecret ?? "", code.value, now)) return failAttempt(attempts, key, now, twoFactorCodeIncorrect());
      return attempts.clear(key).andThen(() => deps.storage.users.update(user.id, patch, now)).map(() => undefined);
    });
}

/**
 * Turns 2FA on once the code proves the authenticator holds the secret from GET /user/2fa/generate.
 * @example await enableTwoFactor({ storage, clock, totp }, { userId, code: "123456" });
 */
export function enableTwoFactor(deps: TwoFactorSwitchDeps, input: TwoFactorSwitchInput): ResultAsync<void, EnableTwoFactorError> {
  return switchTwoFactor(
    deps,
    input,
    (user) => (user.isEnabled2FA ? twoFactorAlreadyEnabled() : user.twoFactorSecret === null ? twoFactorNotGenerated() : null),
    { isEnabled2FA: true },
  );
}
