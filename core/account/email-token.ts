import type { ResultAsync } from "neverthrow";
import type { SecureRandomPort } from "../ports/account-services.port";
import type { MailError, MailPort } from "../ports/mail.port";
import type { AccountStorage, OneTimeTokenPurpose } from "../ports/account-storage.port";
import type { ClockPort } from "../ports/clock.port";
import type { StorageError, UserRecord } from "../ports/storage.port";
import type { Language } from "./language";

/** Emailed tokens are 32 random bytes, base64url (decisions.md). */
export const EMAIL_TOKEN_BYTES = 32;
/** Emailed tokens as they arrive back: base64url, bounded so a hostile body cannot make us hash megabytes. */
export const EMAIL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long an emailed token stays usable, per purpose (decisions.md: 7 days, 1 hour). */
export const EMAIL_TOKEN_LIFETIME_MS: Readonly<Record<EmailTokenPurpose, number>> = {
  EMAIL_CONFIRMATION: 7 * DAY_MS,
  PASSWORD_RESET: DAY_MS / 24,
};

/** The purposes of tokens that are mailed. */
export type EmailTokenPurpose = Exclude<OneTimeTokenPurpose, "TWO_FACTOR_CHALLENGE">;

/** What issuing an emailed token needs. */
export type EmailTokenDeps = Readonly<{ clock: ClockPort; random: SecureRandomPort }>;

/** Stores a new single-use token for `user` (only its SHA-256) and returns the raw token for the mail. */
export function issueEmailToken(
  deps: EmailTokenDeps,
  storage: AccountStorage,
  userId: string,
  purpose: EmailTokenPurpose,
): ResultAsync<string, StorageError> {
  const token = deps.random.token(EMAIL_TOKEN_BYTES);
  const now = deps.clock.now();
  return storage.oneTimeTokens
    .create({ tokenHash: deps.random.sha256Hex(token), userId, purpose, expiresAt: now + EMAIL_TOKEN_LIFETIME_MS[purpose] })
    .map(() => token);
}

/** Sends the confirmation mail whose link opens the web app's ConfirmEmail page. */
export function sendConfirmationMail(
  mail: MailPort,
  user: Pick<UserRecord, "email" | "displayName">,
  code: string,
  language: Language,
): ResultAsync<void, MailError> {
  return mail.send({ to: user.email, kind: "EMAIL_CONFIRMATION", language, displayName: user.displayName, code });
}
