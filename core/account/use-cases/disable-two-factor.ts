import type { ResultAsync } from "neverthrow";
import { twoFactorNotEnabled, type TwoFactorNotEnabled } from "../account.errors";
import { switchTwoFactor, type TwoFactorSwitchBaseError, type TwoFactorSwitchDeps, type TwoFactorSwitchInput } from "../two-factor";

export type DisableTwoFactorError = TwoFactorSwitchBaseError | TwoFactorNotEnabled;

/**
 * Turns 2FA off when the current code is given, and forgets the secret so re-enabling needs a new QR code.
 * @example await disableTwoFactor({ storage, clock, totp }, { userId, code: "123456" });
 */
export function disableTwoFactor(deps: TwoFactorSwitchDeps, input: TwoFactorSwitchInput): ResultAsync<void, DisableTwoFactorError> {
  return switchTwoFactor(deps, input, (user) => (user.isEnabled2FA ? null : twoFactorNotEnabled()), {
    isEnabled2FA: false,
    twoFactorSecret: null,
  });
}
