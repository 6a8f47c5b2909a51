import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findToken } from "../exchange/token-list";
import type { Address } from "../ports/chain.port";
import type { PoolSnapshot } from "../ports/quote-reader.port";
import { bestForwardLocally, leastAmountLocally, localPair, shapeGas, type LocalPair, type RouteCosts } from "./local-search";
import { multiPathShape } from "./multi-path";
import { BEYOND_SNAPSHOT, legsOf, poolBook, quoteLocally, quoteOutcome } from "./pool-quote";
import { routeFor, routeShapes, type RouteShape } from "./route-shapes";
import { v3PoolState } from "./uniswap-v3/v3.test-support";
import { TEST_NETWORK } from "./use-cases/market.test-support";

const WETH = TEST_NETWORK.wrappedEth;
const eth = findToken(TEST_NETWORK.tokens, "ETH")._unsafeUnwrap();
const dai = findToken(TEST_NETWORK.tokens, "DAI")._unsafeUnwrap();
const usdc = findToken(TEST_NETWORK.tokens, "USDC")._unsafeUnwrap();
const [E18, E6] = [10n ** 18n, 10n ** 6n];
const costs = (weiPerGas: bigint): RouteCosts => ({ baseGas: 58_000n, swapGas: (i) => (i === 0 ? 48_000n : 77_000n), weiPerGas });

const shapesOf = (from: typeof dai, to: typeof dai) => routeShapes({ src: from.address, dest: to.address, proxyIndexes: [0, 1], intermediates: TEST_NETWORK.intermediates });
const pairOf = (snapshot: PoolSnapshot, from: typeof dai, to: typeof dai, weiPerGas: bigint | null = null): LocalPair =>
  localPair(poolBook(snapshot, WETH), from, to, shapesOf(from, to), weiPerGas === null ? null : costs(weiPerGas));
const out = (pair: LocalPair, shape: RouteShape, amount: bigint) =>
  quoteLocally(pair.book, { src: pair.from.address as Address, dest: pair.to.address, route: routeFor(shape, amount), partnerIndex: 0 }) ?? -1n;
const netOf = (pair: LocalPair, shape: RouteShape, amount: bigint) => out(pair, shape, amount) - pair.gasValue(shapeGas(pair.costs, shape));

/**
 * DAI to USDC: a deep direct pool on the first venue, and a path through ETH whose second step has
 * a pool on both venues; the best trade sells on the direct pool and through ETH at once.
 */
const twoFamilies: PoolSnapshot = {
  feeBps: 25n,
  venues: [
    {
      proxyIndex: 0,
      enabled: true,
      pools: [
        { token0: dai.address, token1: usdc.address, reserve0: 2_000_000n * E18, reserve1: 2_000_000n * E6 },
        { token0: WETH, token1: dai.address, reserve0: 1_000n * E18, reserve1: 3_000_000n * E18 },
        { token0: WETH, token1: usdc.address, reserve0: 500n * E18, reserve1: 1_500_000n * E6 },
      ],
    },
    { proxyIndex: 1, enabled: true, pools: [{ token0: WETH, token1: usdc.address, reserve0: 500n * E18, reserve1: 1_500_000n * E6 }] },
  ],
};

const reserve = fc.bigInt({ min: 1_000n, max: 10n ** 30n });
/** ETH to DAI on two venues, and through USDC on both venues (WETH/USDC and DAI/USDC on each), reserves at random. */
const snapshots = fc.array(reserve, { minLength: 12, maxLength: 12 }).map(
  ([a, b, c, d, e, f, g, h, i, j, k, l]): PoolSnapshot => ({
    feeBps: 25n,
    venues: [
      { proxyIndex: 0, enabled: true, pools: [{ token0: WETH, token1: dai.address, reserve0: a!, reserve1: b! }, { token0: WETH, token1: usdc.address, reserve0: c!, reserve1: d! }, { token0: dai.address, token1: usdc.address, reserve0: e!, reserve1: f! }] },
      { proxyIndex: 1, enabled: true, pools: [{ token0: WETH, token1: dai.address, reserve0: g!, reserve1: h! }, { token0: WETH, token1: usdc.address, reserve0: i!, reserve1: j! }, { token0: dai.address, token1: usdc.address, reserve0: k!, reserve1: l! }] },
    ],
  }),
);

describe("multi-path trades in the local search", () => {
  it("sells on the direct pool and through ETH at once when that nets most, well above the best single route, at least as much as any share of the two on a grid", () => {
    const pair = pairOf(twoFamilies, dai, usdc, 20n * 10n ** 9n);
    const amount = 1_000_000n * E18;
    const found = bestForwardLocally(pair, amount)!;
    const others = shapesOf(dai, usdc).map((s) => netOf(pair, s, amount));
    const bestOther = others.reduce((m, n) => (n > m ? n : m));
    // Every share of the direct pool in 1 % steps, the second step shared in 10 % steps.
    const grid = Array.from({ length: 99 }, (_, i) => BigInt(i + 1)).flatMap((direct) =>
      Array.from({ length: 9 }, (_, j) => BigInt(j + 1)).map((first): RouteShape => ({
        kind: "PATHS",
        paths: [
          { part: direct, steps: [{ src: dai.address, dest: usdc.address, proxyIndexes: [0], weights: [1n] }] },
          { part: 100n - direct, steps: [{ src: dai.address, dest: eth.address, proxyIndexes: [0], weights: [1n] }, { src: eth.address, dest: usdc.address, proxyIndexes: [0, 1], weights: [first, 10n - first] }] },
        ],
      })),
    );
    const bestGrid = grid.reduce((m, s) => (netOf(pair, s, amount) > m ? netOf(pair, s, amount) : m), 0n);
    const net = netOf(pair, found.best.shape, amount);
    expect([found.best.shape.kind, found.best.out, net * 100n > bestOther * 110n, net >= bestGrid]).toEqual(["PATHS", out(pair, found.best.shape, amount), true, true]);
  });

  it("asks for the least amount along the multi-path trade on the receive-exact side, less than any other route needs", () => {
    const pair = pairOf(twoFamilies, dai, usdc, 20n * 10n ** 9n);
    const wanted = 700_000n * E6;
    const found = leastAmountLocally(pair, wanted)!;
    const { shape, amount } = found.best;
    const others = shapesOf(dai, usdc).filter((s) => out(pair, s, amount) >= wanted);
    expect([shape.kind, found.best.out, found.best.out >= wanted, out(pair, shape, amount - 1n) < wanted, others]).toEqual(["PATHS", out(pair, shape, amount), true, true, []]);
  });

  it("keeps a Uniswap V3 venue in a step at about the most its snapshot prices when the sale is far beyond its window", () => {
    const R = 10n ** 23n;
    const snapshot: PoolSnapshot = {
      feeBps: 25n,
      venues: [
        { proxyIndex: 0, enabled: true, pools: [{ token0: WETH, token1: dai.address, reserve0: R, reserve1: R }, { token0: WETH, token1: usdc.address, reserve0: R, reserve1: R }, { token0: dai.address, token1: usdc.address, reserve0: R, reserve1: R }] },
        { proxyIndex: 1, enabled: true, pools: [v3PoolState(dai.address, WETH, 0)] },
      ],
    };
    const pair = pairOf(snapshot, eth, dai);
    const amount = 30n * R;
    const found = bestForwardLocally(pair, amount)!;
    const alone = { kind: "SINGLE", proxyIndex: 1, srcAmount: amount } as const;
    const { shape } = found.best;
    const direct = shape.kind === "PATHS" ? shape.paths.find((p) => p.steps.length === 1)?.steps[0]?.proxyIndexes : undefined;
    expect([quoteOutcome(25n, legsOf(pair.book, { src: eth.address, dest: dai.address, route: alone }), alone), shape.kind, direct, found.best.out]).toEqual([BEYOND_SNAPSHOT, "PATHS", [0, 1], out(pair, shape, amount)]);
  });

  it("leaves the multi-path search out when the best route's price impact is too small for any trade to gain from it", () => {
    const pair = pairOf(twoFamilies, dai, usdc, 20n * 10n ** 9n);
    const found = bestForwardLocally(pair, 100n * E18)!;
    expect(found.best.shape).toEqual({ kind: "SINGLE", proxyIndex: 0 });
  });

  it("makes no multi-path trade of one split or of one path of single hops", () => {
    const direct = pairOf({ ...twoFamilies, venues: twoFamilies.venues.map((v) => ({ ...v, pools: v.pools.filter((p) => p.token0 === dai.address) })) }, dai, usdc);
    expect(multiPathShape(direct, 10n ** 24n)).toBeNull();
  });

  it("counts each path's and each step's overhead in a multi-path trade's gas", () => {
    const shape: RouteShape = {
      kind: "PATHS",
      paths: [
        { part: 1n, steps: [{ src: dai.address, dest: usdc.address, proxyIndexes: [0], weights: [1n] }] },
        { part: 1n, steps: [{ src: dai.address, dest: eth.address, proxyIndexes: [0], weights: [1n] }, { src: eth.address, dest: usdc.address, proxyIndexes: [0, 1], weights: [1n, 1n] }] },
      ],
    };
    expect([shapeGas(costs(1n), shape), shapeGas({ ...costs(1n), pathGas: 1n, stepGas: 2n }, shape)]).toEqual([58_000n + 3n * 48_000n + 77_000n + 2_200n + 2n * 3_900n + 8_500n, 58_000n + 3n * 48_000n + 77_000n + 2_200n + 2n * 1n + 2n]);
  });

  it("never nets less than any venue, grid split or two-hop path, pays exactly its route's quote and never uses a pool twice", () => {
    fc.assert(
      fc.property(snapshots, fc.bigInt({ min: 1_000n, max: 10n ** 27n }), fc.bigInt({ min: 0n, max: 10n ** 12n }), (snapshot, amount, weiPerGas) => {
        const pair = pairOf(snapshot, eth, dai, weiPerGas);
        const found = bestForwardLocally(pair, amount);
        const candidates = shapesOf(eth, dai).filter((s) => out(pair, s, amount) > 0n);
        if (found === null) {
          expect(candidates).toEqual([]);
          return;
        }
        const { shape } = found.best;
        const net = netOf(pair, shape, amount);
        const legs = legsOf(pair.book, { src: eth.address, dest: dai.address, route: routeFor(shape, amount) });
        expect([found.best.out, legs !== null, candidates.every((s) => net >= netOf(pair, s, amount))]).toEqual([out(pair, shape, amount), true, true]);
      }),
      { numRuns: 300 },
    );
  });

  it("finds the least amount along whichever route it answers, a multi-path trade too, exactly, for what the best sale of an amount delivers", () => {
    fc.assert(
      // From a million units up: a few units' rounding decides below that, where a split's integer parts are coarse.
      fc.property(snapshots, fc.bigInt({ min: 1_000_000n, max: 10n ** 27n }), (snapshot, amount) => {
        const pair = pairOf(snapshot, eth, dai);
        // What the best route delivers for some amount: often only a multi-path trade delivers it for that little.
        const wanted = bestForwardLocally(pair, amount)?.best.out ?? amount;
        const found = leastAmountLocally(pair, wanted);
        if (found === null) {
          expect(shapesOf(eth, dai).every((s) => out(pair, s, 10n ** 70n) < wanted)).toBe(true);
          return;
        }
        const { shape, amount: least } = found.best;
        expect([found.best.out, out(pair, shape, least) >= wanted, [shape, ...shapesOf(eth, dai)].every((s) => out(pair, s, least - 1n) < wanted)]).toEqual([out(pair, shape, least), true, true]);
      }),
      { numRuns: 300 },
    );
  });
});
