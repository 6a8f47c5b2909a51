import { isqrt } from "./pool-price";

/**
 * A venue a split may use: its gross output (before the platform fee) for an input, null where its
 * view reverts, and what the gas of its swap is worth in output units.
 */
export type SplitVenue = Readonly<{ proxyIndex: number; gross: (amount: bigint) => bigint | null; gasValue: bigint }>;

/**
 * How `total` is shared: the venues used (one = a plain trade) with their inputs (each above 0, adding up
 * to `total`), their gross output, and the value compared (output after the fee less the venues' gas).
 */
export type Allocation = Readonly<{ proxyIndexes: readonly number[]; amounts: readonly bigint[]; gross: bigint; value: bigint }>;

/** A venue's output modelled as a constant product: a * x / (b + x), marginal a * b / (b + x)^2. */
type Curve = Readonly<{ a: bigint; b: bigint }>;

/** Rounds of fitting each venue's curve at its share and solving again (exact after one for a constant product). */
const FIT_ROUNDS = 3;
/** A venue that looks linear (quotes of a tiny amount, rounded) is modelled this deep. */
const LINEAR_DEPTH = 2n ** 256n;
/** Accepted moves per step size in the clean-up, a bound on its quotes. */
const MOVES_PER_STEP = 8;

/**
 * The curve through two quotes of `v` near `x`: for a constant product it is the pool itself (fee
 * included), for a concentrated-liquidity venue its virtual reserves there. Null when `v` pays nothing.
 */
export function fit(v: Pick<SplitVenue, "gross">, x: bigint): Curve | null {
  const x1 = x > 0n ? x : 1n;
  const x2 = x1 + x1 / 8n + 1n;
  const f1 = v.gross(x1);
  const f2 = v.gross(x2);
  if (f1 === null || f2 === null || f2 === 0n) return null;
  // a*x1 - f1*b = f1*x1 and a*x2 - f2*b = f2*x2, solved for a and b.
  const det = x2 * f1 - x1 * f2;
  // Flat: the venue already pays about all it holds, so more input adds next to nothing.
  if (f2 <= f1) return { a: f2, b: 1n };
  // Rounding makes a tiny amount's quotes look convex: about linear there.
  if (det <= 0n) return { a: (f2 * LINEAR_DEPTH) / x2, b: LINEAR_DEPTH };
  return { a: (f1 * f2 * (x2 - x1)) / det, b: (x1 * x2 * (f2 - f1)) / det };
}

/**
 * Water-filling over fitted curves: every venue used gets the input where its marginal output equals
 * the common level, venues whose first unit pays less than the level get none. With x = r*s - b
 * (r = sqrt(a*b), s = 1/sqrt(level)) the level is found in closed form for a set of venues, and the
 * set shrinks until each of its venues takes a positive input (dropping one only raises the level).
 * `roots` (each curve's sqrt(a*b)) may be given when the same curves are filled for many totals.
 */
function waterFill(curves: readonly (Curve | null)[], total: bigint, roots: readonly bigint[] = rootsOf(curves)): bigint[] {
  let active = curves.map((c, i) => c !== null && roots[i]! > 0n);
  for (;;) {
    let sumB = 0n;
    let sumR = 0n;
    curves.forEach((c, i) => {
      if (active[i]) [sumB, sumR] = [sumB + c!.b, sumR + roots[i]!];
    });
    if (sumR === 0n) return curves.map(() => 0n);
    const shares = curves.map((c, i) => (active[i] ? (roots[i]! * (total + sumB)) / sumR - c!.b : 0n));
    const next = shares.map((x, i) => active[i]! && x > 0n);
    if (next.every((a, i) => a === active[i])) return integral(shares.map((x) => (x > 0n ? x : 0n)), total);
    active = next;
  }
}

/** Each curve's sqrt(a*b), what the water-filling shares by (0 for no curve). */
function rootsOf(curves: readonly (Curve | null)[]): bigint[] {
  return curves.map((c) => (c === null ? 0n : isqrt(c.a * c.b)));
}

/** Inputs that add up to `total` exactly: the rounding remainder goes to (or comes from) the largest. */
function integral(shares: readonly bigint[], total: bigint): bigint[] {
  const out = shares.map((x) => (x > total ? total : x));
  let largest = 0;
  out.forEach((x, i) => (x > out[largest]! ? (largest = i) : undefined));
  const rest = total - out.reduce((s, x) => s + x, 0n);
  out[largest] = out[largest]! + rest;
  // Taking from the largest cannot leave it negative unless the shares overshot; then it falls back to one venue.
  if (out[largest]! < 0n) return out.map((_, i) => (i === largest ? total : 0n));
  return out;
}

type State = { amounts: bigint[]; outs: (bigint | null)[] };

/** The gross output of `s`: venues whose quote was cleared (moved) are quoted again, the others' quotes reused. */
function grossOf(venues: readonly SplitVenue[], s: State): bigint | null {
  let sum = 0n;
  for (let i = 0; i < venues.length; i++) {
    if (s.amounts[i] === 0n) continue;
    s.outs[i] ??= venues[i]!.gross(s.amounts[i]!);
    if (s.outs[i] === null) return null;
    sum += s.outs[i]!;
  }
  return sum;
}

/**
 * Integer clean-up: moves `step` units into each venue in use from the one holding most, and back,
 * while a move raises the gross output, at shrinking steps down to one unit, so no such neighbour of
 * the result pays more. Each step size costs a few quotes per venue, not one per pair of venues.
 */
function cleanUp(venues: readonly SplitVenue[], amounts: bigint[], total: bigint): State {
  const s: State = { amounts, outs: amounts.map(() => null) };
  let gross = grossOf(venues, s) ?? -1n;
  const steps = [...new Set([total >> 24n, total >> 40n, 1n].filter((d) => d > 0n))];
  const move = (to: number, from: number, step: bigint): boolean => {
    if (amounts[from]! <= step) return false;
    const before = [amounts[to]!, amounts[from]!, s.outs[to]!, s.outs[from]!] as const;
    [amounts[to], amounts[from], s.outs[to], s.outs[from]] = [amounts[to]! + step, amounts[from]! - step, null, null];
    const next = grossOf(venues, s);
    if (next !== null && next > gross) {
      gross = next;
      return true;
    }
    [amounts[to], amounts[from], s.outs[to], s.outs[from]] = before;
    return false;
  };
  for (const step of steps) {
    const inUse = amounts.flatMap((x, i) => (x > 0n ? [i] : []));
    for (const i of inUse) {
      const largest = inUse.reduce((m, j) => (j !== i && (m === i || amounts[j]! > amounts[m]!) ? j : m), i);
      if (largest === i) continue;
      let moved = 0;
      while (moved < MOVES_PER_STEP && move(i, largest, step)) moved++;
      // Nothing gained by adding to `i`: perhaps by taking from it.
      for (let back = 0; moved === 0 && back < MOVES_PER_STEP && move(largest, i, step); back++);
    }
  }
  grossOf(venues, s);
  return s;
}

/** The best allocation of `total` over exactly the venues in `use` (by index), before any venue is dropped for its gas. */
function solve(venues: readonly SplitVenue[], use: readonly boolean[], total: bigint, exact: boolean): State {
  let amounts = venues.map((_, i) => (use[i] ? total : 0n));
  for (let round = 0; round < FIT_ROUNDS; round++) {
    // A venue left out of the last round is fitted where it would start (a small input) to see if it rejoins.
    const curves = venues.map((v, i) => (use[i] ? fit(v, amounts[i]! > 0n ? amounts[i]! : total / 1024n) : null));
    const next = waterFill(curves, total);
    const same = next.every((x, i) => x === amounts[i]);
    amounts = next;
    if (same) break;
  }
  if (exact) return cleanUp(venues, amounts, total);
  const s: State = { amounts, outs: amounts.map(() => null) };
  grossOf(venues, s);
  return s;
}

function allocation(venues: readonly SplitVenue[], s: State, net: (gross: bigint) => bigint): Allocation | null {
  const used = s.amounts.flatMap((x, i) => (x > 0n ? [i] : []));
  if (used.length === 0 || used.some((i) => s.outs[i] === null)) return null;
  const gross = used.reduce((sum, i) => sum + s.outs[i]!, 0n);
  if (gross === 0n) return null;
  const gas = used.reduce((sum, i) => sum + venues[i]!.gasValue, 0n);
  return { proxyIndexes: used.map((i) => venues[i]!.proxyIndex), amounts: used.map((i) => s.amounts[i]!), gross, value: net(gross) - gas };
}

const better = (a: Allocation | null, b: Allocation | null) => (b !== null && (a === null || b.value > a.value) ? b : a);

/**
 * The allocation of `total` over `venues` (each venue once, as the router's splitTrades carries them)
 * maximising what the trader nets: the router's output after the fee (`net` of the gross) less the
 * gas of every venue used. Marginal outputs are equalised by water-filling over curves fitted to each
 * venue's quotes (refitted at the shares found), the integer result cleaned up by unit moves; then
 * venues are dropped while the one adding least beyond its gas is worth less than that gas. Never
 * worse than any venue alone. Null when no venue pays anything for `total`. Without `exact` the
 * integer clean-up is left out (for proportions only, as the reverse search scales them anyway).
 * @example optimalSplit([deep, shallow], 10n ** 18n, (g) => g) // { proxyIndexes: [0, 1], amounts: [...] }
 */
export function optimalSplit(venues: readonly SplitVenue[], total: bigint, net: (gross: bigint) => bigint, exact = true): Allocation | null {
  if (total <= 0n || venues.length === 0) return null;
  const singles = venues.map((v, i) => {
    const out = v.gross(total);
    return out === null || out === 0n ? null : { proxyIndexes: [v.proxyIndex], amounts: [total], gross: out, value: net(out) - venues[i]!.gasValue };
  });
  const bestSingle = singles.reduce<Allocation | null>(better, null);
  let use = singles.map((s) => s !== null);
  let best: Allocation | null = null;
  while (use.filter(Boolean).length > 1) {
    const s = solve(venues, use, total, exact);
    const found = allocation(venues, s, net);
    if (found === null || (best !== null && found.value <= best.value)) break;
    best = found;
    // The venue adding least beyond its gas (its output less what its input would buy at the best other venue's average rate) goes next.
    const inUse = s.amounts.flatMap((x, i) => (x > 0n ? [i] : []));
    if (inUse.length <= 1) break;
    const rate = (i: number) => (s.outs[i]! * 10n ** 18n) / s.amounts[i]!;
    const worth = (i: number) => s.outs[i]! - venues[i]!.gasValue - (s.amounts[i]! * inUse.filter((j) => j !== i).reduce((m, j) => (rate(j) > m ? rate(j) : m), 0n)) / 10n ** 18n;
    const weakest = inUse.reduce((w, i) => (worth(i) < worth(w) ? i : w));
    use = use.map((u, i) => u && i !== weakest && s.amounts[i]! > 0n);
  }
  return better(bestSingle, best);
}
