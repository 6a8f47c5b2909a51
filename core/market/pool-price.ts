import { unitScale } from "../exchange/units";

/** Whole US dollars of stablecoin the local feed trades both ways to read a price. */
export const PRICE_PROBE_USD = 100n;
/** Prices are USD x 10^8. */
export const PRICE_DECIMALS = 8;

/** The integer square root, floor(sqrt(n)), by Newton's method. */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError("square root of a negative number");
  if (n < 2n) return n;
  // Start from a power of two at or above the root (from its bit length), so Newton takes a few steps, not one per bit.
  let x = 1n << BigInt(Math.ceil((n.toString(16).length * 4) / 2));
  let y = (x + n / x) / 2n;
  while (y < x) {
    x = y;
    y = (x + n / x) / 2n;
  }
  return x;
}

/** The two quotes of a round trip: `stableIn` bought `tokenOut`, which sold back for `stableBack`. */
export type RoundTrip = Readonly<{ stableIn: bigint; tokenOut: bigint; stableBack: bigint; tokenDecimals: number; stableDecimals: number }>;

/**
 * The mid price in USD x 10^8 from a buy and a sell of the same size: buying pays the mid price
 * times k, selling gets the mid price over k (pool fees, platform fee, impact), so the geometric
 * mean sqrt(in * back) / out cancels k. Null when a side is zero.
 * @example midPriceE8({ stableIn: 100_000000n, tokenOut: 10n ** 18n, stableBack: 100_000000n, tokenDecimals: 18, stableDecimals: 6 }) // 100_00000000n
 */
export function midPriceE8(trip: RoundTrip): bigint | null {
  if (trip.tokenOut <= 0n || trip.stableIn <= 0n || trip.stableBack <= 0n) return null;
  const midStable = isqrt(trip.stableIn * trip.stableBack);
  return (midStable * unitScale(trip.tokenDecimals) * unitScale(PRICE_DECIMALS)) / (trip.tokenOut * unitScale(trip.stableDecimals));
}

/** The change from `then` to `now` in basis points (rounded toward zero), 0 without a past price. */
export function changeBps(now: bigint, then: bigint | undefined): number {
  if (then === undefined || then <= 0n) return 0;
  return Number(((now - then) * 10_000n) / then);
}
