import { errAsync, type ResultAsync } from "neverthrow";
import type { StorageError } from "../../ports/storage.port";
import { loadUser, type UserNotFound } from "../../shared/load-user";
import { twoFactorNotEnabled, type TwoFactorNotEnabled } from "../account.errors";
import { reauthenticate, type ReauthDeps, type ReauthError, type ReauthProof } from "../reauthentication";

/** What turning 2FA off needs: the re-authentication's ports. */
export type DisableTwoFactorDeps = ReauthDeps;
/** The caller, their proof (the current code, and the password or a linked provider's sign-in), and their address for the throttle. */
export type DisableTwoFactorInput = Readonly<{ userId: string; proof: ReauthProof; remoteIp: string | null }>;
export type DisableTwoFactorError = TwoFactorNotEnabled | UserNotFound | ReauthError | StorageError;

/**
 * Turns 2FA off once the caller re-authenticates with the password (or a linked provider's fresh
 * sign-in for an account without one) and the current code, and forgets the secret so
 * re-enabling needs a new QR code.
 * @example await disableTwoFactor(deps, { userId, proof: { password: sha256Hex, code: "123456" }, remoteIp: null });
 */
export function disableTwoFactor(deps: DisableTwoFactorDeps, input: DisableTwoFactorInput): ResultAsync<void, DisableTwoFactorError> {
  return loadUser(deps.storage.users, input.userId)
    .andThen((user): ResultAsync<unknown, DisableTwoFactorError> => (user.isEnabled2FA ? reauthenticate(deps, user, input.proof, input.remoteIp) : errAsync(twoFactorNotEnabled())))
    .andThen(() => deps.storage.users.update(input.userId, { isEnabled2FA: false, twoFactorSecret: null }, deps.clock.now()))
    .map(() => undefined);
}
