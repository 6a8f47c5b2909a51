import type { Token } from "../exchange/tokens";
import type { Address, PathStep } from "../ports/chain.port";
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
export type MultiPathPair = Readonly<{ from: Token; to: Token; families: readonly PathFamily[] }>;

const ETH_ADDRESS = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee";

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

/** Slices of the amount the multi-path search hands out, one at a time. */
const GREEDY_SLICES = 256n;

/** A venue of a step during the greedy search: its input so far, the output that gives, exactly, and its last quote beyond that input. */
type GreedyVenue = { readonly proxyIndex: number; readonly legs: Legs; input: bigint; out: bigint; more: Readonly<{ x: bigint; out: bigint | null }> | null };
/** A family during the greedy search: its steps' venues, and what its next slice would add (null when unknown). */
type GreedyFamily = { readonly steps: readonly Readonly<{ src: Address; dest: Address; venues: GreedyVenue[] }>[]; next: GreedyAdd | null };
/** Where a slice added to a family goes: the venue taking it at each step, what that venue then gives, and what reaches the end. */
type GreedyAdd = Readonly<{ picks: readonly Readonly<{ venue: GreedyVenue; out: bigint }>[]; gain: bigint }>;

/** Where `slice` more input to `family` does most: at each step the venue whose exact output grows most, the next step taking that growth. */
function greedyAdd(family: GreedyFamily, slice: bigint): GreedyAdd {
  let x = slice;
  const picks: { venue: GreedyVenue; out: bigint }[] = [];
  for (const step of family.steps) {
    let pick: { venue: GreedyVenue; out: bigint } | null = null;
    for (const venue of step.venues) {
      // A venue's quote for the same amount more is kept until it takes input (the first step's slices are all alike).
      if (venue.more?.x !== x) venue.more = { x, out: quoteAlongLegs(0n, venue.legs, venue.input + x) };
      const out = venue.more.out;
      if (out !== null && (pick === null || out - venue.out > pick.out - pick.venue.out)) pick = { venue, out };
    }
    if (pick === null || pick.out <= pick.venue.out) return { picks, gain: 0n };
    picks.push(pick);
    x = pick.out - pick.venue.out;
  }
  return { picks, gain: x };
}

/**
 * The optimal multi-path trade of `amount`, as a shape: the amount handed out in GREEDY_SLICES equal
 * slices, each to the family (and, at each of its steps, to the venue) whose exact output grows
 * most, a step's growth going on to the next step the same way. Every path's output is concave in
 * its input and families share no pool, so this nears the optimum as the slices shrink (the
 * benchmark's reference takes 2,000), whatever the venues' curves: a Uniswap V3 pool's concentrated
 * ranges and thin tails included, where curves fitted to a few quotes lead a water-filling astray. A
 * venue the snapshot cannot price at an amount (a V3 swap past the ticks read) takes no slice that
 * would bring it there. Only what a slice changes is quoted again: the first step's venue that took
 * it, and each venue of a later step (its growth differs each time), so a question costs about
 * (1 + later steps' venues) quotes per slice. Gas is left to the caller, which weighs this shape's
 * exact net against every other candidate. Null when that is one step (a split or one venue) or one
 * path of single venues (hops): those are candidates of their own.
 */
export function multiPathShape(pair: MultiPathPair, amount: bigint): RouteShape | null {
  if (amount <= 0n || !pair.families.some((f) => f.steps.length > 1)) return null;
  const fams: GreedyFamily[] = pair.families.map((family) => ({
    steps: family.steps.map((step) => ({ src: step.src, dest: step.dest, venues: step.venues.map((v) => ({ proxyIndex: v.proxyIndex, legs: v.legs, input: 0n, out: 0n, more: null })) })),
    next: null,
  }));
  const slice = amount / GREEDY_SLICES > 0n ? amount / GREEDY_SLICES : 1n;
  for (let left = amount; left > 0n; ) {
    const x = left < slice * 2n ? left : slice;
    let best = -1;
    for (const [i, f] of fams.entries()) {
      if (f.next === null || x !== slice) f.next = greedyAdd(f, x);
      if (f.next.gain > 0n && (best < 0 || f.next.gain > fams[best]!.next!.gain)) best = i;
    }
    if (best < 0) break;
    // The first step's venue takes the slice, each later step's venue the growth of the step before.
    let growth = x;
    for (const { venue, out } of fams[best]!.next!.picks) {
      const added = out - venue.out;
      [venue.input, venue.out, venue.more, growth] = [venue.input + growth, out, null, added];
    }
    fams[best]!.next = null;
    left -= x;
  }
  const paths = fams.flatMap((f) => {
    // A family's part is what its first step's venues took.
    const part = f.steps[0]!.venues.reduce((sum, v) => sum + v.input, 0n);
    if (part <= 0n) return [];
    const steps: PathStep[] = f.steps.map((step) => {
      const used = step.venues.filter((v) => v.input > 0n);
      return { src: step.src, dest: step.dest, proxyIndexes: used.map((v) => v.proxyIndex), weights: used.map((v) => v.input) };
    });
    return [{ part, steps }];
  });
  if (paths.length === 0 || (paths.length === 1 && (paths[0]!.steps.length === 1 || paths[0]!.steps.every((s) => s.proxyIndexes.length === 1)))) return null;
  return { kind: "PATHS", paths };
}
