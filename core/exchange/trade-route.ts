import type { Address, PathStep, TradeRoute } from "../ports/chain.port";

/**
 * What a trade on `route` sells in all: the single amount, the split's parts or the paths' amounts
 * added up (what the router pulls from the trader and the trading gate authorizes).
 * @example routeSrcAmount({ kind: "SPLIT", proxyIndexes: [0, 1], srcAmounts: [2n, 3n] }) // 5n
 */
export function routeSrcAmount(route: TradeRoute): bigint {
  switch (route.kind) {
    case "SINGLE":
    case "ROUTES":
      return route.srcAmount;
    case "SPLIT":
      return route.srcAmounts.reduce((a, b) => a + b, 0n);
    case "PATHS":
      return route.paths.reduce((a, p) => a + p.srcAmount, 0n);
  }
}

/** The trading proxy of each venue swap a trade on `route` makes, in order (what its gas depends on). */
export function routeSwaps(route: TradeRoute): readonly number[] {
  switch (route.kind) {
    case "SINGLE":
      return [route.proxyIndex];
    case "SPLIT":
      return route.proxyIndexes;
    case "ROUTES":
      return route.hops.map((h) => h.proxyIndex);
    case "PATHS":
      return route.paths.flatMap((p) => p.steps.flatMap((s) => s.proxyIndexes));
  }
}

/** Each step of every path of `route` (a path's steps in order), for the kinds that have them. */
export function routeSteps(route: TradeRoute): readonly PathStep[] {
  return route.kind === "PATHS" ? route.paths.flatMap((p) => p.steps) : [];
}

/** The tokens a trade on `route` holds between two swaps (each once per path through it). */
export function routeMiddles(route: TradeRoute): readonly Address[] {
  if (route.kind === "ROUTES") return route.hops.slice(1).map((hop) => hop.src);
  if (route.kind === "PATHS") return route.paths.flatMap((p) => p.steps.slice(1).map((s) => s.src));
  return [];
}

/**
 * The amount of each part of a step that sells `amount`, as the router computes it: floor(amount *
 * weight / sum of weights) for every part but the last, which takes the remainder. Null when a
 * weight is not above 0 or the lengths differ (the router reverts).
 * @example stepParts(10n, [1n, 1n, 1n]) // [3n, 3n, 4n]
 */
export function stepParts(amount: bigint, weights: readonly bigint[]): bigint[] | null {
  if (weights.length === 0 || weights.some((w) => w <= 0n)) return null;
  const whole = weights.reduce((a, b) => a + b, 0n);
  const parts = weights.slice(0, -1).map((w) => (amount * w) / whole);
  parts.push(amount - parts.reduce((a, b) => a + b, 0n));
  return parts;
}
