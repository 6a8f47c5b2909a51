import { describe, expect, it } from "vitest";
import type { Address, QuoteRequest, TradeRoute } from "../ports/chain.port";
import type { PoolSnapshot } from "../ports/quote-reader.port";
import { amountOut, BEYOND_SNAPSHOT, legsOf, MAX_UINT256, netOfFee, outputBound, poolBook, quoteAlongLegs, quoteLocally, quoteOutcome, quoteWithLegs } from "./pool-quote";
import { quoteExactInput, v3Pool } from "./uniswap-v3/exact-input";
import { v3PoolState } from "./uniswap-v3/v3.test-support";

const ETH = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE" as Address;
const WETH = "0x00000000000000000000000000000000000000e1" as Address;
const DAI = "0x00000000000000000000000000000000000000D1" as Address;
const USDC = "0x00000000000000000000000000000000000000c1" as Address;
const E18 = 10n ** 18n;

const snapshot: PoolSnapshot = {
  feeBps: 25n,
  venues: [
    { proxyIndex: 0, enabled: true, pools: [{ token0: USDC, token1: DAI, reserve0: 1_000_000n * 10n ** 6n, reserve1: 1_000_000n * E18 }, { token0: DAI, token1: WETH, reserve0: 3_000_000n * E18, reserve1: 1_000n * E18 }] },
    { proxyIndex: 1, enabled: false, pools: [{ token0: DAI, token1: WETH, reserve0: 300_000n * E18, reserve1: 100n * E18 }] },
    { proxyIndex: 2, enabled: true, pools: [{ token0: DAI, token1: WETH, reserve0: 600_000n * E18, reserve1: 200n * E18 }] },
  ],
};
const book = poolBook(snapshot, WETH);
const ask = (src: Address, dest: Address, route: TradeRoute, partnerIndex = 0): QuoteRequest => ({ src, dest, route, partnerIndex });
const ethToDai = (amount: bigint) => netOfFee(amountOut(amount, 1_000n * E18, 3_000_000n * E18)!, 25n);

describe("amountOut", () => {
  it.each([
    ["the constant product with the 0.3 % fee, rounded down", 1_000n, 1_000_000n, 2_000_000n, 1_992n],
    ["nothing in", 0n, 1_000n, 1_000n, 0n],
    ["an empty reserve", 5n, 0n, 1_000n, 0n],
    ["an input whose fee product overflows uint256", MAX_UINT256 / 997n + 1n, 1n, 1n, null],
    ["a product with the reserve that overflows uint256", 2n ** 200n, 1n, 2n ** 100n, null],
  ])("gives %s", (_label, amountIn, reserveIn, reserveOut, expected) => {
    expect(amountOut(amountIn, reserveIn, reserveOut)).toBe(expected);
  });

  it("takes the platform fee rounded down, as the router's _splitFee", () => {
    expect([netOfFee(10_000n, 25n), netOfFee(399n, 25n), netOfFee(400n, 25n)]).toEqual([9_975n, 399n, 399n]);
  });
});

describe("quoteLocally", () => {
  it.each([
    ["ETH through the wrapped-ether pool", ask(ETH, DAI, { kind: "SINGLE", proxyIndex: 0, srcAmount: E18 }), ethToDai(E18)],
    ["a venue without the pool as 0", ask(USDC, ETH, { kind: "SINGLE", proxyIndex: 0, srcAmount: 10n ** 6n }), 0n],
    ["the same asset as 0 (no pool of a token with itself)", ask(DAI, DAI, { kind: "SINGLE", proxyIndex: 0, srcAmount: E18 }), 0n],
    ["a disabled venue as a revert", ask(ETH, DAI, { kind: "SINGLE", proxyIndex: 1, srcAmount: E18 }), null],
    ["an unknown venue as a revert", ask(ETH, DAI, { kind: "SINGLE", proxyIndex: 7, srcAmount: E18 }), null],
    ["an amount past uint256 as unsendable", ask(ETH, DAI, { kind: "SINGLE", proxyIndex: 0, srcAmount: MAX_UINT256 + 1n }), null],
    [
      "a split as the sum of its parts before the fee",
      ask(ETH, DAI, { kind: "SPLIT", proxyIndexes: [0, 2], srcAmounts: [E18, E18] }),
      netOfFee(amountOut(E18, 1_000n * E18, 3_000_000n * E18)! + amountOut(E18, 200n * E18, 600_000n * E18)!, 25n),
    ],
    ["a split naming one venue twice as a revert (its parts would meet one pool in turn)", ask(ETH, DAI, { kind: "SPLIT", proxyIndexes: [0, 0], srcAmounts: [E18, E18] }), null],
    ["a split with a zero part as a revert", ask(ETH, DAI, { kind: "SPLIT", proxyIndexes: [0, 2], srcAmounts: [E18, 0n] }), null],
    ["a split with mismatched lengths as a revert", ask(ETH, DAI, { kind: "SPLIT", proxyIndexes: [0], srcAmounts: [E18, E18] }), null],
    ["a split on a disabled venue as a revert", ask(ETH, DAI, { kind: "SPLIT", proxyIndexes: [0, 1], srcAmounts: [E18, E18] }), null],
    [
      "two hops, the second selling what the first bought",
      ask(ETH, USDC, { kind: "ROUTES", hops: [{ proxyIndex: 0, src: ETH, dest: DAI }, { proxyIndex: 0, src: DAI, dest: USDC }], srcAmount: E18 }),
      netOfFee(amountOut(amountOut(E18, 1_000n * E18, 3_000_000n * E18)!, 1_000_000n * E18, 1_000_000n * 10n ** 6n)!, 25n),
    ],
    ["a discontinuous route as a revert", ask(ETH, USDC, { kind: "ROUTES", hops: [{ proxyIndex: 0, src: ETH, dest: DAI }, { proxyIndex: 0, src: USDC, dest: DAI }], srcAmount: E18 }), null],
    ["a route through one pool twice, WETH the token then ETH, as a revert", ask(WETH, ETH, { kind: "ROUTES", hops: [{ proxyIndex: 0, src: WETH, dest: DAI }, { proxyIndex: 0, src: DAI, dest: ETH }], srcAmount: E18 }), null],
    [
      "the same path over two venues, each pool once",
      ask(WETH, ETH, { kind: "ROUTES", hops: [{ proxyIndex: 0, src: WETH, dest: DAI }, { proxyIndex: 2, src: DAI, dest: ETH }], srcAmount: E18 }),
      netOfFee(amountOut(amountOut(E18, 1_000n * E18, 3_000_000n * E18)!, 600_000n * E18, 200n * E18)!, 25n),
    ],
    ["an empty route as a revert", ask(ETH, USDC, { kind: "ROUTES", hops: [], srcAmount: E18 }), null],
    ["a hop on a disabled venue as a revert", ask(ETH, USDC, { kind: "ROUTES", hops: [{ proxyIndex: 1, src: ETH, dest: DAI }], srcAmount: E18 }), null],
  ])("quotes %s", (_label, request, expected) => {
    expect(quoteLocally(book, request)).toBe(expected);
  });

  it("answers a revert for every quote of an unknown partner", () => {
    expect(quoteLocally(poolBook({ ...snapshot, feeBps: null }, WETH), ask(ETH, DAI, { kind: "SINGLE", proxyIndex: 0, srcAmount: E18 }))).toBeNull();
  });
});

describe("Uniswap V3 legs", () => {
  const [low, high] = BigInt(DAI) < BigInt(WETH) ? [DAI, WETH] : [WETH, DAI];
  const v3Snapshot = (words: number): PoolSnapshot => ({
    feeBps: 25n,
    venues: [
      { proxyIndex: 0, enabled: true, pools: [{ token0: USDC, token1: DAI, reserve0: 1_000_000n * 10n ** 6n, reserve1: 1_000_000n * E18 }] },
      { proxyIndex: 3, enabled: true, pools: [v3PoolState(low, high, words)] },
    ],
  });
  const whole = poolBook(v3Snapshot(1_000), WETH);
  const pool = v3Pool(v3PoolState(low, high, 1_000));

  it("quote a single venue, ETH through wrapped ether, with the pool's walk less the partner fee, both ways", () => {
    const sell = quoteLocally(whole, ask(ETH, DAI, { kind: "SINGLE", proxyIndex: 3, srcAmount: 10n * E18 }));
    const buy = quoteLocally(whole, ask(DAI, ETH, { kind: "SINGLE", proxyIndex: 3, srcAmount: 10n * E18 }));
    expect([sell, buy]).toEqual([netOfFee(quoteExactInput(pool, WETH === low, 10n * E18) as bigint, 25n), netOfFee(quoteExactInput(pool, DAI === low, 10n * E18) as bigint, 25n)]);
    expect(sell! > 0n && buy! > 0n).toBe(true);
  });

  it("chain a V3 hop with a constant-product hop, and quote 0 for a token to itself", () => {
    const hops: TradeRoute = { kind: "ROUTES", srcAmount: E18, hops: [{ proxyIndex: 3, src: ETH, dest: DAI }, { proxyIndex: 0, src: DAI, dest: USDC }] };
    const dai = quoteExactInput(pool, WETH === low, E18) as bigint;
    expect(quoteLocally(whole, ask(ETH, USDC, hops))).toBe(netOfFee(amountOut(dai, 1_000_000n * E18, 1_000_000n * 10n ** 6n)!, 25n));
    expect(quoteLocally(whole, ask(WETH, ETH, { kind: "SINGLE", proxyIndex: 3, srcAmount: E18 }))).toBe(0n);
  });

  it("leave a swap past the ticks read unpriced (BEYOND_SNAPSHOT, null for the search) and bound every local quote", () => {
    const narrow = poolBook(v3Snapshot(0), WETH);
    const route: TradeRoute = { kind: "SINGLE", proxyIndex: 3, srcAmount: 10n ** 26n };
    const legs = legsOf(narrow, { src: ETH, dest: DAI, route });
    expect([quoteOutcome(narrow.feeBps, legs, route), quoteWithLegs(narrow.feeBps, legs, route), quoteAlongLegs(narrow.feeBps, legs, route.srcAmount)]).toEqual([BEYOND_SNAPSHOT, null, null]);
    const split: TradeRoute = { kind: "SPLIT", proxyIndexes: [0, 3], srcAmounts: [E18, 10n ** 26n] };
    expect(quoteOutcome(narrow.feeBps, legsOf(narrow, { src: DAI, dest: USDC, route: split }), split)).not.toBe(BEYOND_SNAPSHOT);
    expect(typeof quoteLocally(whole, ask(ETH, DAI, route))).toBe("bigint");
    const bound = outputBound(whole.feeBps, legsOf(whole, { src: ETH, dest: DAI, route }), route);
    for (const amount of [E18, 10n ** 24n, 10n ** 26n]) expect(quoteAlongLegs(whole.feeBps, legsOf(whole, { src: ETH, dest: DAI, route }), amount)! <= bound).toBe(true);
  });
});

describe("multi-path quotes", () => {
  const route = (paths: Extract<TradeRoute, { kind: "PATHS" }>["paths"]): TradeRoute => ({ kind: "PATHS", paths });
  const direct = { srcAmount: 3n * E18, steps: [{ src: ETH, dest: DAI, proxyIndexes: [0, 2], weights: [2n * E18, E18] }] };
  const viaUsdcBack = { srcAmount: 1_000n * 10n ** 6n, steps: [{ src: USDC, dest: DAI, proxyIndexes: [0], weights: [1n] }, { src: DAI, dest: WETH, proxyIndexes: [2], weights: [1n] }] };

  it("quotes each path through its steps, a step's input shared by weight, the fee taken once from all that arrives", () => {
    const gross = amountOut(2n * E18, 1_000n * E18, 3_000_000n * E18)! + amountOut(E18, 200n * E18, 600_000n * E18)!;
    expect(quoteLocally(book, ask(ETH, DAI, route([direct])))).toBe(netOfFee(gross, 25n));
    // The second step sells what the first delivered, shared 1:2 over two venues would be floor(x / 3) and the rest.
    const dai = amountOut(1_000n * 10n ** 6n, 1_000_000n * 10n ** 6n, 1_000_000n * E18)!;
    expect(quoteLocally(book, ask(USDC, WETH, route([viaUsdcBack])))).toBe(netOfFee(amountOut(dai, 600_000n * E18, 200n * E18)!, 25n));
    const split = route([{ srcAmount: 7n * E18, steps: [{ src: ETH, dest: DAI, proxyIndexes: [0, 2], weights: [1n, 2n] }] }]);
    const [first, rest] = [(7n * E18) / 3n, 7n * E18 - (7n * E18) / 3n];
    expect(quoteLocally(book, ask(ETH, DAI, split))).toBe(netOfFee(amountOut(first, 1_000n * E18, 3_000_000n * E18)! + amountOut(rest, 200n * E18, 600_000n * E18)!, 25n));
  });

  it("bounds the output by what the last steps' pools hold", () => {
    const r = route([direct]);
    expect(outputBound(book.feeBps, legsOf(book, { src: ETH, dest: DAI, route: r }), r)).toBe(netOfFee(3_600_000n * E18, 25n));
  });

  it.each<[string, Extract<TradeRoute, { kind: "PATHS" }>["paths"], Address, Address]>([
    ["no path", [], ETH, DAI],
    ["a path with no step", [{ srcAmount: E18, steps: [] }], ETH, DAI],
    ["one pool twice across paths", [direct, { srcAmount: E18, steps: [{ src: ETH, dest: DAI, proxyIndexes: [0], weights: [1n] }] }], ETH, DAI],
    ["one pool twice as WETH and ETH", [{ srcAmount: E18, steps: [{ src: ETH, dest: DAI, proxyIndexes: [0], weights: [1n] }] }, { srcAmount: E18, steps: [{ src: WETH, dest: DAI, proxyIndexes: [0], weights: [1n] }] }], ETH, DAI],
    ["a path not ending in the destination", [{ srcAmount: E18, steps: [{ src: ETH, dest: USDC, proxyIndexes: [0], weights: [1n] }] }], ETH, DAI],
    ["a step starting elsewhere than the last ended", [{ srcAmount: E18, steps: [{ src: ETH, dest: USDC, proxyIndexes: [0], weights: [1n] }, { src: ETH, dest: DAI, proxyIndexes: [2], weights: [1n] }] }], ETH, DAI],
    ["passing through the source (WETH for ETH)", [{ srcAmount: E18, steps: [{ src: DAI, dest: WETH, proxyIndexes: [0], weights: [1n] }, { src: WETH, dest: DAI, proxyIndexes: [2], weights: [1n] }] }], DAI, ETH],
    ["a weight of 0", [{ srcAmount: E18, steps: [{ src: ETH, dest: DAI, proxyIndexes: [0, 2], weights: [1n, 0n] }] }], ETH, DAI],
    ["fewer weights than venues", [{ srcAmount: E18, steps: [{ src: ETH, dest: DAI, proxyIndexes: [0, 2], weights: [1n] }] }], ETH, DAI],
    ["a disabled venue", [{ srcAmount: E18, steps: [{ src: ETH, dest: DAI, proxyIndexes: [1], weights: [1n] }] }], ETH, DAI],
    ["a path of 0", [{ srcAmount: 0n, steps: [{ src: ETH, dest: DAI, proxyIndexes: [0], weights: [1n] }] }], ETH, DAI],
    ["a venue's part of 0", [{ srcAmount: 1n, steps: [{ src: ETH, dest: DAI, proxyIndexes: [0, 2], weights: [1n, 1n] }] }], ETH, DAI],
  ])("refuses %s, as the router reverts", (_name, paths, src, dest) => {
    expect(quoteLocally(book, ask(src, dest, route(paths)))).toBeNull();
  });
});
