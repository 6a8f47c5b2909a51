import type { Address } from "../../ports/chain.port";
import type { UniswapV3PoolState } from "../../ports/quote-reader.port";
import { MAX_TICK, MIN_TICK, sqrtPriceAtTick } from "./math";

const SPACING = 60;
/** Bitmap word of `tick` at the 0.3 % tier's spacing. */
const word = (tick: number) => Math.floor(tick / SPACING) >> 8;

/**
 * A 0.3 % pool of `token0` / `token1` at tick 0 (price 1) with positions around the price (10^24
 * within ±600 ticks), farther bands and a thin full-range tail, read over `words` bitmap words each
 * side of the current one, as UniswapV3PoolReader bounds its window.
 */
export function v3PoolState(token0: Address, token1: Address, words: number): UniswapV3PoolState {
  const positions: readonly (readonly [number, number, bigint])[] = [
    [-600, 600, 10n ** 24n],
    [-18_000, -60, 3n * 10n ** 23n],
    [120, 30_000, 2n * 10n ** 23n],
    [-887_220, 887_220, 10n ** 20n],
  ];
  const net = new Map<number, bigint>();
  for (const [lower, upper, liquidity] of positions) {
    net.set(lower, (net.get(lower) ?? 0n) + liquidity);
    net.set(upper, (net.get(upper) ?? 0n) - liquidity);
  }
  const [fromWord, toWord] = [Math.max(word(MIN_TICK), word(0) - words), Math.min(word(MAX_TICK), word(0) + words)];
  const [minTick, maxTick] = [Math.max(MIN_TICK, fromWord * 256 * SPACING), Math.min(MAX_TICK, (toWord + 1) * 256 * SPACING)];
  const ticks = [...net.entries()].filter(([t]) => t >= minTick && t < maxTick).map(([tick, liquidityNet]) => ({ tick, liquidityNet }));
  const liquidity = positions.filter(([lower, upper]) => lower <= 0 && 0 < upper).reduce((sum, [, , l]) => sum + l, 0n);
  return { kind: "uniswap-v3", token0, token1, fee: 3000, sqrtPriceX96: sqrtPriceAtTick(0), tick: 0, liquidity, tickSpacing: SPACING, minTick, maxTick, ticks };
}
