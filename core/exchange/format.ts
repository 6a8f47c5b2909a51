import { formatUnits, rescaleUnits, unitScale, type Rounding } from "./units";

/** Display options: comma grouping of the whole part in threes, and the rounding mode. */
export type FormatOptions = Readonly<{ group?: boolean; rounding?: Rounding }>;

/** Digits of total precision for amounts (spec 1 section 9). */
export const DISPLAY_SIGNIFICANT_DIGITS = 8;
/** Fraction digits of the fixed-decimal display. */
export const DISPLAY_FIXED_PLACES = 2;
/** Most fraction digits of the grouped display. */
export const DISPLAY_MAX_PLACES = 20;
/** Characters kept at each end of a shortened hex string. */
export const SHORT_HEX_KEEP = 5;

/** Commas between groups of three digits of a run of digits. @example groupThousands("1234567") // "1,234,567" */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

function withGrouping(text: string, group: boolean): string {
  if (!group) return text;
  const [whole = "", fraction] = text.split(".");
  return groupThousands(whole) + (fraction === undefined ? "" : `.${fraction}`);
}

/**
 * Exactly `places` fraction digits (half-up unless told), e.g. a USD value.
 * @example formatFixed(1234567n, 3, 2, { group: true }) // "1,234.57"
 */
export function formatFixed(
  value: bigint,
  decimals: number,
  places = DISPLAY_FIXED_PLACES,
  options: FormatOptions = {},
): string {
  const scaled = rescaleUnits(value, decimals, places, options.rounding ?? "half-up");
  const [whole = "", fraction = ""] = formatUnits(scaled, places).split(".");
  const text = places === 0 ? whole : `${whole}.${fraction.padEnd(places, "0")}`;
  return withGrouping(text, options.group ?? false);
}

/**
 * At most `digits` significant digits, trailing zeros dropped. The whole part is never rounded
 * away: a value with more whole digits than `digits` shows all of them and no fraction.
 * @example formatSignificant(123456789n, 8) // "1.2345679" (8 decimals)
 */
export function formatSignificant(
  value: bigint,
  decimals: number,
  digits = DISPLAY_SIGNIFICANT_DIGITS,
  options: FormatOptions = {},
): string {
  if (!Number.isInteger(digits) || digits < 1) throw new RangeError(`invalid digits: ${digits}`);
  const abs = value < 0n ? -value : value;
  const whole = abs / unitScale(decimals);
  const fraction = (abs % unitScale(decimals)).toString().padStart(decimals, "0");
  const leadingZeros = fraction.length - fraction.replace(/^0+/, "").length;
  const places = whole > 0n ? Math.max(0, digits - whole.toString().length) : leadingZeros + digits;
  const rounded = rescaleUnits(value, decimals, places, options.rounding ?? "half-up");
  return withGrouping(formatUnits(rounded, places), options.group ?? false);
}

/**
 * Comma-grouped whole part and up to `maxPlaces` fraction digits (truncated, trailing zeros dropped).
 * @example formatGrouped(1234567890000000000000n, 18) // "1,234.56789"
 */
export function formatGrouped(value: bigint, decimals: number, maxPlaces = DISPLAY_MAX_PLACES): string {
  return withGrouping(formatUnits(rescaleUnits(value, decimals, maxPlaces, "down"), maxPlaces), true);
}

/**
 * The first and last `keep` characters of a hex string (the first ones include "0x"), joined by
 * an ellipsis; strings too short to gain anything are returned unchanged.
 * @example shortHex("0x1234567890abcdef0") // "0x123…cdef0"
 */
export function shortHex(hex: string, keep = SHORT_HEX_KEEP): string {
  return hex.length <= keep * 2 + 1 ? hex : `${hex.slice(0, keep)}…${hex.slice(-keep)}`;
}
