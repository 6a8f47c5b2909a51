import type { Token } from "../exchange/tokens";
import { legsOf, MAX_UINT256, outputBound, quoteAlongLegs, quoteWithLegs, type Legs, type PoolBook } from "./pool-quote";
import { reverseShape, routeFor, type RouteShape } from "./route-shapes";

/** A shape quoted at an amount: what the router's view returns for it. */
export type Quoted = Readonly<{ shape: RouteShape; amount: bigint; out: bigint }>;
/** The best route found, and the best quote for a thousandth of its amount (the spot for the price impact). */
export type Found = Readonly<{ best: Quoted; spot: Readonly<{ fromAmount: bigint; toAmount: bigint }> | null }>;

/** One candidate shape of a question with its pools found once, so quoting an amount is only arithmetic. */
type Priced = Readonly<{ shape: RouteShape; legs: Legs }>;

/** A question's pair priced from one snapshot: every candidate shape with its legs. */
export type LocalPair = Readonly<{ book: PoolBook; from: Token; to: Token; priced: readonly Priced[] }>;

/** Prices `shapes` from `from` to `to` on `book`. */
export function localPair(book: PoolBook, from: Token, to: Token, shapes: readonly RouteShape[]): LocalPair {
  const priced = shapes.map((shape) => ({ shape, legs: legsOf(book, { src: from.address, dest: to.address, route: routeFor(shape, 1n) }) }));
  return { book, from, to, priced };
}

function quote(pair: LocalPair, p: Priced, amount: bigint): bigint | null {
  if (p.shape.kind !== "SPLIT") return quoteAlongLegs(pair.book.feeBps, p.legs, amount);
  return quoteWithLegs(pair.book.feeBps, p.legs, routeFor(p.shape, amount));
}

function delivers(pair: LocalPair, p: Priced, amount: bigint, wanted: bigint): boolean {
  const out = quote(pair, p, amount);
  return out !== null && out >= wanted;
}

/** The shape paying most for `amount` (null when none pays anything). */
function bestAt(pair: LocalPair, amount: bigint): Quoted | null {
  let best: Quoted | null = null;
  for (const p of pair.priced) {
    const out = quote(pair, p, amount);
    if (out !== null && out > 0n && (best === null || out > best.out)) best = { shape: p.shape, amount, out };
  }
  return best;
}

function withSpot(pair: LocalPair, best: Quoted): Found {
  const probe = best.amount / 1000n > 0n ? best.amount / 1000n : 1n;
  const spot = probe === best.amount ? null : bestAt(pair, probe);
  return { best, spot: spot === null ? null : { fromAmount: spot.amount, toAmount: spot.out } };
}

/** The best shape for selling exactly `amount`, from the snapshot. */
export function bestForwardLocally(pair: LocalPair, amount: bigint): Found | null {
  const best = bestAt(pair, amount);
  return best === null ? null : withSpot(pair, best);
}

/**
 * The least amount along `p` delivering `wanted`, searched from `start`: gallop to a bracket,
 * then narrow it. Sound because a view's output never falls as its input grows (floor divisions of
 * a constant product, split parts that each grow), until overflow makes it revert, which only
 * happens above any amount that delivers. Null when no amount up to 2^256 - 1 delivers.
 */
function leastAmountAlong(pair: LocalPair, p: Priced, wanted: bigint, start: bigint): bigint | null {
  let step = start / 1024n > 0n ? start / 1024n : 1n;
  let lo = 0n;
  let hi: bigint;
  if (delivers(pair, p, start, wanted)) {
    hi = start;
    while (hi - step > 0n && delivers(pair, p, hi - step, wanted)) {
      hi -= step;
      step *= 2n;
    }
    lo = hi - step > 0n ? hi - step : 0n;
  } else {
    lo = start;
    for (;;) {
      if (lo >= MAX_UINT256) return null;
      hi = lo + step < MAX_UINT256 ? lo + step : MAX_UINT256;
      if (delivers(pair, p, hi, wanted)) break;
      lo = hi;
      step *= 2n;
    }
  }
  return narrow(pair, p, wanted, lo, hi);
}

/**
 * Shrinks [lo, hi] (lo does not deliver, hi does) to neighbours. Outputs are nearly linear in so
 * narrow a bracket, so a step interpolates where `wanted` is crossed (rounded up, as the least
 * amount is wanted); a step that does not halve the bracket is followed by a bisection, so the
 * search never takes more than twice bisection's steps.
 */
function narrow(pair: LocalPair, p: Priced, wanted: bigint, lo: bigint, hi: bigint): bigint {
  let outLo = lo === 0n ? 0n : (quote(pair, p, lo) ?? 0n);
  let outHi = quote(pair, p, hi)!;
  let interpolate = true;
  while (hi - lo > 1n) {
    const width = hi - lo;
    let mid = interpolate && outHi > outLo ? lo + (width * (wanted - outLo) + (outHi - outLo) - 1n) / (outHi - outLo) : lo + width / 2n;
    if (mid <= lo) mid = lo + 1n;
    if (mid >= hi) mid = hi - 1n;
    const out = quote(pair, p, mid);
    if (out !== null && out >= wanted) [hi, outHi] = [mid, out];
    else [lo, outLo] = [mid, out ?? outLo];
    interpolate = hi - lo <= width / 2n;
  }
  return hi;
}

/** The same pair walked backwards (to-token to from-token, every shape reversed): the reverse search's first estimate sells along it. */
export function reversePair(pair: LocalPair): LocalPair {
  return localPair(pair.book, pair.to, pair.from, pair.priced.map((p) => reverseShape(p.shape)));
}

/**
 * The least from-amount whose best shape delivers at least `wanted`, exactly, from the snapshot:
 * selling `wanted` backwards gives a first estimate; the shape paying most there is searched
 * first; any other shape only if it already delivers for one unit less. Shapes whose final pools
 * hold less than `wanted` are never searched (an amount beyond the pools costs no search). `back`
 * is reversePair(pair), passed in when it was priced once for many questions.
 */
export function leastAmountLocally(pair: LocalPair, wanted: bigint, back: LocalPair = reversePair(pair)): Found | null {
  let estimate = 0n;
  for (const p of back.priced) {
    const out = quote(back, p, wanted);
    if (out !== null && out > estimate) estimate = out;
  }
  const start = estimate === 0n ? 1n : estimate;
  const first = bestAt(pair, start);
  const able = pair.priced.filter((p) => outputBound(pair.book.feeBps, p.legs, p.shape.kind) >= wanted);
  const order = [...able.filter((p) => p.shape === first?.shape), ...able.filter((p) => p.shape !== first?.shape)];
  let best: Quoted | null = null;
  for (const p of order) {
    if (best !== null && !delivers(pair, p, best.amount - 1n, wanted)) continue;
    const amount = leastAmountAlong(pair, p, wanted, best === null ? start : best.amount - 1n);
    if (amount !== null && (best === null || amount < best.amount)) best = { shape: p.shape, amount, out: quote(pair, p, amount)! };
  }
  return best === null ? null : withSpot(pair, best);
}
