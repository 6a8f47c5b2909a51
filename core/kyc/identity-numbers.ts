import { err, ok, type Result } from "neverthrow";
import { PASSPORT_MAX_LENGTH } from "./kyc-constants";
import {
  idCardInvalid,
  laserCodeInvalid,
  passportInvalid,
  type IdCardInvalid,
  type LaserCodeInvalid,
  type PassportInvalid,
} from "./kyc.errors";

/** Two letters, one digit, optional hyphen, seven digits, optional hyphen, two digits. */
const LASER_CODE = /^[A-Z]{2}\d-?\d{7}-?\d{2}$/;

/**
 * The check digit of a Thai ID card for its first 12 digits: digits weighted 13 down to 2,
 * check = (11 - sum mod 11) mod 10 (spec 2 section 5).
 * @example thaiIdCheckDigit("123456789012") // 1
 */
export function thaiIdCheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error("thaiIdCheckDigit needs exactly 12 digits");
  const sum = [...first12].reduce((acc, digit, i) => acc + Number(digit) * (13 - i), 0);
  return (11 - (sum % 11)) % 10;
}

/**
 * A Thai ID card number as typed: spaces and hyphens stripped, then 13 digits, first digit
 * 1-8 (0 and 9 are not personal ids) and a matching check digit. Ok holds the 13 digits.
 */
export function parseThaiIdCard(input: string): Result<string, IdCardInvalid> {
  const digits = input.replace(/[\s-]/g, "");
  if (!/^\d{13}$/.test(digits)) return err(idCardInvalid("FORMAT"));
  if (digits[0] === "0" || digits[0] === "9") return err(idCardInvalid("FIRST_DIGIT"));
  if (thaiIdCheckDigit(digits.slice(0, 12)) !== Number(digits[12])) return err(idCardInvalid("CHECKSUM"));
  return ok(digits);
}

/** A laser code, upper-cased (surrounding spaces dropped) and matched; ok holds the upper-cased code. */
export function parseLaserCode(input: string): Result<string, LaserCodeInvalid> {
  const code = input.trim().toUpperCase();
  return LASER_CODE.test(code) ? ok(code) : err(laserCodeInvalid());
}

/** A passport or other identity number: required, at most 10 characters once trimmed. */
export function parsePassportNumber(input: string): Result<string, PassportInvalid> {
  const value = input.trim();
  if (value === "") return err(passportInvalid("EMPTY"));
  if ([...value].length > PASSPORT_MAX_LENGTH) return err(passportInvalid("TOO_LONG"));
  return ok(value);
}
