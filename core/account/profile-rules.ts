import { err, ok, type Result } from "neverthrow";
import { EMAIL_MAX_LENGTH, validateEmail } from "./credential-rules";

/** Field codes of the profile display name. */
export const DISPLAY_NAME_ERROR_CODES = ["DISPLAY_NAME_REQUIRED", "DISPLAY_NAME_TOO_LONG"] as const;
export type DisplayNameErrorCode = (typeof DISPLAY_NAME_ERROR_CODES)[number];

/** Field codes of the 2FA code (enable, disable and login verification). */
export const TWO_FACTOR_CODE_ERROR_CODES = ["TWO_FACTOR_CODE_REQUIRED", "TWO_FACTOR_CODE_INVALID"] as const;
export type TwoFactorCodeErrorCode = (typeof TWO_FACTOR_CODE_ERROR_CODES)[number];

/** The reset-password page was opened without a usable email and token ('Invalid URL.'). */
export const RESET_PASSWORD_LINK_ERROR_CODES = ["RESET_PASSWORD_LINK_INVALID"] as const;
export type ResetPasswordLinkErrorCode = (typeof RESET_PASSWORD_LINK_ERROR_CODES)[number];

/**
 * Longest display name, in code points. The spec only says "required"; the display name falls
 * back to the email at registration, so the cap is the email's.
 */
export const DISPLAY_NAME_MAX_LENGTH = EMAIL_MAX_LENGTH;
/** TOTP codes are 6 digits (decisions.md: RFC 6238, 30 s, 6 digits). */
export const TWO_FACTOR_CODE_LENGTH = 6;

/** Display-name rule: trimmed, required, at most DISPLAY_NAME_MAX_LENGTH code points. */
export function validateDisplayName(input: string | null | undefined): Result<string, DisplayNameErrorCode> {
  const name = (input ?? "").trim();
  if (name === "") return err("DISPLAY_NAME_REQUIRED");
  return [...name].length > DISPLAY_NAME_MAX_LENGTH ? err("DISPLAY_NAME_TOO_LONG") : ok(name);
}

/** 2FA code rule: required, then exactly six ASCII digits; spaces are dropped because authenticator apps show "123 456". */
export function validateTwoFactorCode(input: string | null | undefined): Result<string, TwoFactorCodeErrorCode> {
  const code = (input ?? "").replace(/\s+/g, "");
  if (code === "") return err("TWO_FACTOR_CODE_REQUIRED");
  return new RegExp(`^[0-9]{${TWO_FACTOR_CODE_LENGTH}}$`).test(code) ? ok(code) : err("TWO_FACTOR_CODE_INVALID");
}

/** The email and single-use token a reset-password link carries. */
export type ResetPasswordLink = Readonly<{ email: string; token: string }>;

// Reset tokens are 32 random bytes in base64url (decisions.md), so anything else is a broken link.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Reset-password query rule: it must hold a valid email and a url-safe token, else the link is invalid. */
export function parseResetPasswordLink(
  query: Readonly<Record<string, unknown>>,
): Result<ResetPasswordLink, ResetPasswordLinkErrorCode> {
  const { email, token } = query;
  if (typeof email !== "string" || typeof token !== "string" || !TOKEN_PATTERN.test(token)) {
    return err("RESET_PASSWORD_LINK_INVALID");
  }
  return validateEmail(email)
    .map((address) => ({ email: address, token }))
    .mapErr(() => "RESET_PASSWORD_LINK_INVALID" as const);
}

/** Whether a text holds a control character other than tab, line feed and carriage return. */
export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}
