import type { ResultAsync } from "neverthrow";
import { twoFactorAlreadyEnabled, twoFactorNotGenerated, type TwoFactorAlreadyEnabled, type TwoFactorNotGenerated } from "../account.errors";
import { switchTwoFactor, type TwoFactorSwitchBaseError, type TwoFactorSwitchDeps, type TwoFactorSwitchInput } from "../two-factor";

export type EnableTwoFactorError = TwoFactorSwitchBaseError | TwoFactorAlreadyEnabled | TwoFactorNotGenerated;

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
