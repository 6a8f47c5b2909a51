/** Transaction speeds offered with each rate (spec 1 section 4). */
export const GAS_SPEEDS = ["SLOW", "STD", "FAST"] as const;
/** One transaction speed. */
export type GasSpeed = (typeof GAS_SPEEDS)[number];
/** The speed selected for a new trade. */
export const DEFAULT_GAS_SPEED: GasSpeed = "STD";

/** The estimated confirmation time shown per speed: "under N minutes". */
export const ESTIMATED_MINUTES: Readonly<Record<GasSpeed, number>> = Object.freeze({ SLOW: 30, STD: 5, FAST: 2 });
/** The percentile of recent blocks' EIP-1559 priority fees each speed pays. */
export const PRIORITY_FEE_PERCENTILES: Readonly<Record<GasSpeed, number>> = Object.freeze({ SLOW: 10, STD: 50, FAST: 90 });

/** The gas price used when the chain gives none: 5.5 gwei. */
export const DEFAULT_GAS_PRICE = 5_500_000_000n;
// The 1.25 multiplier of spec 1 section 9 as an exact fraction.
const MARGIN_NUMERATOR = 5n;
const MARGIN_DENOMINATOR = 4n;

/** A swap gas estimate with the 1.25 safety margin, rounded up: ceil(estimate * 1.25). */
export function gasLimitWithMargin(estimate: bigint): bigint {
  if (estimate < 0n) throw new RangeError("negative gas estimate");
  return (estimate * MARGIN_NUMERATOR + MARGIN_DENOMINATOR - 1n) / MARGIN_DENOMINATOR;
}

/**
 * The swap gas limit: the estimate with its margin, or the rate answer's gas limit when the
 * estimation failed (null), as spec 1 section 8 says.
 */
export function swapGasLimit(estimate: bigint | null, rateGasLimit: bigint): bigint {
  return estimate === null ? rateGasLimit : gasLimitWithMargin(estimate);
}

/** The chain's gas price, or DEFAULT_GAS_PRICE when it gave none. */
export function gasPriceOrDefault(gasPrice: bigint | null): bigint {
  return gasPrice ?? DEFAULT_GAS_PRICE;
}

/**
 * The most the transaction can cost in wei: gasLimit * gasPrice. For EIP-1559 pass the
 * max fee per gas, so the sufficiency check covers the worst case.
 */
export function networkFee(gasLimit: bigint, gasPrice: bigint): bigint {
  return gasLimit * gasPrice;
}
