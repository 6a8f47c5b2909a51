import { DEFAULT_GAS_PRICE, GAS_SPEEDS, PRIORITY_FEE_PERCENTILES } from "../../../core/exchange/gas";
import type { FeeData, FeeDataBySpeed, TransactionSpeed } from "../../../core/ports/chain.port";

/** The spec's default gas price when the node gives nothing better: 5.5 gwei. */
export const FALLBACK_GAS_PRICE = DEFAULT_GAS_PRICE;
/** How many recent blocks eth_feeHistory looks at. */
export const FEE_HISTORY_BLOCKS = 10;
/** Priority-fee percentiles per speed (decisions.md "gas"). */
export const SPEED_PERCENTILES = PRIORITY_FEE_PERCENTILES;
const SPEEDS = GAS_SPEEDS;

/** eth_feeHistory as both libraries decode it (bigints). */
export type FeeHistory = Readonly<{
  baseFeePerGas: readonly bigint[];
  gasUsedRatio?: readonly number[];
  reward?: readonly (readonly bigint[])[];
}>;

function median(values: readonly bigint[]): bigint {
  if (values.length === 0) return 0n;
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function bySpeed(make: (speed: TransactionSpeed, column: number) => FeeData): Record<TransactionSpeed, FeeData> {
  return Object.fromEntries(SPEEDS.map((speed, column) => [speed, make(speed, column)])) as Record<TransactionSpeed, FeeData>;
}

/**
 * EIP-1559 fees per speed: the median over recent non-empty blocks of each percentile's priority fee
 * (an empty block reports zero tips and says nothing about the market), and a
 * max fee of twice the next block's base fee plus that tip (room for six full blocks of base-fee rise).
 * Null when the chain has no base fee (pre-London or a legacy-only chain).
 */
export function feeDataFromHistory(history: FeeHistory): FeeDataBySpeed | null {
  const nextBaseFee = history.baseFeePerGas[history.baseFeePerGas.length - 1];
  if (nextBaseFee === undefined || nextBaseFee === 0n) return null;
  const rewards = (history.reward ?? []).filter((_row, i) => (history.gasUsedRatio?.[i] ?? 1) > 0);
  const speeds = bySpeed((_speed, column) => {
    const tip = median(rewards.map((row) => row[column] ?? 0n));
    return { type: "EIP1559", maxPriorityFeePerGas: tip, maxFeePerGas: nextBaseFee * 2n + tip };
  });
  return { source: "FEE_HISTORY", speeds };
}

/** Legacy gas price per speed: 90 % / 100 % / 125 % of the node's eth_gasPrice. */
export function feeDataFromGasPrice(gasPrice: bigint): FeeDataBySpeed {
  const percent: Record<TransactionSpeed, bigint> = { SLOW: 90n, STD: 100n, FAST: 125n };
  return { source: "GAS_PRICE", speeds: bySpeed((speed) => ({ type: "LEGACY", gasPrice: (gasPrice * percent[speed]) / 100n })) };
}

/** The 5.5 gwei legacy default for every speed, when the node answers neither fee question. */
export function fallbackFeeData(): FeeDataBySpeed {
  return { source: "FALLBACK", speeds: bySpeed(() => ({ type: "LEGACY", gasPrice: FALLBACK_GAS_PRICE })) };
}

/** The percentiles to ask eth_feeHistory for, in SLOW / STD / FAST order (ascending, as the method requires). */
export const REWARD_PERCENTILES: readonly number[] = SPEEDS.map((speed) => SPEED_PERCENTILES[speed]);
