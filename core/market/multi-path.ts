import type { Token } from "../exchange/tokens";
import type { Address, PathStep } from "../ports/chain.port";
import { pathGas } from "./market-network";
import { fit, rootsOf, waterFill, type Curve } from "./optimal-split";
import { legsOf, quoteAlongLegs, type Leg, type Legs, type PoolBook } from "./pool-quote";
import type { RouteShape } from "./route-shapes";

/** A venue of one step of a family: its pool seen from the step's input. */
type StepVenue = Readonly<{ proxyIndex: number; legs: Legs }>;
/** One step of a family: every venue holding the pool from `src` to `dest`. */
type FamilyStep = Readonly<{ src: Address; dest: Address; venues: readonly StepVenue[] }>;
/**
 * Paths that trade in the same pools: the direct family (one step over every venue with the pair's
 * pool) or the family through one intermediate (two steps). Two families never share a pool, so
 * any set of them is a valid multi-path trade.
 */
export type PathFamily = Readonly<{ steps: readonly FamilyStep[] }>;

/** What the multi-path search needs of a priced pair (local-search's LocalPair has it all). */
export type MultiPathPair = Readonly<{ from: Token; to: Token; families: readonly PathFamily[]; gasValue: (gas: bigint) => bigint }>;

const ETH_ADDRESS = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee";
/** Marginal rates are compared scaled by this (pairs' unit prices range far beyond 10^±18). */
const SCALE = 10n ** 36n;
/** Rounds of fitting the families' (and their venues') curves at the shares found. */
const FIT_ROUNDS = 3;
const VENUE_REFITS = 2;

const hasPool = (leg: Leg | undefined) => leg !== undefined && (leg.kind === "uniswap-v3" || (leg.reserveIn > 0n && leg.reserveOut > 0n));

/**
 * The families of `from` to `to` among `shapes` (its single venues and two-hop paths): the direct
 * family over the venues alone, and one family per intermediate over the venues of each hop, each
 * step keeping the venues that hold its pool. An intermediate that is either end (ETH counted as
 * WETH) is no family.
 */
export function pathFamilies(book: PoolBook, from: Token, to: Token, shapes: readonly RouteShape[]): PathFamily[] {
  const wrap = (a: string) => (a.toLowerCase() === ETH_ADDRESS ? book.wrappedEth : a.toLowerCase());
  const stepOf = (src: Address, dest: Address, proxyIndexes: Iterable<number>): FamilyStep => ({
    src,
    dest,
    venues: [...new Set(proxyIndexes)].flatMap((proxyIndex) => {
      const legs = legsOf(book, { src, dest, route: { kind: "SINGLE", proxyIndex, srcAmount: 1n } });
      return legs !== null && hasPool(legs[0]) ? [{ proxyIndex, legs }] : [];
    }),
  });
  const families: PathFamily[] = [{ steps: [stepOf(from.address, to.address, shapes.flatMap((s) => (s.kind === "SINGLE" ? [s.proxyIndex] : [])))] }];
  const byMid = new Map<string, { mid: Address; first: number[]; second: number[] }>();
  for (const s of shapes) {
    if (s.kind !== "ROUTES" || s.hops.length !== 2) continue;
    const mid = s.hops[0]!.dest;
    if ([wrap(from.address), wrap(to.address)].includes(wrap(mid))) continue;
    const entry = byMid.get(wrap(mid)) ?? { mid, first: [], second: [] };
    entry.first.push(s.hops[0]!.proxyIndex);
    entry.second.push(s.hops[1]!.proxyIndex);
    byMid.set(wrap(mid), entry);
  }
  for (const { mid, first, second } of byMid.values()) families.push({ steps: [stepOf(from.address, mid, first), stepOf(mid, to.address, second)] });
  return families.filter((f) => f.steps.every((s) => s.venues.length > 0));
}

/** A step during one search: the venues still in use and their curves, fitted at their last shares. */
type StepModel = { step: FamilyStep; use: boolean[]; curves: (Curve | null)[]; roots: bigint[]; caps: (bigint | null)[] };
/** A family during one search: its steps, whether it is still in use, its modelled outputs memoised. */
type FamilyModel = { steps: StepModel[]; on: boolean; outs: Map<bigint, bigint> };

const curveOut = (c: Curve | null, x: bigint) => (c === null || x <= 0n ? 0n : (c.a * x) / (c.b + x));
const marginal = (c: Curve | null, x: bigint) => (c === null ? 0n : (c.a * c.b * SCALE) / ((c.b + x) * (c.b + x)));

/** How the step's venues in use share `x`: water-filling over their curves (no quotes). */
function stepShares(m: StepModel, x: bigint): bigint[] {
  const curves = m.curves.map((c, i) => (m.use[i] ? c : null));
  const roots = m.roots.map((r, i) => (m.use[i] ? r : 0n));
  // A venue capped at what the snapshot prices takes its cap when it would take more, the rest water-filled over the others.
  const fixed: (bigint | null)[] = curves.map(() => null);
  let rest = x;
  for (;;) {
    const xs = waterFill(curves, rest, roots);
    const over = xs.flatMap((xi, i) => (m.caps[i] !== null && xi > m.caps[i]! ? [i] : []));
    if (over.length === 0) return xs.map((xi, i) => fixed[i] ?? xi);
    for (const i of over) [fixed[i], rest, curves[i], roots[i]] = [m.caps[i]!, rest - m.caps[i]!, null, 0n];
  }
}

const stepOut = (m: StepModel, x: bigint) => stepShares(m, x).reduce((sum, xi, i) => sum + curveOut(m.curves[i]!, xi), 0n);

/** A family's modelled output for `x`: each step shared optimally over its venues, the next step selling what it delivers. */
function familyOut(f: FamilyModel, x: bigint): bigint {
  let out = f.outs.get(x);
  if (out === undefined) {
    out = f.steps.reduce((y, m) => stepOut(m, y), x);
    f.outs.set(x, out);
  }
  return out;
}

/**
 * Fits each venue of `f` in use at its share of `x` (the venues' exact quotes, two each), step by
 * step. A constant-product pool's curve is the pool itself wherever it is fitted, so only a Uniswap
 * V3 venue (its virtual reserves change as its price crosses ticks) is fitted again.
 */
function refitVenues(f: FamilyModel, x: bigint): void {
  let y = x;
  for (const m of f.steps) {
    const used = m.use.filter(Boolean).length;
    const first = m.roots.length === 0;
    const shares = first ? m.use.map(() => y / BigInt(used)) : stepShares(m, y);
    m.curves = m.step.venues.map((v, i) => {
      if (!m.use[i]) return null;
      if (!first && v.legs![0]!.kind === "constant-product") return m.curves[i]!;
      return fit({ gross: (a) => quoteAlongLegs(0n, v.legs, a) }, shares[i]! > 0n ? shares[i]! : y / 1024n);
    });
    m.roots = rootsOf(m.curves);
    y = stepOut(m, y);
  }
  f.outs.clear();
}

/** The families' shares of `total`: water-filling over curves fitted to each family's modelled output, refitted at the shares found. */
function familyShares(fams: readonly FamilyModel[], total: bigint): { shares: bigint[]; curves: (Curve | null)[] } {
  let shares = fams.map((f) => (f.on ? total : 0n));
  let curves: (Curve | null)[] = [];
  for (let round = 0; round < FIT_ROUNDS; round++) {
    curves = fams.map((f, i) => (f.on ? fit({ gross: (x) => familyOut(f, x) }, shares[i]! > 0n ? shares[i]! : total / 1024n) : null));
    const next = waterFill(curves, total);
    const same = next.every((x, i) => x === shares[i]);
    shares = next;
    if (same) break;
  }
  return { shares, curves };
}

/** What a venue's swap and a path's and a step's overheads cost in gas (the overheads PATH_GAS and PATH_STEP_GAS unless given). */
export type MultiPathCosts = Readonly<{ swapGas: (proxyIndex: number) => bigint; pathGas?: bigint; stepGas?: bigint }>;

/** A part of the trade that may be dropped: a whole family, or one venue of a step. */
type Removal = Readonly<{ family: number; step: number | null; venue: number; worth: bigint }>;

/**
 * What each family in use, and each venue of a step shared over several, adds beyond its gas, in
 * to-token units: its output less what its input would give at the margin of the rest (the other
 * families', or the step's own level carried through the steps after it), less its gas.
 */
function removals(pair: MultiPathPair, costs: MultiPathCosts | null, fams: readonly FamilyModel[], shares: readonly bigint[], curves: readonly (Curve | null)[]): Removal[] {
  const gasOf = (g: bigint) => pair.gasValue(g);
  const swap = (i: number) => costs?.swapGas(i) ?? 0n;
  const inUse = fams.flatMap((_, i) => (shares[i]! > 0n ? [i] : []));
  const out: Removal[] = [];
  for (const i of inUse) {
    const f = fams[i]!;
    // Each step's shares, input and level (marginal output per unit in, scaled), walking the path.
    let y = shares[i]!;
    const steps = f.steps.map((m) => {
      const xs = stepShares(m, y);
      const level = xs.reduce((l, x, j) => (x > 0n && marginal(m.curves[j]!, x) > l ? marginal(m.curves[j]!, x) : l), 0n);
      const at = { xs, level };
      y = stepOut(m, y);
      return at;
    });
    let swaps = 0n;
    steps.forEach((s, k) => {
      const used = s.xs.flatMap((x, j) => (x > 0n ? [j] : []));
      swaps += used.reduce((g, j) => g + swap(f.steps[k]!.step.venues[j]!.proxyIndex), 0n);
      if (used.length < 2) return;
      // A unit of this step's output is worth the later steps' levels in the to-token.
      const downstream = steps.slice(k + 1).reduce((d, later) => (d * later.level) / SCALE, SCALE);
      for (const j of used) {
        const loss = ((curveOut(f.steps[k]!.curves[j]!, s.xs[j]!) - (s.xs[j]! * s.level) / SCALE) * downstream) / SCALE;
        out.push({ family: i, step: k, venue: j, worth: loss - gasOf(swap(f.steps[k]!.step.venues[j]!.proxyIndex)) });
      }
    });
    if (inUse.length < 2) continue;
    const others = inUse.filter((o) => o !== i).reduce((l, o) => (marginal(curves[o]!, shares[o]!) > l ? marginal(curves[o]!, shares[o]!) : l), 0n);
    const overhead = pathGas(f.steps.length, costs?.pathGas, costs?.stepGas);
    out.push({ family: i, step: null, venue: -1, worth: familyOut(f, shares[i]!) - (shares[i]! * others) / SCALE - gasOf(overhead + swaps) });
  }
  return out;
}

/**
 * The optimal multi-path trade of `amount` as a shape, or null when it is no more than one split or
 * one path of single hops (those are candidates of their own). Nested allocation on curves fitted to
 * the venues' exact quotes: within a family each step is water-filled over its venues, the next
 * step sharing what the last delivers, so a family's output is concave in its input like a venue's;
 * the families are then water-filled the same way, the venues refitted at their shares once. Then
 * the family or venue adding least beyond its gas (at `pair.gasValue`, a path's and a step's
 * overhead included) is dropped while that is less than its gas. The shape's parts are the
 * families' amounts, a first step's weights its venues' exact amounts, a second step's their
 * amounts at what the first is modelled to deliver; its exact output is for the caller to quote.
 */
export function multiPathShape(pair: MultiPathPair, costs: MultiPathCosts | null, amount: bigint): RouteShape | null {
  if (amount <= 0n || !pair.families.some((f) => f.steps.length > 1)) return null;
  const fams: FamilyModel[] = pair.families.map((family) => ({
    steps: family.steps.map((step) => ({ step, use: step.venues.map(() => true), curves: [], roots: [], caps: step.venues.map(() => null) })),
    on: true,
    outs: new Map(),
  }));
  fams.forEach((f) => refitVenues(f, amount));
  let { shares, curves } = familyShares(fams, amount);
  for (let r = 1; r < VENUE_REFITS; r++) {
    fams.forEach((f, i) => (shares[i]! > 0n ? refitVenues(f, shares[i]!) : undefined));
    ({ shares, curves } = familyShares(fams, amount));
  }
  for (;;) {
    const weakest = removals(pair, costs, fams, shares, curves).reduce<Removal | null>((w, r) => (w === null || r.worth < w.worth ? r : w), null);
    if (weakest === null || weakest.worth >= 0n) break;
    const f = fams[weakest.family]!;
    if (weakest.step === null) f.on = false;
    else {
      f.steps[weakest.step]!.use[weakest.venue] = false;
      f.outs.clear();
    }
    ({ shares, curves } = familyShares(fams, amount));
  }
  // A venue the snapshot cannot price at its share (a Uniswap V3 swap past the liquidity and ticks read) is capped at
  // about the most it prices and fitted again just below that (where its curve shows how little more it pays), and
  // the input shared again; one that prices nothing leaves the trade.
  for (let round = 0; round < BLIND_ROUNDS; round++) {
    const blind = fams.flatMap((f, i) => (shares[i]! > 0n ? blindVenues(f, shares[i]!) : []));
    if (blind.length === 0) return shapeOf(fams, shares);
    for (const { f, step, venue, share } of blind) {
      const m = f.steps[step]!;
      const gross = (a: bigint) => quoteAlongLegs(0n, m.step.venues[venue]!.legs, a);
      const cap = pricedUpTo(gross, share);
      const curve = cap > 0n ? fit({ gross }, (cap * 8n) / 9n - 1n) : null;
      [m.curves[venue], m.caps[venue]] = [curve, cap];
      m.roots = rootsOf(m.curves);
      if (curve === null) m.use[venue] = false;
      f.outs.clear();
      if (!m.use.some(Boolean)) f.on = false;
    }
    if (!fams.some((f) => f.on)) return null;
    ({ shares, curves } = familyShares(fams, amount));
  }
  return null;
}

/** About the largest amount below `blind` (which `gross` cannot price) that it prices, to a thousandth (0 when none). */
function pricedUpTo(gross: (a: bigint) => bigint | null, blind: bigint): bigint {
  let [lo, hi] = [0n, blind];
  while (hi - lo > hi / 1000n + 1n) {
    const mid = (lo + hi) / 2n;
    if (gross(mid) === null) hi = mid;
    else lo = mid;
  }
  return lo;
}

/** Rounds of sharing again around the venues the snapshot cannot price at their shares, at most. */
const BLIND_ROUNDS = 4;

type Blind = Readonly<{ f: FamilyModel; step: number; venue: number; share: bigint }>;

/** The venues of `f` whose exact quote at their share of `x` (each step selling what the last delivered) the snapshot cannot give. */
function blindVenues(f: FamilyModel, x: bigint): Blind[] {
  const blind: Blind[] = [];
  let y = x;
  f.steps.forEach((m, step) => {
    const xs = stepShares(m, y);
    y = xs.reduce((sum, share, venue) => {
      if (share <= 0n) return sum;
      const out = quoteAlongLegs(0n, m.step.venues[venue]!.legs, share);
      if (out === null) blind.push({ f, step, venue, share });
      return sum + (out ?? 0n);
    }, 0n);
  });
  return blind;
}

/** The PATHS shape of the families' shares; null when that is one step (a split or one venue) or one path of single venues (hops). */
function shapeOf(fams: readonly FamilyModel[], shares: readonly bigint[]): RouteShape | null {
  const paths = fams.flatMap((f, i) => {
    if (shares[i]! <= 0n) return [];
    let y = shares[i]!;
    const steps: PathStep[] = f.steps.map((m) => {
      const xs = stepShares(m, y);
      const used = xs.flatMap((x, j) => (x > 0n ? [j] : []));
      y = stepOut(m, y);
      return { src: m.step.src, dest: m.step.dest, proxyIndexes: used.map((j) => m.step.venues[j]!.proxyIndex), weights: used.map((j) => xs[j]!) };
    });
    return steps.every((s) => s.proxyIndexes.length > 0) ? [{ part: shares[i]!, steps }] : [];
  });
  if (paths.length === 0 || (paths.length === 1 && (paths[0]!.steps.length === 1 || paths[0]!.steps.every((s) => s.proxyIndexes.length === 1)))) return null;
  return { kind: "PATHS", paths };
}
