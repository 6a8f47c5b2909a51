import type { Token } from "../exchange/tokens";
import { routeSwaps } from "../exchange/trade-route";
import type { Address, TradeRoute } from "../ports/chain.port";
import { PATH_GAS, PATH_STEP_GAS, PATHS_GAS, pathGas } from "./market-network";
import { multiPathShape, pathFamilies, type PathFamily } from "./multi-path";
import { optimalSplit, type Allocation, type SplitVenue } from "./optimal-split";
import { legsOf, MAX_UINT256, netOfFee, outputBound, quoteAlongLegs, quoteWithLegs, type Legs, type PoolBook } from "./pool-quote";
import { reverseShape, routeFor, type RouteShape } from "./route-shapes";

/** A shape quoted at an amount: what the router's view returns for it. */
export type Quoted = Readonly<{ shape: RouteShape; amount: bigint; out: bigint }>;
/** The best route found, and the best quote for a thousandth of its amount (the spot for the price impact). */
export type Found = Readonly<{ best: Quoted; spot: Readonly<{ fromAmount: bigint; toAmount: bigint }> | null }>;

/** One candidate shape of a question with its pools found once (so quoting an amount is only arithmetic) and its gas. */
type Priced = Readonly<{ shape: RouteShape; legs: Legs; gas: bigint }>;

/**
 * What a route's gas costs, to weigh it against what it pays: the router's overhead and each
 * venue's swap in gas units, a multi-path trade's overhead per path and per step (PATH_GAS and
 * PATH_STEP_GAS unless given), and the price of a unit in wei (the STD speed's max fee or gas price).
 */
export type RouteCosts = Readonly<{ baseGas: bigint; swapGas: (proxyIndex: number) => bigint; pathGas?: bigint; stepGas?: bigint; weiPerGas: bigint }>;

/**
 * A question's pair priced from one snapshot: each venue alone and every two-hop path with its
 * legs and gas, the path families a multi-path trade is made of, and what gas is worth in the
 * to-token (`gasValue`, 0 without costs).
 */
export type LocalPair = Readonly<{
  book: PoolBook;
  from: Token;
  to: Token;
  priced: readonly Priced[];
  singles: readonly Priced[];
  paths: readonly Priced[];
  families: readonly PathFamily[];
  costs: RouteCosts | null;
  gasValue: (gas: bigint) => bigint;
}>;

/** Gas units the ether-to-token price is read for (a value per unit is this quote divided by it). */
const PRICE_PROBE_GAS = 1_000_000n;
const ETH_ADDRESS = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee";

/** The venue of each swap a shape makes, in order (a venue twice for two hops on it). */
const swapsOf = (s: RouteShape): readonly number[] => routeSwaps(routeFor(s, 1n));
const venuesOf = (shapes: readonly RouteShape[]) => [...new Set(shapes.flatMap(swapsOf))];

/**
 * What `gas` units are worth in `to` at `weiPerGas`: ether directly, any other token at the best
 * snapshot price of ether for it (each venue alone, or through one of `mids` on any two venues),
 * read once for PRICE_PROBE_GAS units. Nothing when no pool prices ether in `to`.
 */
function gasValuer(book: PoolBook, to: Token, weiPerGas: bigint, proxyIndexes: readonly number[], mids: readonly Address[]): (gas: bigint) => bigint {
  const dest = to.address.toLowerCase();
  if (weiPerGas <= 0n) return () => 0n;
  if (dest === ETH_ADDRESS || dest === book.wrappedEth) return (gas) => gas * weiPerGas;
  const wei = PRICE_PROBE_GAS * weiPerGas;
  const src = ETH_ADDRESS as Address;
  const routes: TradeRoute[] = proxyIndexes.map((proxyIndex) => ({ kind: "SINGLE", proxyIndex, srcAmount: wei }));
  for (const mid of mids.filter((m) => m.toLowerCase() !== ETH_ADDRESS && m.toLowerCase() !== dest)) {
    for (const a of proxyIndexes) for (const b of proxyIndexes) routes.push({ kind: "ROUTES", hops: [{ proxyIndex: a, src, dest: mid }, { proxyIndex: b, src: mid, dest: to.address }], srcAmount: wei });
  }
  let price = 0n;
  for (const route of routes) {
    const out = quoteAlongLegs(0n, legsOf(book, { src, dest: to.address, route }), wei);
    if (out !== null && out > price) price = out;
  }
  return (gas) => (gas * price) / PRICE_PROBE_GAS;
}

/** The gas a trade along `shape` is expected to use under `costs` (0 without costs): the overhead, each swap, and a multi-path trade's paths and steps. */
export function shapeGas(costs: RouteCosts | null, shape: RouteShape): bigint {
  if (costs === null) return 0n;
  const overhead = shape.kind !== "PATHS" ? 0n : shape.paths.reduce((g, p) => g + pathGas(p.steps.length, costs.pathGas, costs.stepGas), PATHS_GAS);
  return swapsOf(shape).reduce((g, i) => g + costs.swapGas(i), costs.baseGas + overhead);
}

/**
 * Prices the single-venue and two-hop `shapes` from `from` to `to` on `book` (split shapes are not
 * taken: the search finds the optimal split itself), with `costs` for weighing gas (none: the
 * output alone decides).
 */
export function localPair(book: PoolBook, from: Token, to: Token, shapes: readonly RouteShape[], costs: RouteCosts | null = null): LocalPair {
  const gasOf = (shape: RouteShape) => shapeGas(costs, shape);
  const priced = shapes
    .filter((shape) => shape.kind === "SINGLE" || shape.kind === "ROUTES")
    .map((shape) => ({ shape, legs: legsOf(book, { src: from.address, dest: to.address, route: routeFor(shape, 1n) }), gas: gasOf(shape) }));
  const mids = [...new Set(shapes.flatMap((s) => (s.kind === "ROUTES" ? s.hops.slice(1).map((h) => h.src) : [])))];
  const gasValue = costs === null ? () => 0n : gasValuer(book, to, costs.weiPerGas, venuesOf(shapes), mids);
  const families = pathFamilies(book, from, to, shapes);
  return { book, from, to, priced, singles: priced.filter((p) => p.shape.kind === "SINGLE"), paths: priced.filter((p) => p.shape.kind === "ROUTES"), families, costs, gasValue };
}

function quote(pair: LocalPair, p: Priced, amount: bigint): bigint | null {
  if (p.shape.kind === "SINGLE" || p.shape.kind === "ROUTES") return quoteAlongLegs(pair.book.feeBps, p.legs, amount);
  return quoteWithLegs(pair.book.feeBps, p.legs, routeFor(p.shape, amount));
}

function delivers(pair: LocalPair, p: Priced, amount: bigint, wanted: bigint): boolean {
  const out = quote(pair, p, amount);
  return out !== null && out >= wanted;
}

/** The shape among `among` paying most for `amount`, gas aside (null when none pays anything). */
function bestAt(pair: LocalPair, amount: bigint, among: readonly Priced[] = pair.priced): Quoted | null {
  let best: Quoted | null = null;
  for (const p of among) {
    const out = quote(pair, p, amount);
    if (out !== null && out > 0n && (best === null || out > best.out)) best = { shape: p.shape, amount, out };
  }
  return best;
}

/** The best venue or path for a thousandth of `amount` (the spot price impact is read against); null for an amount under 1000 units. */
function spotAt(pair: LocalPair, amount: bigint): Quoted | null {
  const probe = amount / 1000n > 0n ? amount / 1000n : 1n;
  return probe === amount ? null : bestAt(pair, probe);
}

function withSpot(pair: LocalPair, best: Quoted, spot: Quoted | null = spotAt(pair, best.amount)): Found {
  return { best, spot: spot === null ? null : { fromAmount: spot.amount, toAmount: spot.out } };
}

/** A split shape over the venues and amounts of `allocation`, priced on the pair's pools. */
function splitOf(pair: LocalPair, allocation: Allocation): Priced {
  const shape: RouteShape = { kind: "SPLIT", proxyIndexes: allocation.proxyIndexes, parts: allocation.amounts };
  const legs = legsOf(pair.book, { src: pair.from.address, dest: pair.to.address, route: routeFor(shape, 1n) });
  const gas = pair.costs === null ? 0n : allocation.proxyIndexes.reduce((g, i) => g + pair.costs!.swapGas(i), pair.costs.baseGas);
  return { shape, legs, gas };
}

/** The best allocation of `amount` over the venues (each a split part), as a split shape; null when one venue alone is best. */
function optimalSplitAt(pair: LocalPair, amount: bigint, exact = true): Priced | null {
  const { feeBps } = pair.book;
  if (feeBps === null || pair.singles.length < 2) return null;
  const venues: SplitVenue[] = pair.singles.flatMap((p) =>
    p.legs === null || p.shape.kind !== "SINGLE"
      ? []
      : [{ proxyIndex: p.shape.proxyIndex, gross: (x: bigint) => quoteAlongLegs(0n, p.legs, x), gasValue: pair.gasValue(pair.costs?.swapGas(p.shape.proxyIndex) ?? 0n) }],
  );
  const allocation = optimalSplit(venues, amount, (gross) => netOfFee(gross, feeBps), exact);
  return allocation === null || allocation.proxyIndexes.length < 2 ? null : splitOf(pair, allocation);
}

/** The optimal multi-path trade of `amount` (multi-path.ts), priced on the pair's pools; null when it is no more than a split or a path. */
function multiPathAt(pair: LocalPair, amount: bigint): Priced | null {
  if (pair.book.feeBps === null) return null;
  const shape = multiPathShape(pair, amount);
  if (shape === null) return null;
  const legs = legsOf(pair.book, { src: pair.from.address, dest: pair.to.address, route: routeFor(shape, 1n) });
  return legs === null ? null : { shape, legs, gas: shapeGas(pair.costs, shape) };
}

/** A multi-path gain below this share of the best output is not worth its search (0.2 bp, a tenth of the routing target's median gap). */
const PATHS_MIN_GAIN_DIVISOR = 50_000n;

/**
 * Whether a multi-path trade might net more than `best` (output `out`, gas `gas`) for `amount`. Each
 * path's output is concave in its input, so no trade gets more than the amount at the best spot rate
 * of its venues and paths (read at a thousandth of the amount, `spot`), and every path of a
 * multi-path trade is such a venue or path: the gain over `best` is at most that ceiling less `out`.
 * The least multi-path trade not already a candidate (one two-step path, three swaps) also costs
 * its gas. So the search is left out when there is no intermediate family, or when that gain, gas
 * counted, is under 0.2 bp of the output: the common small question, whose price impact is tiny,
 * pays for no multi-path search.
 */
function pathsWorthSearching(pair: LocalPair, amount: bigint, out: bigint, gas: bigint, spot: Quoted | null): boolean {
  if (pair.book.feeBps === null || !pair.families.some((f) => f.steps.length > 1)) return false;
  // Too small an amount to read a spot price bounds nothing (such a search is cheap anyway).
  if (spot === null) return true;
  const ceiling = (spot.out * amount) / spot.amount;
  const { costs } = pair;
  const leastSwap = costs === null ? 0n : pair.families.flatMap((f) => f.steps.flatMap((s) => s.venues.map((v) => costs.swapGas(v.proxyIndex)))).reduce((m, g) => (g < m ? g : m));
  // The cheapest multi-path trade: a one-step path and a two-step one, three swaps.
  const leastGas = costs === null ? 0n : costs.baseGas + PATHS_GAS + 2n * (costs.pathGas ?? PATH_GAS) + (costs.stepGas ?? PATH_STEP_GAS) + 3n * leastSwap;
  return ceiling - out + pair.gasValue(gas) - pair.gasValue(leastGas) > out / PATHS_MIN_GAIN_DIVISOR;
}

/**
 * The best route for selling exactly `amount`, from the snapshot: each venue alone, the optimal
 * split over the venues, each two-hop path and the optimal multi-path trade (when it may pay, see
 * pathsWorthSearching), compared by what the trader nets (the output after the platform fee less
 * the route's gas in the to-token); on a tie the simpler route stays. A venue alone is a candidate,
 * so the answer never nets less than the best of them.
 */
export function bestForwardLocally(pair: LocalPair, amount: bigint): Found | null {
  let best: (Quoted & { net: bigint; gas: bigint }) | null = null;
  const consider = (p: Priced) => {
    const out = quote(pair, p, amount);
    if (out === null || out === 0n) return;
    const net = out - pair.gasValue(p.gas);
    if (best === null || net > best.net) best = { shape: p.shape, amount, out, net, gas: p.gas };
  };
  const split = optimalSplitAt(pair, amount);
  for (const p of [...pair.singles, ...(split === null ? [] : [split]), ...pair.paths]) consider(p);
  const found = best as (Quoted & { net: bigint; gas: bigint }) | null;
  if (found === null) return null;
  const spot = spotAt(pair, amount);
  if (pathsWorthSearching(pair, amount, found.out, found.gas, spot)) {
    const multi = multiPathAt(pair, amount);
    if (multi !== null) consider(multi);
  }
  const chosen = best as unknown as Quoted;
  return withSpot(pair, { shape: chosen.shape, amount: chosen.amount, out: chosen.out }, spot);
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

/** The same pair walked backwards (to-token to from-token, every shape reversed, gas aside): the reverse search's first estimate sells along it. */
export function reversePair(pair: LocalPair): LocalPair {
  return localPair(pair.book, pair.to, pair.from, pair.priced.map((p) => reverseShape(p.shape)));
}

/**
 * Rounds of the split's reverse search at most: allocate at the amount found, search along that
 * split again, while the amount still falls. Two rounds settle a split far from the pools' depth;
 * near draining them the best shares move with the amount and it takes more (two left answers up
 * to 6e-4 above the least amount).
 */
const SPLIT_ROUNDS = 12;
/** A round whose amount fell by less than 1 / SETTLED_FALL of it ends the rounds. */
const SETTLED_FALL = 100_000_000n;
/** Rounds of the multi-path trade's reverse search at most, and the fall (1/100 of the amount) below which it stops: proportions move little with the amount once near. */
const PATHS_ROUNDS = 3;
const PATHS_SETTLED_DIVISOR = 100n;

/**
 * A shape allocated at `seed.at` (proportions only), searched for the least amount delivering
 * `wanted` along it, allocated again at the amount found, while it falls by more than 1/`settle` of
 * the amount (any fall for 0), at most `rounds` times. From a first estimate no route alone
 * delivered for (`seeded`), the amount may rise as well, until it settles.
 */
function refine(
  pair: LocalPair,
  wanted: bigint,
  allocate: (at: bigint) => Priced | null,
  seed: Readonly<{ at: bigint; seeded: boolean }>,
  rounds: number,
  settle: bigint,
  consider: (p: Priced, from: bigint) => bigint | null,
): void {
  let at = seed.at;
  for (let round = 0; round < rounds; round++) {
    const p = allocate(at);
    if (p === null || outputBound(pair.book.feeBps, p.legs, routeFor(p.shape, 1n)) < wanted) return;
    const amount = consider(p, at);
    if (amount === null || (amount > at && !seed.seeded)) return;
    const moved = amount > at ? amount - at : at - amount;
    if (moved === 0n || (settle > 0n && moved <= at / settle)) return;
    at = amount;
  }
}

/**
 * The least from-amount delivering at least `wanted`, exactly, from the snapshot, among each venue
 * alone, each two-hop path and the optimal split, compared by what the trader gives: the amount
 * plus the route's gas valued in the from-token (at the rate of the first estimate). Selling
 * `wanted` backwards gives a first estimate; the shape paying most there is searched first, any
 * other only if it delivers for less than the best so far costs; the split is allocated optimally
 * at the best amount found, searched along those proportions, and allocated again there; then the
 * multi-path trade the same way (when it may pay, see pathsWorthSearching). Shapes
 * whose final pools hold less than `wanted` are never searched. `back` is reversePair(pair), passed
 * in when it was priced once for many questions.
 */
export function leastAmountLocally(pair: LocalPair, wanted: bigint, back: LocalPair = reversePair(pair)): Found | null {
  let estimate = 0n;
  for (const p of back.priced) {
    const out = quote(back, p, wanted);
    if (out !== null && out > estimate) estimate = out;
  }
  const start = estimate === 0n ? 1n : estimate;
  // Gas in from-token units: its worth in the to-token at the estimate's rate.
  const gasCost = (p: Priced) => (pair.gasValue(p.gas) * start) / wanted;
  const first = bestAt(pair, start);
  const able = pair.priced.filter((p) => outputBound(pair.book.feeBps, p.legs, routeFor(p.shape, 1n)) >= wanted);
  const order = [...able.filter((p) => p.shape === first?.shape), ...able.filter((p) => p.shape !== first?.shape)];
  let best: (Quoted & { cost: bigint }) | null = null;
  const consider = (p: Priced, from: bigint): bigint | null => {
    const amount = leastAmountAlong(pair, p, wanted, from);
    if (amount === null) return null;
    const cost = amount + gasCost(p);
    if (best === null || cost < best.cost || (cost === best.cost && amount < best.amount)) best = { shape: p.shape, amount, out: quote(pair, p, amount)!, cost };
    return amount;
  };
  for (const p of order) {
    // Worth searching only if it delivers for less than the best so far costs, its own gas counted.
    const b = best as (Quoted & { cost: bigint }) | null;
    if (b !== null && (b.cost - gasCost(p) - 1n <= 0n || !delivers(pair, p, b.cost - gasCost(p) - 1n, wanted))) continue;
    consider(p, b === null ? start : b.amount - 1n > 0n ? b.amount - 1n : 1n);
  }
  const after = best as Quoted | null;
  // No route alone delivers (the wanted amount is beyond every final pool): a split or a multi-path trade may, searched from the estimate.
  const seed = after === null ? { at: start, seeded: true } : { at: after.amount, seeded: false };
  refine(pair, wanted, (at) => optimalSplitAt(pair, at, false), seed, SPLIT_ROUNDS, SETTLED_FALL, consider);
  const settled = best as Quoted | null;
  const multiFrom =
    settled === null ? seed : pathsWorthSearching(pair, settled.amount, settled.out, shapeGas(pair.costs, settled.shape), spotAt(pair, settled.amount)) ? { at: settled.amount, seeded: false } : null;
  // Shares allocated for an amount within 1 % of the least are as good as optimal there (the loss is second order in the change).
  if (multiFrom !== null) refine(pair, wanted, (at) => multiPathAt(pair, at), multiFrom, multiFrom.seeded ? SPLIT_ROUNDS : PATHS_ROUNDS, PATHS_SETTLED_DIVISOR, consider);
  const found = best as Quoted | null;
  return found === null ? null : withSpot(pair, { shape: found.shape, amount: found.amount, out: found.out });
}
