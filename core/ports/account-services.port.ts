import type { ResultAsync } from "neverthrow";
import type { DomainError } from "../shared/domain-error";

/** Password storage: scrypt with a per-user salt over the client's SHA-256 hex (decisions.md). */
export interface PasswordHasherPort {
  hash(clientHash: string): Promise<string>;
  verify(clientHash: string, stored: string): Promise<boolean>;
  /** True when `stored` was made with other parameters than the current ones: the next login stores a new hash. */
  needsRehash(stored: string): boolean;
}

/** What an access token carries. */
export type AccessClaims = Readonly<{ userId: string; sessionId: string; role: "USER" | "ADMIN"; expiresAt: number }>;

export type TokenError = DomainError<"TOKEN_INVALID" | "TOKEN_EXPIRED">;

/** The 2FA login step's challenge (secretKeyForVerify2FA): who passed the password, and the session asked for. */
export type TwoFactorChallengeClaims = Readonly<{ id: string; userId: string; rememberMe: boolean; expiresAt: number }>;

/** Signed, expiring access tokens (JWT, HS256). Revocation is the session repository's job. */
export interface TokenIssuerPort {
  issue(claims: AccessClaims, now: number): string;
  verify(token: string, now: number): AccessClaims | TokenError;
  /** A signed 2FA-step challenge under its own key: never accepted as an access token, nor the reverse. */
  issueChallenge(claims: TwoFactorChallengeClaims, now: number): string;
  verifyChallenge(token: string, now: number): TwoFactorChallengeClaims | TokenError;
}

/** Random ids and single-use tokens, and the digest stored for them. */
export interface SecureRandomPort {
  /** A random UUID v4. */
  id(): string;
  /** `bytes` random bytes, base64url. */
  token(bytes: number): string;
  /** SHA-256 hex of a string. */
  sha256Hex(text: string): string;
}

/** TOTP (RFC 6238: 30 s steps, 6 digits, one step of drift). */
export interface TotpPort {
  generateSecret(): string;
  /** otpauth:// URL for the QR code. */
  keyUri(secret: string, accountName: string, issuer: string): string;
  verify(secret: string, code: string, now: number): boolean;
  /** The time step (RFC 6238 counter) whose code `code` is, within the drift allowed; null when none matches. */
  matchStep(secret: string, code: string, now: number): number | null;
}

export type CaptchaError = DomainError<"CAPTCHA_INVALID"> | DomainError<"CAPTCHA_UNAVAILABLE">;

/** Human check: reCAPTCHA in production, a fixed test token in local, develop and alpha. */
export interface CaptchaPort {
  verify(token: string, remoteIp: string | null): ResultAsync<void, CaptchaError>;
}

export type SocialProvider = "GOOGLE" | "FACEBOOK";

/**
 * A verified social identity; email is null when the provider gave none. nonce: what a Google id
 * token obtained through the redirect flow carries (absent otherwise).
 */
export type SocialIdentity = Readonly<{ provider: SocialProvider; id: string; email: string | null; name: string | null; nonce?: string }>;

export type SocialError = DomainError<"SOCIAL_TOKEN_INVALID"> | DomainError<"SOCIAL_UNAVAILABLE">;

/** Verifies Google id tokens and Facebook access tokens against configurable endpoints. */
export interface SocialIdentityPort {
  verifyGoogle(idToken: string): ResultAsync<SocialIdentity, SocialError>;
  /** uid null: the token's own user (the redirect flow gives no uid); otherwise the token must be that user's. */
  verifyFacebook(uid: string | null, accessToken: string): ResultAsync<SocialIdentity, SocialError>;
}

export type FileStoreError = DomainError<"FILE_STORE_UNAVAILABLE", { detail?: string }>;

/** Stored files (avatars, KYC documents): a local directory by default, S3-compatible in production. */
export interface FileStorePort {
  put(key: string, content: Uint8Array, contentType: string): ResultAsync<void, FileStoreError>;
  get(key: string): ResultAsync<{ content: Uint8Array; contentType: string } | null, FileStoreError>;
  delete(key: string): ResultAsync<void, FileStoreError>;
}
