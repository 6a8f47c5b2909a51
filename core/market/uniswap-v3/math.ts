// Uniswap V3's swap arithmetic in bigint, bit for bit as contracts/proxies/UniswapV3QuoteMath.sol
// computes it (and so as the pool swaps): FullMath, TickMath.getSqrtRatioAtTick, SqrtPriceMath and
// SwapMath.computeSwapStep. Where the contract's checked arithmetic reverts, a function returns null.
//
// No library: @uniswap/v3-sdk (not installed here; node_modules holds only the v2/v3 core and
// periphery contracts and @uniswap/lib, all Solidity) would bring JSBI and ethers v5 into core, and
// its SwapMath follows the pool, not the proxy view whose answer the router returns. Native bigint
// needs about a hundred lines.

/** The largest uint256. */
export const MAX_UINT256 = 2n ** 256n - 1n;
const MAX_UINT160 = 2n ** 160n - 1n;
/** The largest uint128: a pool's liquidity never exceeds it. */
export const MAX_UINT128 = 2n ** 128n - 1n;
const Q96 = 2n ** 96n;
/** Fees are in hundredths of a basis point. */
export const FEE_UNIT = 1_000_000n;

/** TickMath.MIN_TICK / MAX_TICK: the ticks bounding every pool. */
export const MIN_TICK = -887272;
export const MAX_TICK = 887272;
/** TickMath.MIN_SQRT_RATIO / MAX_SQRT_RATIO: the prices at MIN_TICK and MAX_TICK. */
export const MIN_SQRT_PRICE = 4295128739n;
export const MAX_SQRT_PRICE = 1461446703485210103287273052203988822378723970342n;

/** FullMath.mulDiv (OpenZeppelin Math.mulDiv): floor(a * b / d), null where it reverts (d = 0 or overflow). */
export function mulDiv(a: bigint, b: bigint, d: bigint): bigint | null {
  if (d === 0n) return null;
  const q = (a * b) / d;
  return q > MAX_UINT256 ? null : q;
}

/** FullMath.mulDivRoundingUp: ceil(a * b / d), null where it reverts. */
export function mulDivRoundingUp(a: bigint, b: bigint, d: bigint): bigint | null {
  if (d === 0n) return null;
  const p = a * b;
  const q = p / d + (p % d === 0n ? 0n : 1n);
  return q > MAX_UINT256 ? null : q;
}

/** ceil(a / d) for d > 0 (Math.ceilDiv; null on division by zero). */
function ceilDiv(a: bigint, d: bigint): bigint | null {
  if (d === 0n) return null;
  return a === 0n ? 0n : (a - 1n) / d + 1n;
}

// Q128 factors round(2^128 / sqrt(1.0001)^(2^i)) for bits 1..19 of |tick| (bit 0 seeds the ratio).
const TICK_FACTORS = [
  0xfff97272373d413259a46990580e213an, 0xfff2e50f5f656932ef12357cf3c7fdccn, 0xffe5caca7e10e4e61c3624eaa0941cd0n,
  0xffcb9843d60f6159c9db58835c926644n, 0xff973b41fa98c081472e6896dfb254c0n, 0xff2ea16466c96a3843ec78b326b52861n,
  0xfe5dee046a99a2a811c461f1969c3053n, 0xfcbe86c7900a88aedcffc83b479aa3a4n, 0xf987a7253ac413176f2b074cf7815e54n,
  0xf3392b0822b70005940c7a398e4b70f3n, 0xe7159475a2c29b7443b29c7fa6e889d9n, 0xd097f3bdfd2022b8845ad8f792aa5825n,
  0xa9f746462d870fdf8a65dc1f90e061e5n, 0x70d869a156d2a1b890bb3df62baf32f7n, 0x31be135f97d08fd981231505542fcfa6n,
  0x9aa508b5b7a84e1c677de54f3e99bc9n, 0x5d6af8dedb81196699c329225ee604n, 0x2216e584f5fa1ea926041bedfe98n,
  0x48a170391f7dc42444e8fa2n,
];
const sqrtPriceCache = new Map<number, bigint>();

/**
 * TickMath.getSqrtRatioAtTick: sqrt(1.0001^tick) * 2^96 as a Q64.96, rounded up.
 * @example sqrtPriceAtTick(0) // 79228162514264337593543950336n (2^96)
 */
export function sqrtPriceAtTick(tick: number): bigint {
  if (!Number.isInteger(tick) || tick < MIN_TICK || tick > MAX_TICK) throw new RangeError(`tick ${tick} out of range`);
  const cached = sqrtPriceCache.get(tick);
  if (cached !== undefined) return cached;
  const abs = Math.abs(tick);
  let ratio = abs & 1 ? 0xfffcb933bd6fad37aa2d162d1a594001n : 1n << 128n;
  for (let bit = 1; bit < 20; bit++) if (abs & (1 << bit)) ratio = (ratio * TICK_FACTORS[bit - 1]!) >> 128n;
  if (tick > 0) ratio = MAX_UINT256 / ratio;
  const price = (ratio >> 32n) + (ratio % (1n << 32n) === 0n ? 0n : 1n);
  // The walk asks the same few ticks for every amount a search tries.
  if (sqrtPriceCache.size < 100_000) sqrtPriceCache.set(tick, price);
  return price;
}

/** SqrtPriceMath.getAmount0Delta: token0 between two prices, L * (b - a) / (a * b); null where it reverts. */
export function amount0Delta(priceA: bigint, priceB: bigint, liquidity: bigint, roundUp: boolean): bigint | null {
  const [a, b] = priceA > priceB ? [priceB, priceA] : [priceA, priceB];
  const numerator1 = liquidity << 96n;
  const numerator2 = b - a;
  if (roundUp) {
    const q = mulDivRoundingUp(numerator1, numerator2, b);
    return q === null ? null : ceilDiv(q, a);
  }
  const q = mulDiv(numerator1, numerator2, b);
  return q === null || a === 0n ? null : q / a;
}

/** SqrtPriceMath.getAmount1Delta: token1 between two prices, L * (b - a) / 2^96; null where it reverts. */
export function amount1Delta(priceA: bigint, priceB: bigint, liquidity: bigint, roundUp: boolean): bigint | null {
  const [a, b] = priceA > priceB ? [priceB, priceA] : [priceA, priceB];
  return roundUp ? mulDivRoundingUp(liquidity, b - a, Q96) : mulDiv(liquidity, b - a, Q96);
}

/** The price after `amount` of token0 comes in: L * P / (L + amount * P), rounded up (getNextSqrtPriceFromAmount0RoundingUp, adding). */
function priceAfterToken0In(price: bigint, liquidity: bigint, amount: bigint): bigint | null {
  if (amount === 0n) return price;
  const numerator1 = liquidity << 96n;
  const product = amount * price;
  // The contract takes the precise form unless amount * price or its sum with L * 2^96 overflows 256 bits.
  if (product <= MAX_UINT256 && numerator1 + product <= MAX_UINT256) {
    const q = mulDivRoundingUp(numerator1, price, numerator1 + product);
    return q === null ? null : q & MAX_UINT160;
  }
  const denominator = numerator1 / price + amount;
  if (denominator > MAX_UINT256) return null;
  const q = ceilDiv(numerator1, denominator);
  return q === null ? null : q & MAX_UINT160;
}

/** The price after `amount` of token1 comes in: P + amount * 2^96 / L, rounded down (getNextSqrtPriceFromAmount1RoundingDown, adding). */
function priceAfterToken1In(price: bigint, liquidity: bigint, amount: bigint): bigint | null {
  const quotient = mulDiv(amount, Q96, liquidity);
  if (quotient === null) return null;
  const next = price + quotient;
  return next > MAX_UINT160 ? null : next;
}

/** SqrtPriceMath.getNextSqrtPriceFromInput: the price after `amountIn` (less fee) of the input token comes in. */
export function nextSqrtPriceFromInput(price: bigint, liquidity: bigint, amountIn: bigint, zeroForOne: boolean): bigint | null {
  return zeroForOne ? priceAfterToken0In(price, liquidity, amountIn) : priceAfterToken1In(price, liquidity, amountIn);
}

/** One swap step's outcome: the price reached, the input taken before the fee, the output, the fee. */
export type SwapStep = Readonly<{ sqrtPriceNext: bigint; amountIn: bigint; amountOut: bigint; feeAmount: bigint }>;

/**
 * SwapMath.computeSwapStep for an exact input (amountRemaining >= 0): moves the price from `current`
 * towards `target` with `liquidity`, taking at most `amountRemaining` including the fee (`fee` in
 * hundredths of a basis point); null where the contract reverts.
 */
export function computeSwapStep(current: bigint, target: bigint, liquidity: bigint, amountRemaining: bigint, fee: bigint): SwapStep | null {
  const zeroForOne = current >= target;
  const lessFee = mulDiv(amountRemaining, FEE_UNIT - fee, FEE_UNIT);
  let amountIn = zeroForOne ? amount0Delta(target, current, liquidity, true) : amount1Delta(current, target, liquidity, true);
  if (lessFee === null || amountIn === null) return null;
  let next: bigint | null;
  if (lessFee >= amountIn) {
    next = target;
  } else {
    next = nextSqrtPriceFromInput(current, liquidity, lessFee, zeroForOne);
    if (next === null) return null;
    amountIn = zeroForOne ? amount0Delta(next, current, liquidity, true) : amount1Delta(current, next, liquidity, true);
    if (amountIn === null) return null;
  }
  const amountOut = zeroForOne ? amount1Delta(next, current, liquidity, false) : amount0Delta(current, next, liquidity, false);
  // Short of the target the fee is whatever of the input is left; at it, the fee on what was taken, rounded up.
  const feeAmount = next !== target ? amountRemaining - amountIn : mulDivRoundingUp(amountIn, fee, FEE_UNIT - fee);
  if (amountOut === null || feeAmount === null || feeAmount < 0n) return null;
  return { sqrtPriceNext: next, amountIn, amountOut, feeAmount };
}
