import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError, UserRecord } from "../../ports/storage.port";
import type { CaptchaError, CaptchaPort, SecureRandomPort } from "../../ports/account-services.port";
import type { MailError, MailPort } from "../../ports/mail.port";
import type { ClockPort } from "../../ports/clock.port";
import { validateEmail } from "../credential-rules";
import type { Language } from "../language";
import { EMAIL_TOKEN_BYTES, EMAIL_TOKEN_LIFETIME_MS } from "../email-token";
import { fieldInvalid, type FieldInvalid } from "../account.errors";

/** What the forgot-password mail needs. */
export type SendForgotPasswordEmailDeps = Readonly<{
  storage: AccountStorage;
  clock: ClockPort;
  random: SecureRandomPort;
  mail: MailPort;
  captcha: CaptchaPort;
}>;

/** The ForgotPassword form; language is the interface's, else the account's. */
export type SendForgotPasswordEmailInput = Readonly<{
  email: string;
  language?: Language | undefined;
  recaptchaToken: string;
  remoteIp: string | null;
}>;

/** Always the same, whether or not an account has this email. */
export type SendForgotPasswordEmailOutput = Readonly<{ email: string }>;
export type SendForgotPasswordEmailError = CaptchaError | FieldInvalid | StorageError | MailError;

function mailResetLink(deps: SendForgotPasswordEmailDeps, user: UserRecord, token: string, tokenHash: string, language: Language | undefined) {
  const expiresAt = deps.clock.now() + EMAIL_TOKEN_LIFETIME_MS.PASSWORD_RESET;
  return deps.storage.oneTimeTokens
    .create({ tokenHash, userId: user.id, purpose: "PASSWORD_RESET", expiresAt })
    .andThen(() =>
      deps.mail.send({
        to: user.email,
        kind: "PASSWORD_RESET",
        language: language ?? user.language,
        displayName: user.displayName,
        token,
      }),
    );
}

/**
 * Mails a one-hour reset link when an account has this email. The token is drawn and hashed
 * before the lookup either way and the answer is the same, so the call reveals no account.
 * @example await sendForgotPasswordEmail(deps, { email: "a@b.co", recaptchaToken, remoteIp: null });
 */
export function sendForgotPasswordEmail(
  deps: SendForgotPasswordEmailDeps,
  input: SendForgotPasswordEmailInput,
): ResultAsync<SendForgotPasswordEmailOutput, SendForgotPasswordEmailError> {
  const email = validateEmail(input.email);
  return deps.captcha
    .verify(input.recaptchaToken, input.remoteIp)
    .andThen(() => (email.isErr() ? errAsync(fieldInvalid("email", email.error)) : okAsync(email.value)))
    .andThen((address) => {
      const token = deps.random.token(EMAIL_TOKEN_BYTES);
      const tokenHash = deps.random.sha256Hex(token);
      return deps.storage.users
        .findByEmail(address)
        .andThen((user): ResultAsync<void, SendForgotPasswordEmailError> =>
          user === null ? okAsync(undefined) : mailResetLink(deps, user, token, tokenHash, input.language),
        )
        .map(() => ({ email: address }));
    });
}
