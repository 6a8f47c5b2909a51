// The routing benchmark's reference optimum, computed only from the pools' states (pool-model.ts):
// every candidate path (each venue's direct pool, and two hops through each intermediate on every
// venue combination), the amount allocated greedily in SLICES equal slices, each to the path whose
// next slice gives the most output on the pools as the earlier slices left them (a pool shared by
// two paths is thereby re-quoted), and the gas of every path used charged at the question's fee.
// Because gas is per path, the net optimum is the best of the greedy on all paths and the greedy on
// small subsets (each path alone, the greedy's most used paths, pairs and triples of the best
// paths alone), each net of its gas.
import { swap, type PoolState } from "./pool-model";
import type { ModelKind, ModelPool } from "./pool-state";

/** Slices the amount is allocated in. */
export const SLICES = 2000;

/**
 * Gas of one router trade: a fixed part plus each venue swap by kind, from `npm run bench:gas`
 * (contracts/README.md, 25 bps platform fee): KUL AMM one hop 105,666 and two hops 153,307, one hop
 * through the Uniswap V2 proxy 134,366, through the Uniswap V3 proxy 141,442.
 */
export const GAS_BASE = 58_025;
/** Gas of one venue swap by kind (see GAS_BASE). */
export const GAS_PER_SWAP: Readonly<Record<ModelKind, number>> = { "kul-amm": 47_641, "uniswap-v2": 76_341, "uniswap-v3": 83_417 };

/** One hop of a path: a pool and the side it sells. */
export type PathHop = Readonly<{ pool: number; zeroForOne: boolean; proxyIndex: number }>;
/** A candidate path from the question's from-token to its to-token, with the gas its swaps cost. */
export type Path = Readonly<{ hops: readonly PathHop[]; swapGas: number; label: string }>;

/** Every direct pool of the pair, and every two-hop path through `intermediates` (tokens as the pools hold them: WETH for ether); `nameOf` names a token in the paths' labels. */
export function candidatePaths(pools: readonly ModelPool[], src: string, dest: string, intermediates: readonly string[], nameOf: (token: string) => string = (t) => t): Path[] {
  const legs = (a: string, b: string): PathHop[] =>
    pools.flatMap((p, i) => ((p.token0 === a && p.token1 === b) || (p.token0 === b && p.token1 === a) ? [{ pool: i, zeroForOne: p.token0 === a, proxyIndex: p.proxyIndex }] : []));
  const pathOf = (hops: PathHop[]): Path => ({
    hops,
    swapGas: hops.reduce((g, h) => g + GAS_PER_SWAP[pools[h.pool]!.kind], 0),
    label: hops.length === 1 ? pools[hops[0]!.pool]!.venue : `${hops.map((h) => pools[h.pool]!.venue).join(" > ")} via ${nameOf(hops[0]!.zeroForOne ? pools[hops[0]!.pool]!.token1 : pools[hops[0]!.pool]!.token0)}`,
  });
  const paths = legs(src, dest).map((hop) => pathOf([hop]));
  for (const mid of intermediates) {
    if (mid === src || mid === dest) continue;
    for (const first of legs(src, mid)) for (const second of legs(mid, dest)) paths.push(pathOf([first, second]));
  }
  return paths;
}

/** The pools' states, changed as slices are traded (the deployment's states are never changed). */
type Book = Map<number, PoolState>;

function through(book: Book, pools: readonly ModelPool[], path: Path, amount: number, commit: boolean): number {
  let x = amount;
  for (const hop of path.hops) {
    const r = swap(book.get(hop.pool) ?? pools[hop.pool]!.state, x, hop.zeroForOne);
    if (commit) book.set(hop.pool, r.after);
    x = r.out;
  }
  return x;
}

/** Output of trading each path's allocation in turn on the block's pools (as the router executes a split). */
export function execute(pools: readonly ModelPool[], paths: readonly Path[], allocation: readonly number[]): number {
  const book: Book = new Map();
  return allocation.reduce((sum, amount, i) => sum + (amount > 0 ? through(book, pools, paths[i]!, amount, true) : 0), 0);
}

/** A greedy allocation: each path's amount, and the output of trading it slice by slice in the greedy's order. */
export type Allocation = Readonly<{ amounts: readonly number[]; sliced: number }>;

/** The greedy allocation of `amount` over `paths` in SLICES slices. */
export function greedy(pools: readonly ModelPool[], paths: readonly Path[], amount: number): Allocation {
  if (paths.length === 1) return { amounts: [amount], sliced: 0 };
  const counts = paths.map(() => 0);
  const book: Book = new Map();
  const slice = amount / SLICES;
  let sliced = 0;
  // Each path's output for the next slice, re-quoted only when a pool it uses has moved.
  const next = paths.map((p) => through(book, pools, p, slice, false));
  for (let s = 0; s < SLICES; s++) {
    let best = 0;
    for (let i = 1; i < paths.length; i++) if (next[i]! > next[best]!) best = i;
    sliced += through(book, pools, paths[best]!, slice, true);
    counts[best]! += 1;
    const moved = new Set(paths[best]!.hops.map((h) => h.pool));
    for (let i = 0; i < paths.length; i++) if (paths[i]!.hops.some((h) => moved.has(h.pool))) next[i] = through(book, pools, paths[i]!, slice, false);
  }
  return { amounts: counts.map((c) => (amount * c) / SLICES), sliced };
}

/** What the question is worth per unit of gas and after the platform fee. */
export type Valuation = Readonly<{ gasValue: (gas: number) => number; afterFee: (out: number) => number }>;

/** A net outcome: to-amount after the platform fee, gas of the paths used (base included), and their difference in to-token units. */
export type Outcome = Readonly<{ out: number; gas: number; net: number; paths: readonly string[] }>;

/**
 * The allocation's outcome: the better of trading each path's whole amount in turn (as the router
 * executes a split; a pool's fee makes one swap give a little more than many small ones) and of
 * trading the greedy's slices in its order (better when paths share a pool, which then serves
 * both paths at once): both are trades that could be made.
 */
function outcome(pools: readonly ModelPool[], paths: readonly Path[], allocation: Allocation, v: Valuation): Outcome {
  const out = v.afterFee(Math.max(execute(pools, paths, allocation.amounts), allocation.sliced));
  const used = paths.filter((_, i) => allocation.amounts[i]! > 0);
  const gas = GAS_BASE + used.reduce((g, p) => g + p.swapGas, 0);
  return { out, gas, net: out - v.gasValue(gas), paths: used.map((p) => p.label) };
}

const better = (a: Outcome | null, b: Outcome) => (a === null || b.net > a.net ? b : a);

/** Subsets of up to `size` of `items`. */
function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) => combinations(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]));
}

/** The best net over `paths`: each alone, the greedy on all, on its most used 2..6, and on pairs and triples of the 5 best alone. */
export function bestNet(pools: readonly ModelPool[], paths: readonly Path[], amount: number, v: Valuation): Outcome | null {
  if (paths.length === 0) return null;
  const alone = paths.map((p) => outcome(pools, [p], { amounts: [amount], sliced: 0 }, v));
  let best: Outcome | null = alone.reduce<Outcome | null>(better, null);
  const all = greedy(pools, paths, amount);
  best = better(best, outcome(pools, paths, all, v));
  const used = paths.map((p, i) => ({ p, a: all.amounts[i]! })).filter((x) => x.a > 0).sort((x, y) => y.a - x.a).map((x) => x.p);
  for (let k = 2; k <= Math.min(6, used.length - 1); k++) {
    const subset = used.slice(0, k);
    best = better(best, outcome(pools, subset, greedy(pools, subset, amount), v));
  }
  const top = paths.map((p, i) => ({ p, net: alone[i]!.net })).sort((x, y) => y.net - x.net).slice(0, 5).map((x) => x.p);
  for (const subset of [...combinations(top, 2), ...combinations(top, 3)]) best = better(best, outcome(pools, subset, greedy(pools, subset, amount), v));
  return best;
}

/** The best of paths that stay on one venue, each alone (the single-venue trade a trader could make there). */
export function bestSingleVenue(pools: readonly ModelPool[], paths: readonly Path[], amount: number, v: Valuation): Outcome | null {
  const oneVenue = paths.filter((p) => p.hops.every((h) => h.proxyIndex === p.hops[0]!.proxyIndex));
  return oneVenue.map((p) => outcome(pools, [p], { amounts: [amount], sliced: 0 }, v)).reduce<Outcome | null>(better, null);
}

/** The best the router can carry in one trade: a split over direct venues, or one path of hops. */
export function bestRouterShape(pools: readonly ModelPool[], paths: readonly Path[], amount: number, v: Valuation): Outcome | null {
  const direct = bestNet(pools, paths.filter((p) => p.hops.length === 1), amount, v);
  return paths.filter((p) => p.hops.length > 1).map((p) => outcome(pools, [p], { amounts: [amount], sliced: 0 }, v)).reduce<Outcome | null>(better, direct);
}
