import { BPS_DENOMINATOR } from "./slippage";

/**
 * The reference (mid or spot) price before the trade, as an exchange of base units:
 * `fromAmount` of the source is worth `toAmount` of the target. From an AMM pool this is
 * (reserveIn, reserveOut); from a quoter it is a quote for a small amount.
 */
export type SpotPrice = Readonly<{ fromAmount: bigint; toAmount: bigint }>;

/** How the app reacts to a price impact. */
export type PriceImpactTier = "NONE" | "WARN" | "CONFIRM" | "BLOCKED";

/** From 3 %, a warning is shown. */
export const PRICE_IMPACT_WARN_BPS = 300;
/** From 10 %, the user must type the confirm word. */
export const PRICE_IMPACT_CONFIRM_BPS = 1_000;
/** From 15 %, the trade is refused. */
export const PRICE_IMPACT_BLOCK_BPS = 1_500;
/** What the user types to accept a price impact of the CONFIRM tier. */
export const PRICE_IMPACT_CONFIRM_WORD = "confirm";

/**
 * The price impact of a quote in basis points: how much less than `spot` predicts the quote
 * pays for `fromAmount`, (expected - quoted) / expected, rounded up so a tier is never
 * underestimated. A quote at or better than spot has impact 0. Pass the quote before the
 * platform fee, or the fee counts as impact. Throws on a spot without both sides.
 * @example priceImpactBps({ fromAmount: 100n, toAmount: 90n }, { fromAmount: 1n, toAmount: 1n }) // 1000
 */
export function priceImpactBps(quote: SpotPrice, spot: SpotPrice): number {
  if (spot.fromAmount <= 0n || spot.toAmount <= 0n) throw new RangeError("spot price needs two positive amounts");
  if (quote.fromAmount < 0n || quote.toAmount < 0n) throw new RangeError("negative quote amount");
  // expected = quote.fromAmount * spot.toAmount / spot.fromAmount; kept as a fraction to stay exact.
  const expectedTimesSpotFrom = quote.fromAmount * spot.toAmount;
  const quotedTimesSpotFrom = quote.toAmount * spot.fromAmount;
  if (expectedTimesSpotFrom === 0n || quotedTimesSpotFrom >= expectedTimesSpotFrom) return 0;
  const shortfall = (expectedTimesSpotFrom - quotedTimesSpotFrom) * BigInt(BPS_DENOMINATOR);
  return Number((shortfall + expectedTimesSpotFrom - 1n) / expectedTimesSpotFrom);
}

/** The tier of an impact in basis points: NONE below 3 %, WARN from 3 %, CONFIRM from 10 %, BLOCKED from 15 %. */
export function priceImpactTier(impactBps: number): PriceImpactTier {
  if (impactBps >= PRICE_IMPACT_BLOCK_BPS) return "BLOCKED";
  if (impactBps >= PRICE_IMPACT_CONFIRM_BPS) return "CONFIRM";
  return impactBps >= PRICE_IMPACT_WARN_BPS ? "WARN" : "NONE";
}

/** The notice code for a tier (messages in errors.json), or null for NONE and BLOCKED (blocked is an error). */
export function priceImpactNotice(tier: PriceImpactTier): "PRICE_IMPACT_WARNING" | "PRICE_IMPACT_CONFIRM_REQUIRED" | null {
  if (tier === "WARN") return "PRICE_IMPACT_WARNING";
  return tier === "CONFIRM" ? "PRICE_IMPACT_CONFIRM_REQUIRED" : null;
}

/** Whether the typed text accepts a high price impact (trimmed, any letter case). */
export function isPriceImpactConfirmed(typed: string): boolean {
  return typed.trim().toLowerCase() === PRICE_IMPACT_CONFIRM_WORD;
}
