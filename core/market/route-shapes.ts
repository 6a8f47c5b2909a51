import { routeSwaps } from "../exchange/trade-route";
import type { Address, PathStep, RouteHop, TradeRoute } from "../ports/chain.port";

/**
 * How an amount is routed: one venue, a split, hops, or several paths. A split (and a multi-path
 * shape, over its paths) carries its parts at some amount (the optimal allocation found for it, or
 * grid weights): routeFor gives exactly those parts at their sum and shares any other amount in
 * the same proportions; a path's steps share what reaches them by their weights, as the router does.
 */
export type RouteShape =
  | Readonly<{ kind: "SINGLE"; proxyIndex: number }>
  | Readonly<{ kind: "SPLIT"; proxyIndexes: readonly number[]; parts: readonly bigint[] }>
  | Readonly<{ kind: "ROUTES"; hops: readonly RouteHop[] }>
  | Readonly<{ kind: "PATHS"; paths: readonly Readonly<{ part: bigint; steps: readonly PathStep[] }>[] }>;

/** What the candidates are built from: the pair, the router's venues and the tokens worth hopping through. */
export type ShapeInput = Readonly<{ src: Address; dest: Address; proxyIndexes: readonly number[]; intermediates: readonly Address[] }>;

/** Split shares the router-view fallback tries between every two venues (the first venue's share, in basis points). */
export const SPLIT_SHARES_BPS: readonly number[] = [2000, 3500, 5000, 6500, 8000];

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Every shape worth quoting for a pair through the router's views: each venue alone, two-venue
 * splits at SPLIT_SHARES_BPS, and two-hop routes through each intermediate on every venue
 * combination. The pool search replaces the grid splits with the optimal split (optimal-split.ts).
 * @example routeShapes({ src: ETH, dest: DAI, proxyIndexes: [0, 1], intermediates: [USDC] }).length // 2 + 5 + 4
 */
export function routeShapes(input: ShapeInput): readonly RouteShape[] {
  const { src, dest, proxyIndexes } = input;
  const shapes: RouteShape[] = proxyIndexes.map((proxyIndex) => ({ kind: "SINGLE", proxyIndex }));
  for (let i = 0; i < proxyIndexes.length; i++) {
    for (let j = i + 1; j < proxyIndexes.length; j++) {
      for (const share of SPLIT_SHARES_BPS) {
        shapes.push({ kind: "SPLIT", proxyIndexes: [proxyIndexes[i]!, proxyIndexes[j]!], parts: [BigInt(share), BigInt(10_000 - share)] });
      }
    }
  }
  for (const mid of input.intermediates) {
    if (same(mid, src) || same(mid, dest)) continue;
    for (const a of proxyIndexes) {
      for (const b of proxyIndexes) {
        shapes.push({ kind: "ROUTES", hops: [{ proxyIndex: a, src, dest: mid }, { proxyIndex: b, src: mid, dest }] });
      }
    }
  }
  return shapes;
}

/** `amount` shared in the proportions of `parts`, the last taking the rounding remainder. */
function scaled(parts: readonly bigint[], amount: bigint): bigint[] {
  const whole = parts.reduce((a, b) => a + b, 0n);
  const out = parts.slice(0, -1).map((part) => (whole === 0n ? 0n : (amount * part) / whole));
  out.push(amount - out.reduce((a, b) => a + b, 0n));
  return out;
}

/** The router route for `amount` along `shape`; a split's (or the paths') parts scale to `amount`, the last taking the rounding remainder. */
export function routeFor(shape: RouteShape, amount: bigint): TradeRoute {
  switch (shape.kind) {
    case "SINGLE":
      return { kind: "SINGLE", proxyIndex: shape.proxyIndex, srcAmount: amount };
    case "ROUTES":
      return { kind: "ROUTES", hops: shape.hops, srcAmount: amount };
    case "SPLIT":
      return { kind: "SPLIT", proxyIndexes: shape.proxyIndexes, srcAmounts: scaled(shape.parts, amount) };
    case "PATHS": {
      const amounts = scaled(shape.paths.map((p) => p.part), amount);
      return { kind: "PATHS", paths: shape.paths.map((p, i) => ({ srcAmount: amounts[i]!, steps: p.steps })) };
    }
  }
}

/** How many venue swaps a route makes (what its gas depends on). */
export function swapCount(route: TradeRoute): number {
  return routeSwaps(route).length;
}

/** The same shape walked backwards (dest to src), for selling back what a shape bought. */
export function reverseShape(shape: RouteShape): RouteShape {
  if (shape.kind !== "ROUTES") return shape;
  return { kind: "ROUTES", hops: [...shape.hops].reverse().map((hop) => ({ proxyIndex: hop.proxyIndex, src: hop.dest, dest: hop.src })) };
}

/**
 * What names a shape apart from its amounts (its kind, venues and hops): answers along one shape at a
 * block read the same pools, however their amounts are shared.
 */
export function shapeKey(shape: RouteShape): string {
  if (shape.kind === "SINGLE") return `SINGLE:${shape.proxyIndex}`;
  if (shape.kind === "SPLIT") return `SPLIT:${shape.proxyIndexes.join(",")}`;
  if (shape.kind === "PATHS") return `PATHS:${shape.paths.map((p) => p.steps.map((s) => `${s.proxyIndexes.join("+")}:${s.src.toLowerCase()}:${s.dest.toLowerCase()}`).join(">")).join(",")}`;
  return `ROUTES:${shape.hops.map((h) => `${h.proxyIndex}:${h.src.toLowerCase()}:${h.dest.toLowerCase()}`).join(",")}`;
}
