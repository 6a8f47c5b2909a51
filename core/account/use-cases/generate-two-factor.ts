import { errAsync, type ResultAsync } from "neverthrow";
import type { TotpPort } from "../../ports/account-services.port";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError } from "../../ports/storage.port";
import type { ClockPort } from "../../ports/clock.port";
import { loadUser, type userNotFound } from "../../shared/load-user";
import { twoFactorAlreadyEnabled, type TwoFactorAlreadyEnabled } from "../account.errors";
import { TOTP_ISSUER } from "../two-factor";

/** What generating a 2FA secret needs. */
export type GenerateTwoFactorDeps = Readonly<{ storage: AccountStorage; clock: ClockPort; totp: TotpPort }>;
export type GenerateTwoFactorInput = Readonly<{ userId: string }>;
/** The backup key (base32) and the otpauth:// URL for the QR code. */
export type GenerateTwoFactorOutput = Readonly<{ secret: string; url: string }>;
export type GenerateTwoFactorError = ReturnType<typeof userNotFound> | TwoFactorAlreadyEnabled | StorageError;

/**
 * Starts enabling 2FA: a new secret is kept (2FA still off) until PUT /user/2fa/enable proves
 * the authenticator has it. Asking again replaces it, so only the latest QR code works.
 * @example await generateTwoFactor({ storage, clock, totp }, { userId });
 */
export function generateTwoFactor(deps: GenerateTwoFactorDeps, input: GenerateTwoFactorInput): ResultAsync<GenerateTwoFactorOutput, GenerateTwoFactorError> {
  return loadUser(deps.storage.users, input.userId).andThen((user) => {
    if (user.isEnabled2FA) return errAsync(twoFactorAlreadyEnabled());
    const secret = deps.totp.generateSecret();
    return deps.storage.users
      .update(user.id, { twoFactorSecret: secret }, deps.clock.now())
      .map(() => ({ secret, url: deps.totp.keyUri(secret, user.email, TOTP_ISSUER) }));
  });
}
