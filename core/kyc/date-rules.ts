import { parseIsoDate, type IsoDate } from "../shared/iso-date";
import { daysBetween, fullYearsBetween } from "./calendar";
import { DATE_RANGE_YEARS, EXPIRY_MIN_DAYS_AHEAD, MINIMUM_AGE_YEARS } from "./kyc-constants";
import type { KycFieldErrorCode } from "./kyc.errors";

/** A real yyyy-mm-dd date within the date pickers' range (today +/- 200 years). */
export function dateCode(value: string, today: IsoDate): KycFieldErrorCode | null {
  const date = parseIsoDate(value);
  const now = parseIsoDate(today);
  if (!date || !now) return "KYC_DATE_INVALID";
  return Math.abs(date.year - now.year) > DATE_RANGE_YEARS ? "KYC_DATE_OUT_OF_RANGE" : null;
}

/** Date of birth: the customer (or representative) is at least 20 full years old today. */
export function birthdateCode(value: string, today: IsoDate): KycFieldErrorCode | null {
  const code = dateCode(value, today);
  if (code) return code;
  return fullYearsBetween(value, today) >= MINIMUM_AGE_YEARS ? null : "KYC_AGE_UNDER_MINIMUM";
}

/** Issue date of the identity document: not after today. */
export function issueDateCode(value: string, today: IsoDate): KycFieldErrorCode | null {
  const code = dateCode(value, today);
  if (code) return code;
  return daysBetween(today, value) > 0 ? "KYC_ISSUE_DATE_IN_FUTURE" : null;
}

/** Expiry date of the identity document: at least 7 whole days after today (decisions.md). */
export function expiryDateCode(value: string, today: IsoDate): KycFieldErrorCode | null {
  const code = dateCode(value, today);
  if (code) return code;
  return daysBetween(today, value) >= EXPIRY_MIN_DAYS_AHEAD ? null : "KYC_EXPIRY_TOO_SOON";
}

/** The earliest and latest day the date pickers offer: the years dateCode accepts (today's year +/- 200). */
export function datePickerRange(today: IsoDate): Readonly<{ min: IsoDate; max: IsoDate }> {
  const year = Number(today.slice(0, 4));
  const pad = (y: number) => String(y).padStart(4, "0");
  return { min: `${pad(year - DATE_RANGE_YEARS)}-01-01`, max: `${pad(year + DATE_RANGE_YEARS)}-12-31` };
}
