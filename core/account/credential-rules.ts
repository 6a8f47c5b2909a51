import { err, ok, type Result } from "neverthrow";

/** Field codes of the email rule (register, login, forgot password, email request). */
export const EMAIL_ERROR_CODES = ["EMAIL_REQUIRED", "EMAIL_INVALID"] as const;
export type EmailErrorCode = (typeof EMAIL_ERROR_CODES)[number];

/** Field codes of the register and reset password rule, in the order they are checked. */
export const PASSWORD_ERROR_CODES = [
  "PASSWORD_REQUIRED",
  "PASSWORD_TOO_SHORT",
  "PASSWORD_TOO_LONG",
  "PASSWORD_LOWERCASE_MISSING",
  "PASSWORD_UPPERCASE_MISSING",
  "PASSWORD_DIGIT_MISSING",
] as const;
export type PasswordErrorCode = (typeof PASSWORD_ERROR_CODES)[number];

/** Field codes of the confirm-password rule, in the order they are checked. */
export const CONFIRM_PASSWORD_ERROR_CODES = [
  "CONFIRM_PASSWORD_REQUIRED",
  "CONFIRM_PASSWORD_TOO_LONG",
  "CONFIRM_PASSWORD_MISMATCH",
] as const;
export type ConfirmPasswordErrorCode = (typeof CONFIRM_PASSWORD_ERROR_CODES)[number];

/** Field code of the accept-terms checkbox. */
export const TERMS_ERROR_CODES = ["TERMS_NOT_ACCEPTED"] as const;
export type TermsErrorCode = (typeof TERMS_ERROR_CODES)[number];

/** Password length bounds of spec 1 section 5, counted in Unicode code points. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password, and longest confirmation. */
export const PASSWORD_MAX_LENGTH = 120;
/** RFC 5321 limits: 254 characters in all, 64 before the @. */
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_MAX_LENGTH = 64;

// Dot-atom local part (no leading, trailing or double dot) and a dotted domain ending in a
// letters-only top-level label: stricter than HTML's input[type=email], which accepts "a@localhost".
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);

const codePoints = (text: string): number => [...text].length;

/**
 * Email rule: trimmed, required, a valid address; the value comes back lower-cased so that
 * one mailbox maps to one account whatever case the user typed.
 */
export function validateEmail(input: string | null | undefined): Result<string, EmailErrorCode> {
  const email = (input ?? "").trim();
  if (email === "") return err("EMAIL_REQUIRED");
  const local = email.slice(0, email.lastIndexOf("@"));
  if (email.length > EMAIL_MAX_LENGTH || local.length > EMAIL_LOCAL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
    return err("EMAIL_INVALID");
  }
  return ok(email.toLowerCase());
}

/**
 * Every unmet part of the register/reset password rule, in check order (empty: valid).
 * Letters and digits are Unicode classes (\p{Ll}, \p{Lu}, \p{Nd}), as in the strength scorer.
 */
export function passwordRuleFailures(password: string | null | undefined): PasswordErrorCode[] {
  const value = password ?? "";
  if (value === "") return ["PASSWORD_REQUIRED"];
  const length = codePoints(value);
  const checks: ReadonlyArray<readonly [PasswordErrorCode, boolean]> = [
    ["PASSWORD_TOO_SHORT", length < PASSWORD_MIN_LENGTH],
    ["PASSWORD_TOO_LONG", length > PASSWORD_MAX_LENGTH],
    ["PASSWORD_LOWERCASE_MISSING", !/\p{Ll}/u.test(value)],
    ["PASSWORD_UPPERCASE_MISSING", !/\p{Lu}/u.test(value)],
    ["PASSWORD_DIGIT_MISSING", !/\p{Nd}/u.test(value)],
  ];
  return checks.filter(([, failed]) => failed).map(([code]) => code);
}

/** Register and reset password rule: the first unmet requirement, else the password unchanged (never trimmed). */
export function validateRegisterPassword(password: string | null | undefined): Result<string, PasswordErrorCode> {
  const [first] = passwordRuleFailures(password);
  return first === undefined ? ok(password ?? "") : err(first);
}

/** Confirm-password rule: required, at most 120 code points, equal to the password. */
export function validateConfirmPassword(
  confirmPassword: string | null | undefined,
  password: string | null | undefined,
): Result<string, ConfirmPasswordErrorCode> {
  const value = confirmPassword ?? "";
  if (value === "") return err("CONFIRM_PASSWORD_REQUIRED");
  if (codePoints(value) > PASSWORD_MAX_LENGTH) return err("CONFIRM_PASSWORD_TOO_LONG");
  return value === (password ?? "") ? ok(value) : err("CONFIRM_PASSWORD_MISMATCH");
}

/** Login password rule: only required, so that accounts made under older rules can still log in. */
export function validateLoginPassword(password: string | null | undefined): Result<string, "PASSWORD_REQUIRED"> {
  return password ? ok(password) : err("PASSWORD_REQUIRED");
}

/** Accept-terms rule: the checkbox must be ticked. */
export function validateAcceptTerms(accepted: boolean | null | undefined): Result<true, TermsErrorCode> {
  return accepted === true ? ok(true) : err("TERMS_NOT_ACCEPTED");
}
