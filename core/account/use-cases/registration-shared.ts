import { errAsync, okAsync, ResultAsync } from "neverthrow";
import type { ClockPort } from "../../ports/clock.port";
import type {
  AccountStorage,
  OneTimeTokenPurpose,
  StorageError,
  UserRecord,
  UserRepositoryPort,
} from "../../ports/account-storage.port";
import type { MailError, MailPort, SecureRandomPort } from "../../ports/account-services.port";
import type { Language } from "../language";
import { parseReferralCode, type ReferralCodeInvalid } from "../../referral/referral-code";
import { checkSelfReferral, type SelfReferralError } from "../../referral/referral-eligibility";
import { domainError } from "../../shared/domain-error";

/** The human check refused the token (CaptchaPort). */
export const captchaInvalid = domainError("CAPTCHA_INVALID");
/** The human-check service could not be reached (CaptchaPort). */
export const captchaUnavailable = domainError("CAPTCHA_UNAVAILABLE");
/** The mail could not be handed over (MailPort); the detail is for logs only. */
export const mailUnavailable = domainError("MAIL_UNAVAILABLE", (detail?: string): { detail?: string } =>
  detail === undefined ? {} : { detail },
);
/** A field of the request broke its rule; `reason` is the field's own error code (EMAIL_INVALID...). */
export const fieldInvalid = domainError("FIELD_INVALID", (field: string, reason: string) => ({ field, reason }));
export type FieldInvalid = ReturnType<typeof fieldInvalid>;

/** Field codes of the registration routes: a password that is not the client's SHA-256 hex, no captcha token, a display name with control characters. */
export const REGISTRATION_FIELD_ERROR_CODES = ["PASSWORD_HASH_INVALID", "CAPTCHA_REQUIRED", "DISPLAY_NAME_INVALID"] as const;
/** Control characters: never shown on a page, and PostgreSQL refuses NUL. */
export const CONTROL_CHARACTER_PATTERN = /\p{Cc}/u;
/** The client sends the lower-case SHA-256 hex of the password (decisions.md), never the password. */
export const CLIENT_PASSWORD_HASH_PATTERN = /^[0-9a-f]{64}$/;
/** Emailed tokens are 32 random bytes, base64url (decisions.md). */
export const EMAIL_TOKEN_BYTES = 32;
/** Emailed tokens as they arrive back: base64url, bounded so a hostile body cannot make us hash megabytes. */
export const EMAIL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long an emailed token stays usable, per purpose (decisions.md: 7 days, 1 hour). */
export const EMAIL_TOKEN_LIFETIME_MS: Readonly<Record<OneTimeTokenPurpose, number>> = {
  EMAIL_CONFIRMATION: 7 * DAY_MS,
  PASSWORD_RESET: DAY_MS / 24,
};

/** Checks a client password hash; the route schema checks it too, this is the core's own guard. */
export function checkClientPasswordHash(password: string): ResultAsync<string, FieldInvalid> {
  return CLIENT_PASSWORD_HASH_PATTERN.test(password) ? okAsync(password) : errAsync(fieldInvalid("password", "PASSWORD_HASH_INVALID"));
}

/** What issuing an emailed token needs. */
export type EmailTokenDeps = Readonly<{ clock: ClockPort; random: SecureRandomPort }>;

/** Stores a new single-use token for `user` (only its SHA-256) and returns the raw token for the mail. */
export function issueEmailToken(
  deps: EmailTokenDeps,
  storage: AccountStorage,
  userId: string,
  purpose: OneTimeTokenPurpose,
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
  return mail.send({ to: user.email, kind: "EMAIL_CONFIRMATION", language, params: { code, email: user.email, displayName: user.displayName } });
}

/**
 * The referrer's user id for an optional referral code: null when absent or unknown (a stale
 * invite cookie must not block registering), an error when malformed or a self-referral.
 */
export function resolveReferrer(
  users: UserRepositoryPort,
  referralCode: string | undefined,
  inviteeEmail: string,
): ResultAsync<string | null, ReferralCodeInvalid | SelfReferralError | StorageError> {
  if (referralCode === undefined || referralCode.trim() === "") return okAsync(null);
  const parsed = parseReferralCode(referralCode);
  if (parsed.isErr()) return errAsync(parsed.error);
  return users.findByReferralCode(parsed.value).andThen((inviter) => {
    if (inviter === null) return okAsync(null);
    return checkSelfReferral({ email: inviter.email, wallets: [] }, { email: inviteeEmail, wallets: [] }).map(() => inviter.id);
  });
}

export { loadUser, userNotFound } from "./load-user";
