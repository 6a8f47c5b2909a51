// The routing benchmark's own model of one pool, independent of core/market: a constant-product
// pair with its fee (KUL AMM and Uniswap V2: 0.3 %) and a Uniswap V3 pool walked tick by tick.
// Amounts are floating point in base units: the benchmark's targets are 1e-4 relative, far above
// float64's rounding, and the self-check compares the model with the router's own quotes.

/** A constant-product pair: reserves in base units of token0 and token1, fee in millionths. */
export type PairState = { kind: "pair"; reserve0: number; reserve1: number; feePpm: number };

/** An initialised tick of a V3 pool: crossing it upwards adds `net` to the active liquidity. */
export type V3Tick = Readonly<{ tick: number; net: number }>;

/** A Uniswap V3 pool: price as sqrt(token1 / token0), active liquidity, current tick, fee in millionths, ticks ascending. */
export type V3State = { kind: "v3"; sqrtPrice: number; liquidity: number; tick: number; feePpm: number; ticks: readonly V3Tick[] };

/** One pool's state, changed in place as the benchmark's allocation trades on it. */
export type PoolState = PairState | V3State;

const MIN_TICK = -887272;
const MAX_TICK = 887272;
const LOG_BASE = Math.log(1.0001);
const sqrtAt = (tick: number) => Math.exp((tick / 2) * LOG_BASE);

/** What a swap of `amountIn` gives and the pool's state after it (the given state is left as it was). */
export type SwapResult<S extends PoolState> = Readonly<{ out: number; after: S }>;

/** Sells `amountIn` of token0 (`zeroForOne`) or of token1 on `pool`. */
export function swap<S extends PoolState>(pool: S, amountIn: number, zeroForOne: boolean): SwapResult<S> {
  return (pool.kind === "pair" ? swapPair(pool, amountIn, zeroForOne) : swapV3(pool, amountIn, zeroForOne)) as SwapResult<S>;
}

function swapPair(pool: PairState, amountIn: number, zeroForOne: boolean): SwapResult<PairState> {
  const [rIn, rOut] = zeroForOne ? [pool.reserve0, pool.reserve1] : [pool.reserve1, pool.reserve0];
  const inWithFee = amountIn * (1 - pool.feePpm / 1e6);
  const out = (inWithFee * rOut) / (rIn + inWithFee);
  const [r0, r1] = zeroForOne ? [rIn + amountIn, rOut - out] : [rOut - out, rIn + amountIn];
  return { out, after: { ...pool, reserve0: r0, reserve1: r1 } };
}

/** Index of the last tick at or below `tick`, -1 when none. */
function lastAtOrBelow(ticks: readonly V3Tick[], tick: number): number {
  let [lo, hi] = [0, ticks.length - 1];
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ticks[mid]!.tick <= tick) [found, lo] = [mid, mid + 1];
    else hi = mid - 1;
  }
  return found;
}

/** The tick whose price range holds `sqrtPrice` (sqrtAt(tick) <= sqrtPrice < sqrtAt(tick + 1)), consistent with sqrtAt's rounding. */
function tickOf(sqrtPrice: number): number {
  let tick = Math.floor((2 * Math.log(sqrtPrice)) / LOG_BASE);
  while (tick > MIN_TICK && sqrtAt(tick) > sqrtPrice) tick -= 1;
  while (tick < MAX_TICK && sqrtAt(tick + 1) <= sqrtPrice) tick += 1;
  return tick;
}

/**
 * Uniswap V3's exact-input swap: the fee is taken from the input (it is proportional in every step
 * of SwapMath), then the rest moves the price within each initialised range, crossing ticks
 * (liquidity -= net going down, += net going up) until the input is used or the liquidity ends.
 */
function swapV3(pool: V3State, amountIn: number, zeroForOne: boolean): SwapResult<V3State> {
  let rest = amountIn * (1 - pool.feePpm / 1e6);
  let { sqrtPrice, liquidity, tick } = pool;
  let out = 0;
  const { ticks } = pool;
  while (rest > 0) {
    if (zeroForOne) {
      const i = lastAtOrBelow(ticks, tick);
      const target = sqrtAt(i >= 0 ? ticks[i]!.tick : MIN_TICK);
      if (liquidity > 0) {
        const need = Math.max(0, liquidity * (1 / target - 1 / sqrtPrice));
        if (rest < need) {
          const next = 1 / (1 / sqrtPrice + rest / liquidity);
          out += liquidity * (sqrtPrice - next);
          [sqrtPrice, rest, tick] = [next, 0, tickOf(next)];
          break;
        }
        out += liquidity * Math.max(0, sqrtPrice - target);
        rest -= need;
      }
      if (i < 0) break;
      [sqrtPrice, liquidity, tick] = [target, liquidity - ticks[i]!.net, ticks[i]!.tick - 1];
    } else {
      const i = lastAtOrBelow(ticks, tick) + 1;
      const target = sqrtAt(i < ticks.length ? ticks[i]!.tick : MAX_TICK);
      if (liquidity > 0) {
        const need = Math.max(0, liquidity * (target - sqrtPrice));
        if (rest < need) {
          const next = sqrtPrice + rest / liquidity;
          out += liquidity * (1 / sqrtPrice - 1 / next);
          [sqrtPrice, rest, tick] = [next, 0, tickOf(next)];
          break;
        }
        out += liquidity * Math.max(0, 1 / sqrtPrice - 1 / target);
        rest -= need;
      }
      if (i >= ticks.length) break;
      [sqrtPrice, liquidity, tick] = [target, liquidity + ticks[i]!.net, ticks[i]!.tick];
    }
  }
  return { out, after: { ...pool, sqrtPrice, liquidity, tick } };
}
