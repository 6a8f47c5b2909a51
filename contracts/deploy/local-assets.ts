/** What the local stack lists, priced like the real market (USD prices as decimal strings). */
export interface LocalAssetSpec {
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  readonly seedUsdPrice: string;
  /** "tether" deploys the USDT-like token (no return values, approval only from zero). */
  readonly kind: "standard" | "tether";
}

/** ETH is native; its price seeds the WETH side of every pool. */
export const ETH_SEED_USD_PRICE = "3000";

/** Test tokens with the spec's decimals (18, 6, 8, 0). */
export const LOCAL_ASSETS: readonly LocalAssetSpec[] = [
  { symbol: "DAI", name: "Dai Stablecoin", decimals: 18, seedUsdPrice: "1", kind: "standard" },
  { symbol: "USDC", name: "USD Coin", decimals: 6, seedUsdPrice: "1", kind: "standard" },
  { symbol: "USDT", name: "Tether USD", decimals: 6, seedUsdPrice: "1", kind: "tether" },
  { symbol: "WBTC", name: "Wrapped BTC", decimals: 8, seedUsdPrice: "60000", kind: "standard" },
  { symbol: "MKR", name: "Maker", decimals: 18, seedUsdPrice: "2000", kind: "standard" },
  { symbol: "LINK", name: "ChainLink Token", decimals: 18, seedUsdPrice: "15", kind: "standard" },
  { symbol: "SLP", name: "Smooth Love Potion", decimals: 0, seedUsdPrice: "0.003", kind: "standard" },
];

const MICRO = 1_000_000n;

/** A decimal USD string as micro-dollars ("0.003" -> 3000n). */
export function toMicroUsd(usd: string): bigint {
  const [whole = "0", fraction = ""] = usd.split(".");
  return BigInt(whole) * MICRO + BigInt((fraction + "000000").slice(0, 6));
}

/** Base units of a token worth `usd` dollars at `seedUsdPrice`, rounded down. */
export function amountForUsd(usd: bigint, seedUsdPrice: string, decimals: number): bigint {
  return (usd * MICRO * 10n ** BigInt(decimals)) / toMicroUsd(seedUsdPrice);
}
