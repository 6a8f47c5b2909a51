import { multiplyDecimal, roundDecimal, type Decimal } from "./decimal";

/** The local USD-THB rate when the price feed has none (decisions.md). */
export const DEFAULT_USD_THB_RATE: Decimal = { units: 330n, scale: 1 };

/** The exact USD value of `amount` base units of a token with `decimals`, at `usdPrice` per token. */
export function tokenUsdValue(amount: bigint, decimals: number, usdPrice: Decimal): Decimal {
  return { units: amount * usdPrice.units, scale: decimals + usdPrice.scale };
}

/** A USD value in THB satang (1/100 Baht): USD times the rate, rounded half up once, at the end. */
export function thbSatang(usdValue: Decimal, usdThbRate: Decimal = DEFAULT_USD_THB_RATE): bigint {
  return roundDecimal(multiplyDecimal(usdValue, usdThbRate), 2);
}

/**
 * A THB value for display: 2 decimals, comma thousands separators.
 * @example formatThb(123456789n) // "1,234,567.89"
 */
export function formatThb(satang: bigint): string {
  const sign = satang < 0n ? "-" : "";
  const abs = satang < 0n ? -satang : satang;
  const baht = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${baht}.${(abs % 100n).toString().padStart(2, "0")}`;
}

/** A THB value for files: 2 decimals, no separators ("1234567.89"). */
export function plainThb(satang: bigint): string {
  return formatThb(satang).replace(/,/g, "");
}
