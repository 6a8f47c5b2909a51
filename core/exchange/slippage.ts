import { err, ok, type Result } from "neverthrow";
import { slippageOutOfRange } from "./exchange.errors";
import { formatUnits, parseUnits, rescaleUnits } from "./units";

/** Slippage in basis points (1 bp = 0.01 %): an integer from 0 to MAX_SLIPPAGE_BPS. */
export type SlippageBps = number;

/** One hundred percent in basis points. */
export const BPS_DENOMINATOR = 10_000;
/** The highest slippage allowed: 10 %. */
export const MAX_SLIPPAGE_BPS = 1_000;
/** The preset buttons: 0.1 %, 0.5 %, 1 %, 3 %. */
export const SLIPPAGE_PRESETS_BPS: readonly SlippageBps[] = Object.freeze([10, 50, 100, 300]);
/** The slippage of a new trade: 0.5 %. */
export const DEFAULT_SLIPPAGE_BPS: SlippageBps = 50;
/** Below this (0.05 %) a trade may fail when the price moves at all. */
export const LOW_SLIPPAGE_WARNING_BPS = 5;
/** Above this (1 %) a trade may be front-run. */
export const HIGH_SLIPPAGE_WARNING_BPS = 100;

/** Advice shown beside a valid slippage. */
export type SlippageWarning = "SLIPPAGE_MAY_FAIL" | "SLIPPAGE_MAY_BE_FRONTRUN";

// Basis points are hundredths of a percent: a percentage with 2 decimals, in its smallest units.
const PERCENT_DECIMALS = 2;

/** Whether `bps` is a whole number of basis points within 0-10 %. */
export function isValidSlippage(bps: number): boolean {
  return Number.isInteger(bps) && bps >= 0 && bps <= MAX_SLIPPAGE_BPS;
}

/**
 * A typed percentage as basis points: rounded half-up to 2 decimals first, then checked
 * against 0-10 % (so "10.004" is 10 % and "10.005" is out of range).
 * @example parseSlippage("0.125") // ok(13)
 */
export function parseSlippage(input: string): Result<SlippageBps, ReturnType<typeof slippageOutOfRange>> {
  // Read exactly at the places typed (a plain non-negative decimal, as amounts are), then round.
  const places = /\.(\d*)\s*$/.exec(input)?.[1]?.length ?? 0;
  const bps = parseUnits(input, places).map((exact) => rescaleUnits(exact, places, PERCENT_DECIMALS, "half-up"));
  return bps.isOk() && bps.value <= BigInt(MAX_SLIPPAGE_BPS) ? ok(Number(bps.value)) : err(slippageOutOfRange(input));
}

/** Basis points as the percentage text of the settings field. @example formatSlippage(50) // "0.5" */
export function formatSlippage(bps: SlippageBps): string {
  return formatUnits(BigInt(bps), PERCENT_DECIMALS);
}

/** The advice for a valid slippage, or null when none applies. */
export function slippageWarning(bps: SlippageBps): SlippageWarning | null {
  if (bps < LOW_SLIPPAGE_WARNING_BPS) return "SLIPPAGE_MAY_FAIL";
  return bps > HIGH_SLIPPAGE_WARNING_BPS ? "SLIPPAGE_MAY_BE_FRONTRUN" : null;
}

/**
 * The least the user accepts: floor(toAmount * (10000 - bps) / 10000). Throws on an invalid
 * slippage, which callers must have validated first.
 * @example minimumReceived(1_000_000n, 50) // 995000n
 */
export function minimumReceived(toAmount: bigint, bps: SlippageBps): bigint {
  if (!isValidSlippage(bps)) throw new RangeError(`invalid slippage: ${bps} bps`);
  if (toAmount < 0n) throw new RangeError("negative amount");
  return (toAmount * BigInt(BPS_DENOMINATOR - bps)) / BigInt(BPS_DENOMINATOR);
}
