import { stepParts } from "../exchange/trade-route";
import type { Address, QuoteRequest, TradePath, TradeRoute } from "../ports/chain.port";
import type { PoolSnapshot, V3PoolRef, VenueV3Pool } from "../ports/quote-reader.port";
import { BEYOND_SNAPSHOT, outputWithinSnapshot, quoteExactInput, v3Pool, type BeyondSnapshot, type V3Pool } from "./uniswap-v3/exact-input";

export { BEYOND_SNAPSHOT, type BeyondSnapshot } from "./uniswap-v3/exact-input";

/** The largest uint256: the router reverts (or cannot be called) past it. */
export const MAX_UINT256 = 2n ** 256n - 1n;
const ETH_PLACEHOLDER = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee";
const BPS = 10_000n;

/** A checked uint256 operation result: null where Solidity 0.8 would revert on overflow. */
function u256(n: bigint): bigint | null {
  return n > MAX_UINT256 ? null : n;
}

/**
 * KulAmmMath.getAmountOut, bit for bit: constant product with a 0.3 % input fee, rounded down,
 * 0 when an amount or reserve is 0, null where the contract's checked arithmetic overflows.
 * @example amountOut(10n ** 18n, 100n * 10n ** 18n, 300_000n * 10n ** 6n) // 2_962_...n
 */
export function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint | null {
  if (amountIn === 0n || reserveIn === 0n || reserveOut === 0n) return 0n;
  const inWithFee = u256(amountIn * 997n);
  if (inWithFee === null) return null;
  const numerator = u256(inWithFee * reserveOut);
  const scaledIn = u256(reserveIn * 1000n);
  if (numerator === null || scaledIn === null) return null;
  const denominator = u256(scaledIn + inWithFee);
  return denominator === null ? null : numerator / denominator;
}

/** The router's _splitFee: what the trader keeps of `gross` after floor(gross * feeBps / 10000). */
export function netOfFee(gross: bigint, feeBps: bigint): bigint {
  return gross - (gross * feeBps) / BPS;
}

/** The pool one swap of a route meets, seen from its input token. */
export type Leg =
  | Readonly<{ kind: "constant-product"; reserveIn: bigint; reserveOut: bigint }>
  | Readonly<{ kind: "uniswap-v3"; pool: V3Pool; zeroForOne: boolean }>;
/** The legs of a route in order (split parts, hops, or each path's steps' venues in turn), or null where the view reverts whatever the amount. */
export type Legs = readonly Leg[] | null;
/** A venue without the pool: its proxy quotes 0. */
const NO_POOL: Leg = { kind: "constant-product", reserveIn: 0n, reserveOut: 0n };

type Venue = Readonly<{ enabled: boolean; pools: ReadonlyMap<string, Leg> }>;

/** A snapshot indexed for quoting: venue by proxy index, each pool as a leg by ordered token pair. */
export type PoolBook = Readonly<{ feeBps: bigint | null; wrappedEth: string; venues: ReadonlyMap<number, Venue> }>;

function key(a: string, b: string): string {
  return `${a}:${b}`;
}

/** Indexes `snapshot`; ETH quotes go through the `wrappedEth` pools, as the trading proxies wrap it. */
export function poolBook(snapshot: PoolSnapshot, wrappedEth: Address): PoolBook {
  const venues = new Map<number, Venue>();
  for (const venue of snapshot.venues) {
    const pools = new Map<string, Leg>();
    for (const pool of venue.pools) {
      const [t0, t1] = [pool.token0.toLowerCase(), pool.token1.toLowerCase()];
      if (pool.kind === "uniswap-v3") {
        const indexed = v3Pool(pool);
        pools.set(key(t0, t1), { kind: "uniswap-v3", pool: indexed, zeroForOne: true });
        pools.set(key(t1, t0), { kind: "uniswap-v3", pool: indexed, zeroForOne: false });
      } else {
        pools.set(key(t0, t1), { kind: "constant-product", reserveIn: pool.reserve0, reserveOut: pool.reserve1 });
        pools.set(key(t1, t0), { kind: "constant-product", reserveIn: pool.reserve1, reserveOut: pool.reserve0 });
      }
    }
    venues.set(venue.proxyIndex, { enabled: venue.enabled, pools });
  }
  return { feeBps: snapshot.feeBps, wrappedEth: wrappedEth.toLowerCase(), venues };
}

/** The Uniswap V3 pools among `legs`, each with its venue, once each (to read them whole). */
export function v3PoolRefs(book: PoolBook, legs: readonly Leg[]): readonly V3PoolRef[] {
  const wanted = new Set(legs.flatMap((leg) => (leg.kind === "uniswap-v3" ? [leg.pool] : [])));
  const refs: V3PoolRef[] = [];
  for (const [proxyIndex, venue] of book.venues) {
    for (const leg of venue.pools.values()) {
      // Each pool is in the venue twice, once per direction: the token0-to-token1 entry names it.
      if (leg.kind === "uniswap-v3" && leg.zeroForOne && wanted.has(leg.pool)) {
        refs.push({ proxyIndex, token0: leg.pool.state.token0, token1: leg.pool.state.token1 });
      }
    }
  }
  return refs;
}

/** `book` with each of `pools` in place of its venue's pool of the same tokens (read whole); the rest unchanged. */
export function withWholeV3Pools(book: PoolBook, pools: readonly VenueV3Pool[]): PoolBook {
  const venues = new Map(book.venues);
  for (const { proxyIndex, pool } of pools) {
    const venue = venues.get(proxyIndex);
    if (venue === undefined) continue;
    const [t0, t1] = [pool.token0.toLowerCase(), pool.token1.toLowerCase()];
    const indexed = v3Pool(pool);
    const replaced = new Map(venue.pools);
    replaced.set(key(t0, t1), { kind: "uniswap-v3", pool: indexed, zeroForOne: true });
    replaced.set(key(t1, t0), { kind: "uniswap-v3", pool: indexed, zeroForOne: false });
    venues.set(proxyIndex, { enabled: venue.enabled, pools: replaced });
  }
  return { ...book, venues };
}

function wrap(book: PoolBook, asset: string): string {
  const a = asset.toLowerCase();
  return a === ETH_PLACEHOLDER ? book.wrappedEth : a;
}

/** TradingProxyBase.getDestinationReturnAmount's pool through the router's _enabledProxy: null = revert. */
function legOf(book: PoolBook, proxyIndex: number, src: string, dest: string): Leg | null {
  const venue = book.venues.get(proxyIndex);
  if (venue === undefined || !venue.enabled) return null;
  const [a, b] = [wrap(book, src), wrap(book, dest)];
  // The Uniswap V3 proxy quotes 0 for one token to itself, before looking for a pool.
  return a === b ? NO_POOL : (venue.pools.get(key(a, b)) ?? NO_POOL);
}

/** A pool as the router's route check names it: the venue and its two tokens in order, ETH as WETH. */
function poolKey(book: PoolBook, proxyIndex: number, src: string, dest: string): string {
  const [a, b] = [wrap(book, src), wrap(book, dest)].sort();
  return `${proxyIndex}:${a}:${b}`;
}

/**
 * The legs of a route, found once and reused for any amount along it (the reverse search quotes
 * thousands of amounts): the router's amount-free checks (venue enabled, split lengths and each venue
 * once, route not empty, continuous and never twice through one pool) decide here.
 */
export function legsOf(book: PoolBook, request: Omit<QuoteRequest, "partnerIndex">): Legs {
  const { route } = request;
  if (route.kind === "SINGLE") {
    const leg = legOf(book, route.proxyIndex, request.src, request.dest);
    return leg === null ? null : [leg];
  }
  if (route.kind === "PATHS") return pathLegs(book, request.src, request.dest, route.paths);
  const legs: Leg[] = [];
  if (route.kind === "SPLIT") {
    if (route.srcAmounts.length === 0 || route.proxyIndexes.length !== route.srcAmounts.length) return null;
    // RouterSplitDuplicateTradingProxy: its parts would meet one pool in turn.
    if (new Set(route.proxyIndexes).size !== route.proxyIndexes.length) return null;
    for (const index of route.proxyIndexes) {
      const leg = legOf(book, index, request.src, request.dest);
      if (leg === null) return null;
      legs.push(leg);
    }
    return legs;
  }
  const { hops } = route;
  if (hops.length === 0) return null;
  const pools = new Set<string>();
  for (let i = 0; i < hops.length; i++) {
    if (i > 0 && hops[i]!.src.toLowerCase() !== hops[i - 1]!.dest.toLowerCase()) return null;
    // RouterRouteReusesPool: a hop may not trade in a pool an earlier hop moved.
    const pool = poolKey(book, hops[i]!.proxyIndex, hops[i]!.src, hops[i]!.dest);
    if (pools.has(pool)) return null;
    pools.add(pool);
    const leg = legOf(book, hops[i]!.proxyIndex, hops[i]!.src, hops[i]!.dest);
    if (leg === null) return null;
    legs.push(leg);
  }
  return legs;
}

/**
 * The legs of a multi-path trade, path by path, step by step, venue by venue, under the router's
 * amount-free checks of tradePaths: steps join up from `src`, every path ends in `dest` and passes
 * neither on the way (ETH counted as WETH), weights above 0 for every venue, and no pool twice in
 * the whole trade.
 */
function pathLegs(book: PoolBook, src: Address, dest: Address, paths: readonly TradePath[]): Legs {
  if (paths.length === 0) return null;
  const [start, end] = [wrap(book, src), wrap(book, dest)];
  const pools = new Set<string>();
  const legs: Leg[] = [];
  for (const path of paths) {
    if (path.steps.length === 0) return null;
    let from = src.toLowerCase();
    for (let s = 0; s < path.steps.length; s++) {
      const step = path.steps[s]!;
      if (step.src.toLowerCase() !== from) return null;
      const to = wrap(book, step.dest);
      const last = s === path.steps.length - 1;
      if (last ? step.dest.toLowerCase() !== dest.toLowerCase() : to === start || to === end) return null;
      if (step.proxyIndexes.length === 0 || step.proxyIndexes.length !== step.weights.length || step.weights.some((w) => w <= 0n)) return null;
      for (const index of step.proxyIndexes) {
        const pool = poolKey(book, index, step.src, step.dest);
        if (pools.has(pool)) return null;
        pools.add(pool);
        const leg = legOf(book, index, step.src, step.dest);
        if (leg === null) return null;
        legs.push(leg);
      }
      from = step.dest.toLowerCase();
    }
  }
  return legs;
}

/**
 * What the trading proxy of `leg` returns for `amountIn`: KulAmmMath / Uniswap V2 for a constant
 * product, UniswapV3QuoteMath for a Uniswap V3 pool (BEYOND_SNAPSHOT where the swap leaves the
 * ticks the snapshot read); null where the view reverts.
 */
function legOut(leg: Leg, amountIn: bigint): bigint | null | BeyondSnapshot {
  return leg.kind === "constant-product" ? amountOut(amountIn, leg.reserveIn, leg.reserveOut) : quoteExactInput(leg.pool, leg.zeroForOne, amountIn);
}

/**
 * The view's answer for `route`'s amounts over its `legs` (from legsOf): gross output, then the
 * partner fee; BEYOND_SNAPSHOT where a Uniswap V3 leg would leave the snapshot's ticks, so that
 * only the router can answer.
 */
export function quoteOutcome(feeBps: bigint | null, legs: Legs, route: TradeRoute): bigint | null | BeyondSnapshot {
  if (route.kind === "PATHS") return outcomeOfPaths(feeBps, legs, route.paths);
  if (route.kind !== "SPLIT") return outcomeAlong(feeBps, legs, route.srcAmount);
  if (legs === null || feeBps === null) return null;
  let total = 0n;
  for (const part of route.srcAmounts) {
    if (part <= 0n) return null;
    total += part;
  }
  if (total > MAX_UINT256) return null;
  let gross: bigint | null | BeyondSnapshot = 0n;
  for (let i = 0; i < legs.length && typeof gross === "bigint"; i++) {
    const out = legOut(legs[i]!, route.srcAmounts[i]!);
    gross = typeof out === "bigint" ? u256(gross + out) : out;
  }
  return typeof gross === "bigint" ? netOfFee(gross, feeBps) : gross;
}

/**
 * Each path's amount through its steps, each step's input shared over its venues by weight (stepParts,
 * as the router shares it), what a step delivered in all selling on; a part of 0 counts as a revert,
 * so no search relies on a venue trading nothing.
 */
function outcomeOfPaths(feeBps: bigint | null, legs: Legs, paths: readonly TradePath[]): bigint | null | BeyondSnapshot {
  if (legs === null || feeBps === null) return null;
  if (paths.reduce((sum, p) => sum + p.srcAmount, 0n) > MAX_UINT256) return null;
  let next = 0;
  let gross = 0n;
  for (const path of paths) {
    if (path.srcAmount <= 0n) return null;
    let amount = path.srcAmount;
    for (const step of path.steps) {
      const parts = stepParts(amount, step.weights);
      if (parts === null) return null;
      let out = 0n;
      for (const part of parts) {
        if (part <= 0n) return null;
        const got = legOut(legs[next++]!, part);
        if (typeof got !== "bigint") return got;
        const sum = u256(out + got);
        if (sum === null) return null;
        out = sum;
      }
      amount = out;
    }
    const sum = u256(gross + amount);
    if (sum === null) return null;
    gross = sum;
  }
  return netOfFee(gross, feeBps);
}

function outcomeAlong(feeBps: bigint | null, legs: Legs, amount: bigint): bigint | null | BeyondSnapshot {
  if (legs === null || feeBps === null) return null;
  if (amount < 0n || amount > MAX_UINT256) return null;
  let gross: bigint | null | BeyondSnapshot = amount;
  // A single venue is a one-leg route; hops sell what the previous one bought.
  for (let i = 0; i < legs.length && typeof gross === "bigint"; i++) gross = legOut(legs[i]!, gross);
  return typeof gross === "bigint" ? netOfFee(gross, feeBps) : gross;
}

/**
 * quoteOutcome as the search uses it: an amount the snapshot cannot price (BEYOND_SNAPSHOT) is
 * null, like a revert, so no search claims it; a search whose answer any shape cannot price at
 * its amount asks the router instead (get-best-rate).
 */
export function quoteWithLegs(feeBps: bigint | null, legs: Legs, route: TradeRoute): bigint | null {
  const out = quoteOutcome(feeBps, legs, route);
  return out === BEYOND_SNAPSHOT ? null : out;
}

/**
 * quoteWithLegs for a single venue or hops (not a split), from the amount alone: a search quoting
 * thousands of amounts along one shape builds no route object for each.
 */
export function quoteAlongLegs(feeBps: bigint | null, legs: Legs, amount: bigint): bigint | null {
  const out = outcomeAlong(feeBps, legs, amount);
  return out === BEYOND_SNAPSHOT ? null : out;
}

const edgeOutputs = new WeakMap<V3Pool, [bigint | undefined, bigint | undefined]>();

/** A bound on what one swap along `leg` gives: the reserve out, or a V3 pool's output up to its price limit or the snapshot's edge. */
function legBound(leg: Leg): bigint {
  if (leg.kind === "constant-product") return leg.reserveOut;
  const known = edgeOutputs.get(leg.pool) ?? [undefined, undefined];
  const side = leg.zeroForOne ? 0 : 1;
  known[side] ??= outputWithinSnapshot(leg.pool, leg.zeroForOne);
  edgeOutputs.set(leg.pool, known);
  return known[side];
}

/** A bound no amount along `legs` of `route` reaches: what the final pools can give (a split sums its venues, paths their last steps' venues). */
export function outputBound(feeBps: bigint | null, legs: Legs, route: TradeRoute): bigint {
  if (legs === null || feeBps === null || legs.length === 0) return 0n;
  return netOfFee(
    finalLegs(legs, route).reduce((sum, leg) => sum + legBound(leg), 0n),
    feeBps,
  );
}

/** The legs whose output reaches the router as the trade's destination. */
function finalLegs(legs: readonly Leg[], route: TradeRoute): readonly Leg[] {
  if (route.kind === "SPLIT") return legs;
  if (route.kind !== "PATHS") return legs.slice(-1);
  const out: Leg[] = [];
  let next = 0;
  for (const path of route.paths) {
    path.steps.forEach((step, s) => {
      if (s === path.steps.length - 1) out.push(...legs.slice(next, next + step.proxyIndexes.length));
      next += step.proxyIndexes.length;
    });
  }
  return out;
}

/**
 * What the router's quote view for `request` returns at the snapshot's block, computed locally
 * (null where the view reverts or the amounts cannot be encoded). Mirrors KulSwapRouter's
 * getDestinationReturnAmount, ...ForSplitTrades and ...ForTradeRoutes with their input checks.
 */
export function quoteLocally(book: PoolBook, request: QuoteRequest): bigint | null {
  return quoteWithLegs(book.feeBps, legsOf(book, request), request.route);
}
