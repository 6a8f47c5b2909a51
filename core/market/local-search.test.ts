import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findToken } from "../exchange/token-list";
import type { Address } from "../ports/chain.port";
import type { PoolSnapshot } from "../ports/quote-reader.port";
import { bestForwardLocally, leastAmountLocally, localPair, type LocalPair } from "./local-search";
import { poolBook, quoteLocally } from "./pool-quote";
import { routeFor, routeShapes, type RouteShape } from "./route-shapes";
import { TEST_NETWORK } from "./use-cases/market.test-support";

const WETH = TEST_NETWORK.wrappedEth;
const eth = findToken(TEST_NETWORK.tokens, "ETH")._unsafeUnwrap();
const dai = findToken(TEST_NETWORK.tokens, "DAI")._unsafeUnwrap();
const usdc = findToken(TEST_NETWORK.tokens, "USDC")._unsafeUnwrap();
const reserve = fc.bigInt({ min: 1_000n, max: 10n ** 30n });

/** ETH/DAI on two venues and DAI/USDC, WETH/USDC on the first, with random reserves. */
const snapshots = fc.tuple(reserve, reserve, reserve, reserve, reserve, reserve, reserve, reserve).map(
  ([a, b, c, d, e, f, g, h]): PoolSnapshot => ({
    feeBps: 25n,
    venues: [
      { proxyIndex: 0, enabled: true, pools: [{ token0: WETH, token1: dai.address, reserve0: a, reserve1: b }, { token0: dai.address, token1: usdc.address, reserve0: c, reserve1: d }, { token0: WETH, token1: usdc.address, reserve0: e, reserve1: f }] },
      { proxyIndex: 1, enabled: true, pools: [{ token0: WETH, token1: dai.address, reserve0: g, reserve1: h }] },
    ],
  }),
);

function pairOf(snapshot: PoolSnapshot): LocalPair {
  const shapes = routeShapes({ src: eth.address, dest: dai.address, proxyIndexes: [0, 1], intermediates: TEST_NETWORK.intermediates });
  return localPair(poolBook(snapshot, WETH), eth, dai, shapes);
}
const shapesOf = (pair: LocalPair) => pair.priced.map((p) => p.shape);
const out = (pair: LocalPair, shape: RouteShape, amount: bigint) =>
  quoteLocally(pair.book, { src: eth.address as Address, dest: dai.address, route: routeFor(shape, amount), partnerIndex: 0 }) ?? -1n;

describe("leastAmountLocally", () => {
  it("finds the least amount any shape needs to deliver the wanted amount, or none when no amount does", () => {
    fc.assert(
      fc.property(snapshots, fc.bigInt({ min: 1n, max: 10n ** 31n }), (snapshot, wanted) => {
        const pair = pairOf(snapshot);
        const found = leastAmountLocally(pair, wanted);
        if (found === null) {
          // Every shape falls short even at a huge amount.
          expect(shapesOf(pair).every((shape) => out(pair, shape, 10n ** 70n) < wanted)).toBe(true);
          return;
        }
        const { shape, amount } = found.best;
        expect([out(pair, shape, amount) >= wanted, found.best.out === out(pair, shape, amount), shapesOf(pair).every((s) => out(pair, s, amount - 1n) < wanted)]).toEqual([true, true, true]);
      }),
      { numRuns: 300 },
    );
  });

  it("gives up on an amount no pool can deliver without leaving uint256", () => {
    const pair = pairOf({ feeBps: 25n, venues: [{ proxyIndex: 0, enabled: true, pools: [{ token0: WETH, token1: dai.address, reserve0: 10n ** 20n, reserve1: 10n ** 20n }] }] });
    expect([leastAmountLocally(pair, 10n ** 20n), leastAmountLocally(pair, 10n ** 20n / 2n)?.best.amount]).toEqual([null, expect.any(BigInt)]);
  });

  it("finds nothing without pools", () => {
    expect([leastAmountLocally(pairOf({ feeBps: 25n, venues: [] }), 5n), bestForwardLocally(pairOf({ feeBps: 25n, venues: [] }), 5n)]).toEqual([null, null]);
  });
});

describe("bestForwardLocally", () => {
  it("picks the shape paying most, with the best quote of a thousandth of the amount as the spot", () => {
    fc.assert(
      fc.property(snapshots, fc.bigInt({ min: 1_000n, max: 10n ** 24n }), (snapshot, amount) => {
        const pair = pairOf(snapshot);
        const found = bestForwardLocally(pair, amount);
        const best = shapesOf(pair).reduce((m, s) => (out(pair, s, amount) > m ? out(pair, s, amount) : m), 0n);
        const spot = shapesOf(pair).reduce((m, s) => (out(pair, s, amount / 1000n) > m ? out(pair, s, amount / 1000n) : m), 0n);
        expect([found?.best.out ?? 0n, found?.spot?.toAmount ?? 0n]).toEqual([best, found === null ? 0n : spot]);
      }),
      { numRuns: 200 },
    );
  });
});
