import { err, ok, type Result } from "neverthrow";
import {
  amountEmpty,
  amountNegative,
  amountNotNumeric,
  amountTooManyDecimals,
  type AmountError,
} from "./exchange.errors";

// Plain decimals only: "12", "12.", ".5", "12.50". No sign, exponent, grouping or spaces inside.
const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`invalid decimals: ${decimals}`);
}

/**
 * Parses a user's decimal amount into base units, exactly (outer spaces are ignored; trailing
 * fraction zeros beyond `decimals` are accepted since they change nothing).
 * @example parseUnits("1.5", 6) // ok(1500000n)
 */
export function parseUnits(input: string, decimals: number): Result<bigint, AmountError> {
  assertDecimals(decimals);
  const text = input.trim();
  if (text === "") return err(amountEmpty());
  const negative = text.startsWith("-");
  const match = DECIMAL.exec(negative ? text.slice(1) : text);
  const whole = match?.[1] ?? "";
  const fraction = (match?.[2] ?? "").replace(/0+$/, "");
  if (!match || (whole === "" && (match[2] ?? "") === "")) return err(amountNotNumeric(input));
  if (negative) return err(amountNegative(input));
  if (fraction.length > decimals) return err(amountTooManyDecimals(decimals));
  return ok(BigInt(whole + fraction.padEnd(decimals, "0")));
}

/**
 * Base units as an exact decimal string, without trailing fraction zeros.
 * @example formatUnits(1500000n, 6) // "1.5"
 */
export function formatUnits(value: bigint, decimals: number): string {
  assertDecimals(decimals);
  const sign = value < 0n ? "-" : "";
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, "");
  return sign + whole + (fraction ? `.${fraction}` : "");
}

/** 10 to the power `decimals`, as bigint: one whole token in base units. */
export function unitScale(decimals: number): bigint {
  assertDecimals(decimals);
  return 10n ** BigInt(decimals);
}

/** How digits beyond the kept places are dropped: "down" truncates toward zero, "half-up" rounds halves away from zero. */
export type Rounding = "down" | "half-up";

/**
 * `value` with `decimals` rescaled to `places` fraction digits, exactly when `places` is not smaller.
 * @example rescaleUnits(12345n, 3, 2, "half-up") // 1235n
 */
export function rescaleUnits(value: bigint, decimals: number, places: number, rounding: Rounding): bigint {
  if (places >= decimals) return value * unitScale(places - decimals);
  const divisor = unitScale(decimals - places);
  const abs = value < 0n ? -value : value;
  const rounded = abs / divisor + (rounding === "half-up" && (abs % divisor) * 2n >= divisor ? 1n : 0n);
  return value < 0n ? -rounded : rounded;
}

/** Decimals of a gas price shown in gwei (spec 1 section 9). */
export const GWEI_DECIMALS = 9;

/** A gas price in wei as an exact gwei string. @example formatGwei(5_500_000_000n) // "5.5" */
export function formatGwei(wei: bigint): string {
  return formatUnits(wei, GWEI_DECIMALS);
}

/** A gwei string as wei. @example parseGwei("5.5") // ok(5500000000n) */
export function parseGwei(input: string): Result<bigint, AmountError> {
  return parseUnits(input, GWEI_DECIMALS);
}
