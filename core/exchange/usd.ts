import type { Result } from "neverthrow";
import type { AmountError } from "./exchange.errors";
import { formatFixed } from "./format";
import { parseUnits, unitScale } from "./units";

/**
 * USD amounts and prices are bigint scaled by 10^USD_DECIMALS (never floats): 18 places keep
 * sub-cent prices such as SHIB's exact. A price is the USD value of one whole token.
 */
export const USD_DECIMALS = 18;

/** A decimal USD string (a listed price or value) as a scaled integer. @example parseUsd("1.25") // ok(1250000000000000000n) */
export function parseUsd(input: string): Result<bigint, AmountError> {
  return parseUnits(input, USD_DECIMALS);
}

/** Whole USD as a scaled integer. @example usd(1) // 1000000000000000000n */
export function usd(whole: number | bigint): bigint {
  return BigInt(whole) * unitScale(USD_DECIMALS);
}

/** The USD value (scaled) of `amount` base units of a token with `decimals`, at `priceUsd` (scaled), rounded down. */
export function usdValue(amount: bigint, decimals: number, priceUsd: bigint): bigint {
  return (amount * priceUsd) / unitScale(decimals);
}

/** A scaled USD amount for display: 2 decimals, comma grouping. @example formatUsd(usd(1234)) // "1,234.00" */
export function formatUsd(value: bigint): string {
  return formatFixed(value, USD_DECIMALS, 2, { group: true });
}
