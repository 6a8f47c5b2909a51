import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError } from "../../ports/storage.port";
import type { CaptchaError, CaptchaPort, SecureRandomPort } from "../../ports/account-services.port";
import type { MailError, MailPort } from "../../ports/mail.port";
import type { ClockPort } from "../../ports/clock.port";
import { domainError } from "../../shared/domain-error";
import type { Language } from "../language";
import { issueEmailToken, sendConfirmationMail } from "../email-token";
import { loadUser, userNotFound } from "../../shared/load-user";
import { emailRateLimited, type EmailRateLimited } from "../account.errors";
import { clientThrottle, mailThrottle, takeAttempts } from "../throttle";

/** The account's email is already confirmed, so there is nothing to send. */
export const emailAlreadyConfirmed = domainError("EMAIL_ALREADY_CONFIRMED");

/** What resending the confirmation needs. */
export type SendConfirmationEmailDeps = Readonly<{
  storage: AccountStorage;
  clock: ClockPort;
  random: SecureRandomPort;
  mail: MailPort;
  captcha: CaptchaPort;
}>;

/** The signed-in user asks again; language is the interface's, else the account's. */
export type SendConfirmationEmailInput = Readonly<{
  userId: string;
  language?: Language | undefined;
  recaptchaToken: string;
  remoteIp: string | null;
}>;

export type SendConfirmationEmailOutput = Readonly<{ email: string }>;
export type SendConfirmationEmailError =
  | CaptchaError
  | ReturnType<typeof userNotFound>
  | ReturnType<typeof emailAlreadyConfirmed>
  | EmailRateLimited
  | StorageError
  | MailError;

/**
 * Mails the signed-in user a fresh confirmation code (earlier codes stay valid until they expire),
 * counted first: 3 per address per hour, 20 per client network.
 * @example await sendConfirmationEmail(deps, { userId, language: "th", recaptchaToken, remoteIp: null });
 */
export function sendConfirmationEmail(
  deps: SendConfirmationEmailDeps,
  input: SendConfirmationEmailInput,
): ResultAsync<SendConfirmationEmailOutput, SendConfirmationEmailError> {
  return deps.captcha
    .verify(input.recaptchaToken, input.remoteIp)
    .andThen(() => loadUser(deps.storage.users, input.userId))
    .andThen((user) => (user.isActive ? errAsync(emailAlreadyConfirmed()) : okAsync(user)))
    .andThen((user) => {
      const throttles = [mailThrottle("confirm", user.email), ...clientThrottle("mail", input.remoteIp)];
      return takeAttempts(deps.storage.attempts, throttles, deps.clock.now(), emailRateLimited).map(() => user);
    })
    .andThen((user) => issueEmailToken(deps, deps.storage, user.id, "EMAIL_CONFIRMATION").map((code) => ({ user, code })))
    .andThen(({ user, code }) => sendConfirmationMail(deps.mail, user, code, input.language ?? user.language).map(() => ({ email: user.email })));
}
