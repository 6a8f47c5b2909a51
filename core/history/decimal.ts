import { err, ok, type Result } from "neverthrow";
import { domainError } from "../shared/domain-error";

/** An exact decimal: units / 10^scale. Money never goes through floating point. */
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
  if (value.scale <= places) return value.units * 10n ** BigInt(places - value.scale);
  const divisor = 10n ** BigInt(value.scale - places);
  const sign = value.units < 0n ? -1n : 1n;
  const magnitude = value.units * sign;
  return sign * ((magnitude + divisor / 2n) / divisor);
}

/** A decimal string of `units` / 10^scale with trailing fraction zeros dropped ("1.5", "0.000001", "12"). */
export function formatUnits(units: bigint, scale: number): string {
  const sign = units < 0n ? "-" : "";
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, "");
  return `${sign}${whole}${fraction ? `.${fraction}` : ""}`;
}
