import { errAsync, okAsync, ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError } from "../../ports/storage.port";
import type { CaptchaError, CaptchaPort, PasswordHasherPort, SecureRandomPort } from "../../ports/account-services.port";
import type { ClockPort } from "../../ports/clock.port";
import { domainError } from "../../shared/domain-error";
import { validateEmail } from "../credential-rules";
import { checkClientPasswordHash } from "../registration-rules";
import { EMAIL_TOKEN_PATTERN } from "../email-token";
import { type FieldInvalid } from "../account.errors";
import { loginThrottle } from "../throttle";

/** The reset link is unknown, used, expired, or for another email; one code so none of them is revealed. */
export const resetPasswordTokenInvalid = domainError("RESET_PASSWORD_TOKEN_INVALID");

/** What resetting needs. */
export type ResetPasswordDeps = Readonly<{
  storage: AccountStorage;
  clock: ClockPort;
  passwordHasher: PasswordHasherPort;
  random: SecureRandomPort;
  captcha: CaptchaPort;
}>;

/** The ResetPassword page: the link's email and token, and the new password's client SHA-256 hex. */
export type ResetPasswordInput = Readonly<{
  email: string;
  password: string;
  resetPasswordToken: string;
  recaptchaToken: string;
  remoteIp: string | null;
}>;

export type ResetPasswordOutput = Readonly<{ userId: string }>;
export type ResetPasswordError = CaptchaError | FieldInvalid | ReturnType<typeof resetPasswordTokenInvalid> | StorageError;

function replacePassword(deps: ResetPasswordDeps, tx: AccountStorage, email: string, tokenHash: string, passwordHash: string) {
  const now = deps.clock.now();
  return tx.oneTimeTokens
    .consume(tokenHash, "PASSWORD_RESET", now)
    .andThen((token) => (token === null ? okAsync(null) : tx.users.findById(token.userId)))
    .andThen((user) => (user === null || user.email !== email ? errAsync(resetPasswordTokenInvalid()) : okAsync(user)))
    .andThen((user) => tx.users.update(user.id, { passwordHash }, now).map(() => user))
    // Whoever knew the old password is signed out, any other reset link ends, and the login
    // throttle starts afresh for the owner.
    .andThen((user) => tx.sessions.revokeAllForUser(user.id, now).map(() => user))
    .andThen((user) => tx.oneTimeTokens.revokeAll(user.id, "PASSWORD_RESET", now).map(() => user))
    .andThen((user) => tx.attempts.clear(loginThrottle(email).key).map(() => ({ userId: user.id })));
}

/**
 * Sets a new password through a mailed reset link; the link works once, ends every other reset
 * link of the account, and signs out every session.
 * @example await resetPassword(deps, { email, password: sha256Hex, resetPasswordToken: token, recaptchaToken, remoteIp: null });
 */
export function resetPassword(deps: ResetPasswordDeps, input: ResetPasswordInput): ResultAsync<ResetPasswordOutput, ResetPasswordError> {
  const email = validateEmail(input.email);
  return deps.captcha
    .verify(input.recaptchaToken, input.remoteIp)
    .andThen(() => checkClientPasswordHash(input.password))
    .andThen((password): ResultAsync<string, ResetPasswordError> =>
      email.isErr() || !EMAIL_TOKEN_PATTERN.test(input.resetPasswordToken)
        ? errAsync(resetPasswordTokenInvalid())
        : ResultAsync.fromSafePromise(deps.passwordHasher.hash(password)),
    )
    .andThen((passwordHash) =>
      deps.storage.transaction((tx) =>
        replacePassword(deps, tx, email.unwrapOr(""), deps.random.sha256Hex(input.resetPasswordToken), passwordHash),
      ),
    );
}
