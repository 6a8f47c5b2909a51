import { err, ok, type Result } from "neverthrow";
import { rescaleUnits } from "../exchange/units";
import { domainError } from "../shared/domain-error";

/**
 * An exact decimal: units / 10^scale. Unlike the exchange's USD amounts (fixed at 18 places,
 * rounded down), the scale follows the data, so amount x price x rate stays exact and the THB
 * value is rounded once, at the end. Money never goes through floating point.
 */
export type Decimal = Readonly<{ units: bigint; scale: number }>;

/** A price or rate that is not a plain non-negative decimal ("33.0", "1850.25"). */
export const decimalInvalid = domainError("HISTORY_DECIMAL_INVALID", (value: string) => ({ value }));
export type DecimalInvalid = ReturnType<typeof decimalInvalid>;

/** Parses a non-negative decimal written with digits and at most one point. */
export function parseDecimal(text: string): Result<Decimal, DecimalInvalid> {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return err(decimalInvalid(text));
  const fraction = m[2] ?? "";
  return ok({ units: BigInt(m[1]! + fraction), scale: fraction.length });
}

/** The exact product of two decimals. */
export function multiplyDecimal(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** Rounds to `places` decimals, half away from zero, as whole units of 10^-places. */
export function roundDecimal(value: Decimal, places: number): bigint {
  return rescaleUnits(value.units, value.scale, places, "half-up");
}
