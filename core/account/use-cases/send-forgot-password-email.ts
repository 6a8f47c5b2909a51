import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError, UserRecord } from "../../ports/storage.port";
import type { CaptchaError, CaptchaPort, SecureRandomPort } from "../../ports/account-services.port";
import type { MailError, MailPort } from "../../ports/mail.port";
import type { ClockPort } from "../../ports/clock.port";
import { validateEmail } from "../credential-rules";
import type { Language } from "../language";
import { EMAIL_TOKEN_BYTES, EMAIL_TOKEN_LIFETIME_MS } from "../email-token";
import { emailRateLimited, fieldInvalid, type EmailRateLimited, type FieldInvalid } from "../account.errors";
import { clientThrottle, mailThrottle, takeAttempts } from "../throttle";

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
export type SendForgotPasswordEmailError = CaptchaError | FieldInvalid | EmailRateLimited | StorageError | MailError;

function mailResetLink(deps: SendForgotPasswordEmailDeps, user: UserRecord, token: string, tokenHash: string, language: Language | undefined) {
  const now = deps.clock.now();
  const expiresAt = now + EMAIL_TOKEN_LIFETIME_MS.PASSWORD_RESET;
  // Only the newest link works: a mailbox read later cannot hand out an older one.
  return deps.storage
    .transaction((tx) =>
      tx.oneTimeTokens
        .revokeAll(user.id, "PASSWORD_RESET", now)
        .andThen(() => tx.oneTimeTokens.create({ tokenHash, userId: user.id, purpose: "PASSWORD_RESET", expiresAt })),
    )
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
 * Mails a one-hour reset link when an account has this email; the new link ends the older ones.
 * The request is counted first (3 per address per hour, 20 per client network), whether or not
 * the account exists; the token is drawn and hashed before the lookup either way and the answer
 * is the same, so the call reveals no account.
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
    .andThen((address) =>
      takeAttempts(deps.storage.attempts, [mailThrottle("reset", address), ...clientThrottle("mail", input.remoteIp)], deps.clock.now(), emailRateLimited).map(() => address),
    )
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
