import type { RateHop, RateTrade } from "./best-rate";

/** One step of a shown route: the venues sharing it, and the token it hands to the next step (null where not named). */
export type RouteStepView = Readonly<{ venues: readonly string[]; via: string | null }>;

/** One path of a shown route: its share of the amount sold in whole percent (null when the route has one path) and its steps. */
export type RoutePathView = Readonly<{ share: number | null; steps: readonly RouteStepView[] }>;

/** A route as the trader reads it, the same for the web and the CLI. */
export type RouteView = Readonly<{ kind: RateTrade["kind"]; paths: readonly RoutePathView[] }>;

/** A token the route may pass through: its symbol by address. */
export type RouteToken = Readonly<{ code: string; address: string }>;

/** `amounts` in whole percent of their sum, adding up to 100 (largest remainders round up). */
function percents(amounts: readonly bigint[]): number[] {
  const whole = amounts.reduce((a, b) => a + b, 0n);
  if (whole === 0n) return amounts.map(() => 0);
  const floors = amounts.map((a) => (a * 100n) / whole);
  const order = amounts.map((a, i) => ({ i, rest: (a * 100n) % whole })).sort((x, y) => (y.rest > x.rest ? 1 : y.rest < x.rest ? -1 : x.i - y.i));
  let left = 100n - floors.reduce((a, b) => a + b, 0n);
  for (const { i } of order) if (left-- > 0n) floors[i]! += 1n;
  return floors.map(Number);
}

/** Consecutive hops of one pair are one step shared over their venues (as the answer is decoded). */
function stepsOf(hops: readonly RateHop[]): RateHop[][] {
  const steps: RateHop[][] = [];
  for (const hop of hops) {
    const last = steps[steps.length - 1]?.[0];
    const same = last && last.src.toLowerCase() === hop.src.toLowerCase() && last.dest.toLowerCase() === hop.dest.toLowerCase();
    if (same) steps[steps.length - 1]!.push(hop);
    else steps.push([hop]);
  }
  return steps;
}

/**
 * The route of a best-rate trade for display. One venue, a split (one step over its venues) and a
 * multi-hop route (its venues in order) are one path, read as before; a multi-path trade is one
 * path per part with its share, and names the token between two steps, since a step there may
 * be shared over venues and "A + B → C" would otherwise not say what C sells. Tokens missing
 * from `tokens` are named by a shortened address.
 * @example routeSummary(trade, tokens) // { kind: "PATHS", paths: [{ share: 62, steps: [{ venues: ["KUL AMM", "Uniswap V3 0.05 %"], via: null }] }, ...] }
 */
export function routeSummary(trade: Pick<RateTrade, "kind" | "parts">, tokens: readonly RouteToken[]): RouteView {
  const symbol = (address: string) =>
    tokens.find((t) => t.address.toLowerCase() === address.toLowerCase())?.code ?? `${address.slice(0, 6)}…${address.slice(-4)}`;
  const names = (hops: readonly RateHop[]) => hops.map((h) => h.venue);
  if (trade.kind !== "PATHS") {
    const steps = trade.kind === "SPLIT" ? [trade.parts.flatMap((p) => p.hops)] : stepsOf(trade.parts[0]?.hops ?? []);
    return { kind: trade.kind, paths: [{ share: null, steps: steps.map((s) => ({ venues: names(s), via: null })) }] };
  }
  const shares = percents(trade.parts.map((p) => p.srcAmount));
  const paths = trade.parts.map((part, i) => {
    const steps = stepsOf(part.hops);
    return { share: trade.parts.length > 1 ? shares[i]! : null, steps: steps.map((s, j) => ({ venues: names(s), via: j < steps.length - 1 ? symbol(s[0]!.dest) : null })) };
  });
  return { kind: trade.kind, paths };
}

/**
 * A path as one line: a step's venues joined by " + ", steps by " → " with the token between them
 * where named. Symbols and venue names only, so both languages show it as is.
 * @example pathText({ share: 38, steps: [{ venues: ["Uniswap V2"], via: "ETH" }, { venues: ["Uniswap V3 0.3 %", "KUL AMM"], via: null }] }) // "Uniswap V2 → ETH → Uniswap V3 0.3 % + KUL AMM"
 */
export function pathText(path: RoutePathView): string {
  return path.steps.map((s) => [s.venues.join(" + "), ...(s.via === null ? [] : [s.via])].join(" → ")).join(" → ");
}
