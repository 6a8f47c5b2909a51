import { domainError } from "../../shared/domain-error";

/** Wrong email or password, or no password on the account: one answer, so accounts cannot be enumerated. */
export const loginCredentialsInvalid = domainError("LOGIN_CREDENTIALS_INVALID");
/** Too many failed attempts for this email (or this 2FA login) lately; retry after the given seconds. */
export const loginTooManyAttempts = domainError("LOGIN_TOO_MANY_ATTEMPTS", (retryAfterSeconds: number) => ({ retryAfterSeconds }));
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
