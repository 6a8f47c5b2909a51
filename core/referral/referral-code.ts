import { err, ok, type Result } from "neverthrow";
import type { RandomSource } from "../ports/random.port";
import { domainError } from "../shared/domain-error";
import { randomIndex } from "../shared/random-index";

/** Referral codes: 8 symbols of Crockford's base32 (no I, L, O, U, so codes read aloud safely). */
export const REFERRAL_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** Symbols in a referral code. */
export const REFERRAL_CODE_LENGTH = 8;
const PATTERN = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/** A referral code that does not have the format (from a link, cookie or typed in). */
export const referralCodeInvalid = domainError("REFERRAL_CODE_INVALID", (value: string) => ({ value }));
export type ReferralCodeInvalid = ReturnType<typeof referralCodeInvalid>;

/** A valid, normalised referral code. */
export type ReferralCode = string & { readonly __brand: "ReferralCode" };

/**
 * Normalises and checks a referral code: spaces and hyphens dropped, upper-cased, and the
 * look-alikes Crockford decodes (O to 0, I and L to 1) mapped, so a code read off a QR
 * poster and typed by hand still matches.
 */
export function parseReferralCode(value: string): Result<ReferralCode, ReferralCodeInvalid> {
  const code = value
    .replace(/[\s-]/g, "")
    .toUpperCase()
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  return PATTERN.test(code) ? ok(code as ReferralCode) : err(referralCodeInvalid(value));
}

/** A new random code; the caller retries on the rare clash with an existing one. */
export function generateReferralCode(random: RandomSource): ReferralCode {
  const symbol = () => REFERRAL_CODE_ALPHABET[randomIndex(random, REFERRAL_CODE_ALPHABET.length)];
  return Array.from({ length: REFERRAL_CODE_LENGTH }, symbol).join("") as ReferralCode;
}

/** The invitation link behind the QR code: the register page with the code in `ref`. */
export function referralLink(appUrl: string, code: ReferralCode): string {
  const url = new URL("register", appUrl.endsWith("/") ? appUrl : `${appUrl}/`);
  url.searchParams.set("ref", code);
  return url.toString();
}
