import type { UniswapV3PoolState } from "../../ports/quote-reader.port";
import { computeSwapStep, MAX_SQRT_PRICE, MAX_TICK, MAX_UINT128, MIN_SQRT_PRICE, MIN_TICK, sqrtPriceAtTick } from "./math";

const MAX_INT256 = 2n ** 255n - 1n;
/** The price limits the trading proxy swaps and quotes to: one inside the pool's bounds. */
const MIN_LIMIT = MIN_SQRT_PRICE + 1n;
const MAX_LIMIT = MAX_SQRT_PRICE - 1n;

/** A swap the snapshot cannot price: it would look up ticks in a bitmap word the snapshot did not read. */
export const BEYOND_SNAPSHOT = "BEYOND_SNAPSHOT";
export type BeyondSnapshot = typeof BEYOND_SNAPSHOT;

/** A pool snapshot indexed for walking: its initialised ticks compressed (tick / spacing), ascending, with their liquidityNet. */
export type V3Pool = Readonly<{ state: UniswapV3PoolState; compressed: readonly number[]; nets: readonly bigint[] }>;

/** Indexes `state` for {@link quoteExactInput}; the snapshot's ticks are sorted here whatever order they came in. */
export function v3Pool(state: UniswapV3PoolState): V3Pool {
  const sorted = [...state.ticks].sort((a, b) => a.tick - b.tick);
  return { state, compressed: sorted.map((t) => t.tick / state.tickSpacing), nets: sorted.map((t) => t.liquidityNet) };
}

/** Index of the first compressed tick >= c. */
function lowerBound(ticks: readonly number[], c: number): number {
  let [lo, hi] = [0, ticks.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ticks[mid]! < c) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Whether the snapshot read every initialised tick of bitmap word `word`: the word's ticks, within
 * the ticks any pool can use, lie in [minTick, maxTick). A word wholly past MIN_TICK or MAX_TICK
 * holds no tick and counts as read when the window reaches that bound.
 */
function wordRead(s: UniswapV3PoolState, word: number): boolean {
  const start = word * 256 * s.tickSpacing;
  const end = (word + 1) * 256 * s.tickSpacing;
  return Math.max(start, MIN_TICK) >= s.minTick && Math.min(end, MAX_TICK) <= s.maxTick;
}

/**
 * TickBitmap.nextInitializedTickWithinOneWord over the snapshot: the next initialised tick at or
 * below `tick` (lte) or above it, within the same word, else the word's last tick that way; beyond
 * the snapshot where that word was not read.
 */
function nextInitializedTick(pool: V3Pool, tick: number, lte: boolean): Readonly<{ next: number; index: number }> | BeyondSnapshot {
  const spacing = pool.state.tickSpacing;
  const compressed = Math.floor(tick / spacing);
  if (lte) {
    const wordStart = (compressed >> 8) * 256;
    if (!wordRead(pool.state, compressed >> 8)) return BEYOND_SNAPSHOT;
    const i = lowerBound(pool.compressed, compressed + 1) - 1;
    return i >= 0 && pool.compressed[i]! >= wordStart ? { next: pool.compressed[i]! * spacing, index: i } : { next: wordStart * spacing, index: -1 };
  }
  const from = compressed + 1;
  const wordEnd = (from >> 8) * 256 + 255;
  if (!wordRead(pool.state, from >> 8)) return BEYOND_SNAPSHOT;
  const i = lowerBound(pool.compressed, from);
  return i < pool.compressed.length && pool.compressed[i]! <= wordEnd ? { next: pool.compressed[i]! * spacing, index: i } : { next: wordEnd * spacing, index: -1 };
}

/**
 * What the Uniswap V3 trading proxy's view returns for selling exactly `amountIn` into `pool`
 * (UniswapV3QuoteMath.quoteExactInput to the proxy's price limits): the pool's walk range by range,
 * crossing initialised ticks; 0 for no amount, an amount past int256, or one the pool cannot take
 * whole before its price limit; null where the contract reverts; BEYOND_SNAPSHOT where the walk
 * reaches a bitmap word the snapshot did not read (what lies there decides the answer).
 */
export function quoteExactInput(pool: V3Pool, zeroForOne: boolean, amountIn: bigint): bigint | null | BeyondSnapshot {
  if (amountIn <= 0n || amountIn > MAX_INT256) return 0n;
  const walked = walk(pool, zeroForOne, amountIn);
  if (walked === null || walked === BEYOND_SNAPSHOT) return walked;
  return walked.remaining === 0n ? walked.out : 0n;
}

/** The most `pool` gives selling towards `zeroForOne`'s side before its price limit or the snapshot's edge: a bound on any local quote. */
export function outputWithinSnapshot(pool: V3Pool, zeroForOne: boolean): bigint {
  const walked = walk(pool, zeroForOne, MAX_INT256, true);
  return walked === null || walked === BEYOND_SNAPSHOT ? 0n : walked.out;
}

function walk(pool: V3Pool, zeroForOne: boolean, amountIn: bigint, toEdge = false): Readonly<{ remaining: bigint; out: bigint }> | null | BeyondSnapshot {
  const s = pool.state;
  const limit = zeroForOne ? MIN_LIMIT : MAX_LIMIT;
  const fee = BigInt(s.fee);
  let [remaining, out, price, tick, liquidity] = [amountIn, 0n, s.sqrtPriceX96, s.tick, s.liquidity];
  while (remaining !== 0n && price !== limit) {
    const found = nextInitializedTick(pool, tick, zeroForOne);
    if (found === BEYOND_SNAPSHOT) return toEdge ? { remaining, out } : BEYOND_SNAPSHOT;
    const tickNext = Math.min(MAX_TICK, Math.max(MIN_TICK, found.next));
    const priceNext = sqrtPriceAtTick(tickNext);
    const target = (zeroForOne ? priceNext < limit : priceNext > limit) ? limit : priceNext;
    const step = computeSwapStep(price, target, liquidity, remaining, fee);
    if (step === null) return null;
    price = step.sqrtPriceNext;
    remaining -= step.amountIn + step.feeAmount;
    if (remaining < 0n) return null;
    out += step.amountOut;
    // The input ran out, or the limit was reached, inside this range.
    if (price !== priceNext) break;
    if (found.index >= 0) {
      const net = zeroForOne ? -pool.nets[found.index]! : pool.nets[found.index]!;
      liquidity += net;
      if (liquidity < 0n || liquidity > MAX_UINT128) return null;
    }
    tick = zeroForOne ? tickNext - 1 : tickNext;
  }
  return { remaining, out };
}
