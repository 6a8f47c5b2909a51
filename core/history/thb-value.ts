import { formatFixed } from "../exchange/format";
import { multiplyDecimal, roundDecimal, type Decimal } from "./decimal";

// THB values are kept in satang, 1/100 Baht.
const SATANG_DECIMALS = 2;

/** The local USD-THB rate when the price feed has none (decisions.md). */
export const DEFAULT_USD_THB_RATE: Decimal = { units: 330n, scale: 1 };

/** The exact USD value of `amount` base units of a token with `decimals`, at `usdPrice` per token. */
export function tokenUsdValue(amount: bigint, decimals: number, usdPrice: Decimal): Decimal {
  return { units: amount * usdPrice.units, scale: decimals + usdPrice.scale };
}

/** A USD value in THB satang (1/100 Baht): USD times the rate, rounded half up once, at the end. */
export function thbSatang(usdValue: Decimal, usdThbRate: Decimal = DEFAULT_USD_THB_RATE): bigint {
  return roundDecimal(multiplyDecimal(usdValue, usdThbRate), SATANG_DECIMALS);
}

/**
 * A THB value for display: 2 decimals, comma thousands separators.
 * @example formatThb(123456789n) // "1,234,567.89"
 */
export function formatThb(satang: bigint): string {
  return formatFixed(satang, SATANG_DECIMALS, SATANG_DECIMALS, { group: true });
}

/** A THB value for files: 2 decimals, no separators ("1234567.89"). */
export function plainThb(satang: bigint): string {
  return formatFixed(satang, SATANG_DECIMALS, SATANG_DECIMALS);
}
