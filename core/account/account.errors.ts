import type { FileStoreError, SocialProvider } from "../ports/account-services.port";
import { domainError } from "../shared/domain-error";

// Error codes of the account use cases (registration, session, profile), each shared by several of them.

/** Wrong email or password, or no password on the account: one answer, so accounts cannot be enumerated. */
export const loginCredentialsInvalid = domainError("LOGIN_CREDENTIALS_INVALID");
/** Too many failed attempts for this email (or this 2FA login) lately; retry after the given seconds. */
export const loginTooManyAttempts = domainError("LOGIN_TOO_MANY_ATTEMPTS", (retryAfterSeconds: number) => ({ retryAfterSeconds }));
/** Too many reset or confirmation mails asked for this address (or from this client) lately; retry after the given seconds. */
export const emailRateLimited = domainError("EMAIL_RATE_LIMITED", (retryAfterSeconds: number) => ({ retryAfterSeconds }));
export type EmailRateLimited = ReturnType<typeof emailRateLimited>;
/** Too many requests of one kind (registrations, logins, quotes) from this client network lately; retry after the given seconds. */
export const requestRateLimited = domainError("REQUEST_RATE_LIMITED", (retryAfterSeconds: number) => ({ retryAfterSeconds }));
export type RequestRateLimited = ReturnType<typeof requestRateLimited>;
/** The 2FA step's secretKeyForVerify2FA is unknown, expired or for another user: log in again. */
export const twoFactorChallengeInvalid = domainError("TWO_FACTOR_CHALLENGE_INVALID");
/** The 6-digit code does not match the authenticator's current code. */
export const twoFactorCodeIncorrect = domainError("TWO_FACTOR_CODE_INCORRECT");
/** Generating or enabling 2FA while it is already on. */
export const twoFactorAlreadyEnabled = domainError("TWO_FACTOR_ALREADY_ENABLED");
/** Disabling 2FA while it is off. */
export const twoFactorNotEnabled = domainError("TWO_FACTOR_NOT_ENABLED");
/** Enabling 2FA before a secret was generated. */
export const twoFactorNotGenerated = domainError("TWO_FACTOR_NOT_GENERATED");
/** The provider refused the Google id token or Facebook access token (SocialIdentityPort). */
export const socialTokenInvalid = domainError("SOCIAL_TOKEN_INVALID");
/** The provider could not be reached or answered nonsense (SocialIdentityPort); the detail is for logs only. */
export const socialUnavailable = domainError("SOCIAL_UNAVAILABLE", (detail?: string): { detail?: string } =>
  detail === undefined ? {} : { detail },
);

export type LoginCredentialsInvalid = ReturnType<typeof loginCredentialsInvalid>;
export type LoginTooManyAttempts = ReturnType<typeof loginTooManyAttempts>;
export type TwoFactorChallengeInvalid = ReturnType<typeof twoFactorChallengeInvalid>;
export type TwoFactorCodeIncorrect = ReturnType<typeof twoFactorCodeIncorrect>;
export type TwoFactorAlreadyEnabled = ReturnType<typeof twoFactorAlreadyEnabled>;
export type TwoFactorNotEnabled = ReturnType<typeof twoFactorNotEnabled>;
export type TwoFactorNotGenerated = ReturnType<typeof twoFactorNotGenerated>;

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

/** Field code of an avatar upload without a file part. */
export const AVATAR_FIELD_ERROR_CODES = ["AVATAR_FILE_REQUIRED"] as const;
/** An avatar upload with no bytes. */
export const avatarFileEmpty = domainError("AVATAR_FILE_EMPTY");
/** An avatar larger than the limit; sizes in MB (bytes / 1,000,000) as the KYC uploads count them. */
export const avatarFileTooLarge = domainError("AVATAR_FILE_TOO_LARGE", (limitMb: number, sizeMb: number) => ({ limitMb, sizeMb }));
/** An avatar whose content is neither png nor jpeg (whatever its name says). */
export const avatarFileTypeNotAllowed = domainError("AVATAR_FILE_TYPE_NOT_ALLOWED");
/** An avatar whose first bytes say png or jpeg but whose structure is not a whole picture (a polyglot, a cut file). */
export const avatarFileContentInvalid = domainError("AVATAR_FILE_CONTENT_INVALID");
/** No stored avatar under that name (or a name that cannot be one). */
export const avatarNotFound = domainError("AVATAR_NOT_FOUND");
export type AvatarUploadError =
  | ReturnType<typeof avatarFileEmpty>
  | ReturnType<typeof avatarFileTooLarge>
  | ReturnType<typeof avatarFileTypeNotAllowed>
  | ReturnType<typeof avatarFileContentInvalid>;
export type AvatarNotFound = ReturnType<typeof avatarNotFound>;

/** Field code of free text holding control characters (NUL and the like), which no page shows and storage refuses. */
export const PROFILE_TEXT_ERROR_CODES = ["TEXT_INVALID"] as const;

/** The social account is already linked to another KUL Swap account. */
export const socialAccountInUse = domainError("SOCIAL_ACCOUNT_IN_USE", (provider: SocialProvider) => ({ provider }));
/** The user already has another account of this provider linked; unlink it first. */
export const socialAlreadyConnected = domainError("SOCIAL_ALREADY_CONNECTED", (provider: SocialProvider) => ({ provider }));
/** Unlinking a provider the user has not linked. */
export const socialNotConnected = domainError("SOCIAL_NOT_CONNECTED", (provider: SocialProvider) => ({ provider }));
/** Unlinking the provider the account was created with, which would lock the user out (spec 1 section 6). */
export const socialPrimaryUnlinkRefused = domainError("SOCIAL_PRIMARY_UNLINK_REFUSED", (provider: SocialProvider) => ({
  provider,
}));
export type SocialLinkError = ReturnType<typeof socialAccountInUse> | ReturnType<typeof socialAlreadyConnected>;
export type SocialUnlinkError = ReturnType<typeof socialNotConnected> | ReturnType<typeof socialPrimaryUnlinkRefused>;

/** The file store (local directory or object store) failed; the detail is for logs only. */
export const fileStoreUnavailable: (detail?: string) => FileStoreError = domainError("FILE_STORE_UNAVAILABLE", (detail?: string) =>
  detail === undefined ? {} : { detail },
);
