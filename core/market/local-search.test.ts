import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findToken } from "../exchange/token-list";
import type { Address } from "../ports/chain.port";
import type { PoolSnapshot } from "../ports/quote-reader.port";
import { bestForwardLocally, leastAmountLocally, localPair, type LocalPair } from "./local-search";
import { amountOut, poolBook, quoteLocally } from "./pool-quote";
import { routeFor, routeShapes, type RouteShape } from "./route-shapes";
import { TEST_NETWORK } from "./use-cases/market.test-support";

const WETH = TEST_NETWORK.wrappedEth;
const eth = findToken(TEST_NETWORK.tokens, "ETH")._unsafeUnwrap();
const dai = findToken(TEST_NETWORK.tokens, "DAI")._unsafeUnwrap();
const usdc = findToken(TEST_NETWORK.tokens, "USDC")._unsafeUnwrap();
const E18 = 10n ** 18n;
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
/** Every shape the router-view search tries (each venue, the split grid, two hops). */
const shapesOf = (_pair: LocalPair) => routeShapes({ src: eth.address, dest: dai.address, proxyIndexes: [0, 1], intermediates: TEST_NETWORK.intermediates });
const out = (pair: LocalPair, shape: RouteShape, amount: bigint) =>
  quoteLocally(pair.book, { src: eth.address as Address, dest: dai.address, route: routeFor(shape, amount), partnerIndex: 0 }) ?? -1n;

describe("leastAmountLocally", () => {
  it("finds the least amount any shape (a grid split too) needs to deliver the wanted amount, exactly, or none when no amount does", () => {
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
        expect([out(pair, shape, amount) >= wanted, found.best.out === out(pair, shape, amount), [shape, ...shapesOf(pair)].every((s) => out(pair, s, amount - 1n) < wanted)]).toEqual([true, true, true]);
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
  it("pays at least any shape (a grid split too) and exactly what the router's view pays for its route, with the best venue or path at a thousandth of the amount as the spot", () => {
    fc.assert(
      fc.property(snapshots, fc.bigInt({ min: 1_000n, max: 10n ** 24n }), (snapshot, amount) => {
        const pair = pairOf(snapshot);
        const found = bestForwardLocally(pair, amount);
        const best = shapesOf(pair).reduce((m, s) => (out(pair, s, amount) > m ? out(pair, s, amount) : m), 0n);
        const unsplit = shapesOf(pair).filter((s) => s.kind !== "SPLIT");
        const spot = unsplit.reduce((m, s) => (out(pair, s, amount / 1000n) > m ? out(pair, s, amount / 1000n) : m), 0n);
        if (found === null) expect(best).toBe(0n);
        else expect([found.best.out >= best, found.best.out, found.spot?.toAmount ?? 0n]).toEqual([true, out(pair, found.best.shape, amount), spot]);
      }),
      { numRuns: 200 },
    );
  });

  it("never nets less than the best venue alone, its gas at any price counted", () => {
    const costs = (weiPerGas: bigint) => ({ baseGas: 58_000n, swapGas: (i: number) => (i === 0 ? 48_000n : 77_000n), weiPerGas });
    fc.assert(
      fc.property(snapshots, fc.bigInt({ min: 1_000n, max: 10n ** 24n }), fc.bigInt({ min: 0n, max: 10n ** 13n }), (snapshot, amount, weiPerGas) => {
        const plain = pairOf(snapshot);
        const pair = localPair(plain.book, eth, dai, routeShapes({ src: eth.address, dest: dai.address, proxyIndexes: [0, 1], intermediates: TEST_NETWORK.intermediates }), costs(weiPerGas));
        const found = bestForwardLocally(pair, amount);
        const netOf = (shape: RouteShape, out: bigint) => out - pair.gasValue(shape.kind === "SPLIT" ? 58_000n + 48_000n + 77_000n : shape.kind === "SINGLE" ? 58_000n + costs(0n).swapGas(shape.proxyIndex) : 0n);
        const singles = [0, 1].map((i) => ({ kind: "SINGLE", proxyIndex: i }) as const).filter((s) => out(pair, s, amount) > 0n);
        if (found === null) expect(singles).toEqual([]);
        else {
          const gas = found.best.shape.kind === "ROUTES" ? pair.gasValue(58_000n + found.best.shape.hops.reduce((g, h) => g + costs(0n).swapGas(h.proxyIndex), 0n)) : null;
          const net = gas === null ? netOf(found.best.shape, found.best.out) : found.best.out - gas;
          expect(singles.every((s) => net >= netOf(s, out(pair, s, amount)))).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  describe("with gas weighed", () => {
    // A deep ETH/DAI pool and a shallow one at a better price; USDC pools for a two-hop path.
    const snapshot: PoolSnapshot = {
      feeBps: 25n,
      venues: [
        { proxyIndex: 0, enabled: true, pools: [{ token0: WETH, token1: dai.address, reserve0: 1_000n * E18, reserve1: 3_000_000n * E18 }] },
        { proxyIndex: 1, enabled: true, pools: [{ token0: WETH, token1: dai.address, reserve0: 2n * E18, reserve1: 6_100n * E18 }] },
      ],
    };
    const costs = (weiPerGas: bigint) => ({ baseGas: 58_000n, swapGas: () => 50_000n, weiPerGas });
    const pair = (weiPerGas: bigint) => localPair(poolBook(snapshot, WETH), eth, dai, routeShapes({ src: eth.address, dest: dai.address, proxyIndexes: [0, 1], intermediates: [] }), costs(weiPerGas));

    it("splits into a shallow venue only while its extra output is worth more than its swap's gas in the to-token", () => {
      const amount = 5n * E18;
      const [free, dear] = [bestForwardLocally(pair(0n), amount)!, bestForwardLocally(pair(2_000n * 10n ** 9n), amount)!];
      // At 2,000 gwei, 50,000 gas is 0.1 ETH, about 300 DAI: more than the shallow pool adds.
      const alone = out(pair(0n), { kind: "SINGLE", proxyIndex: 0 }, amount);
      expect([free.best.shape.kind, free.best.out > alone, dear.best.shape, dear.best.out]).toEqual(["SPLIT", true, { kind: "SINGLE", proxyIndex: 0 }, alone]);
    });

    it("values gas in the to-token through the snapshot's own ether price", () => {
      const valued = pair(10n ** 9n).gasValue(1_000_000n);
      // 1,000,000 gas at 1 gwei is 0.001 ETH, bought on the shallow pool (the better price) for about 3.05 DAI.
      expect(valued).toBe(amountOut(10n ** 15n, 2n * E18, 6_100n * E18));
    });

    it("asks for no more than any venue alone needs, its gas counted, on the receive-exact side", () => {
      const wanted = 15_000n * E18;
      const found = leastAmountLocally(pair(2_000n * 10n ** 9n), wanted)!;
      const alone = leastAmountLocally(localPair(poolBook({ ...snapshot, venues: [snapshot.venues[0]!] }, WETH), eth, dai, [{ kind: "SINGLE", proxyIndex: 0 }]), wanted)!;
      expect([found.best.amount <= alone.best.amount, found.best.out >= wanted, found.best.out]).toEqual([true, true, out(pair(0n), found.best.shape, found.best.amount)]);
    });
  });
});
