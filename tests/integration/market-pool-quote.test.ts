import fc from "fast-check";
import { Interface } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolBook, quoteLocally } from "../../core/market/pool-quote";
import { routeFor, routeShapes, type RouteShape } from "../../core/market/route-shapes";
import type { Address, QuoteRequest, TradeRoute } from "../../core/ports/chain.port";
import { propertySeed } from "../support/property-seed";
import { startMarketTestEnv, type MarketTestEnv } from "./market-fixture";

// The best rate searches a snapshot of the pools and trusts its arithmetic as much as the router's
// own views: here both answer the same random questions at the same block, before and after the
// state they read changes (a trade, a venue disabled, the platform fee updated), on the shapes the
// best rate returns and on shapes it never builds (a venue twice in a split, a pool twice in a route,
// WETH the token beside ETH, three hops); and the trades the best rate may send deliver exactly the
// local quote.
let t: MarketTestEnv;
const E18 = 10n ** 18n;
const FAR_DEADLINE = 2n ** 40n;
const SEED = propertySeed("local quotes against the deployed router", 2801);
const admin = new Interface(["function disableTradingProxy(uint256 index)", "function enableTradingProxy(uint256 index)", "function updatePartner(uint256 index, address wallet, uint16 feeBps, string name)"]);
const codes = ["ETH", "DAI", "USDC", "USDT", "WBTC", "MKR", "LINK", "SLP"];

beforeAll(async () => {
  t = await startMarketTestEnv();
  for (const code of codes.slice(1)) (await t.trader.approve({ token: t.tokenAddress(code), spender: t.env.chainDeployment.router, amount: "UNLIMITED" }))._unsafeUnwrap();
}, 120_000);
afterAll(async () => t?.close());

/** Sends a router admin call from the deployer (its owner; Hardhat's accounts are unlocked). */
async function asOwner(data: string): Promise<void> {
  await t.env.node.request({ method: "eth_sendTransaction", params: [{ from: t.env.deployment.deployer, to: t.env.deployment.router, data }] });
}

const asset = (code: string): Address => (code === "WETH" ? (t.env.deployment.weth as Address) : t.tokenAddress(code));
// Mostly amounts a trader would ask (1 to 10^6 units of 10^0..10^22), sometimes far beyond the pools.
const amount = fc
  .oneof({ arbitrary: fc.tuple(fc.bigInt({ min: 1n, max: 10n ** 6n }), fc.integer({ min: 0, max: 22 })), weight: 9 }, { arbitrary: fc.tuple(fc.bigInt({ min: 1n, max: 2n ** 200n }), fc.constant(0)), weight: 1 })
  .map(([mantissa, exponent]) => mantissa * 10n ** BigInt(exponent));

/** A question on a shape the best rate may return (routeShapes), as the market asks it. */
const returnedShape = fc.tuple(fc.constantFrom(...codes), fc.constantFrom(...codes), fc.nat({ max: 1_000 }), amount).map(([from, to, pick, value]) => {
  const shapes = routeShapes({ src: t.tokenAddress(from), dest: t.tokenAddress(to), proxyIndexes: [0, 1], intermediates: t.market.network.intermediates });
  return { src: t.tokenAddress(from), dest: t.tokenAddress(to), route: routeFor(shapes[pick % shapes.length]!, value), partnerIndex: 0 } satisfies QuoteRequest;
});

/** A question on a shape the best rate never builds: splits of 2-3 parts on any venues, routes of 2-3 hops through any tokens and WETH. */
const otherShape = fc.oneof(
  fc.tuple(fc.constantFrom(...codes), fc.constantFrom(...codes), fc.array(fc.tuple(fc.integer({ min: 0, max: 1 }), amount), { minLength: 2, maxLength: 3 })).map(
    ([from, to, parts]) =>
      ({ src: asset(from), dest: asset(to), route: { kind: "SPLIT", proxyIndexes: parts.map(([v]) => v), srcAmounts: parts.map(([, a]) => a) }, partnerIndex: 0 }) satisfies QuoteRequest,
  ),
  fc.tuple(fc.array(fc.constantFrom(...codes, "WETH"), { minLength: 3, maxLength: 4 }), fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 3, maxLength: 3 }), amount).map(([path, venues, value]) => {
    const hops = path.slice(1).map((code, i) => ({ proxyIndex: venues[i]!, src: asset(path[i]!), dest: asset(code) }));
    return { src: hops[0]!.src, dest: hops[hops.length - 1]!.dest, route: { kind: "ROUTES", hops, srcAmount: value } as TradeRoute, partnerIndex: 0 } satisfies QuoteRequest;
  }),
);
const question = fc.oneof({ arbitrary: returnedShape, weight: 6 }, { arbitrary: otherShape, weight: 4 });

let round = 0;
/** Compares 300 random quotes at the latest block; answers how many paid something and how many reverted. */
async function compareAtLatestBlock(): Promise<Readonly<{ paid: number; reverted: number }>> {
  const block = (await t.market.reader.getBlockNumber())._unsafeUnwrap();
  const book = poolBook((await t.market.reader.readPools(0, block))._unsafeUnwrap(), t.market.network.wrappedEth);
  const requests = fc.sample(question, { numRuns: 300, seed: SEED + round++ });
  const onChain = (await t.market.reader.quoteMany(requests, block))._unsafeUnwrap();
  const mismatches = requests.flatMap((r, i) => (quoteLocally(book, r) === onChain[i] ? [] : [[r, quoteLocally(book, r), onChain[i]]]));
  expect(mismatches).toEqual([]);
  return { paid: onChain.filter((o) => o !== null && o > 0n).length, reverted: onChain.filter((o) => o === null).length };
}

describe("quotes from the pool snapshot", () => {
  it("equal the router's views for random pairs, shapes and amounts, including shapes the router refuses", async () => {
    for (let i = 0; i < 3; i++) {
      const { paid, reverted } = await compareAtLatestBlock();
      expect(paid).toBeGreaterThan(45);
      expect(reverted).toBeGreaterThan(20); // venues twice, pools twice, discontinuous routes
    }
  });

  it("still equal them after a trade moves the reserves", async () => {
    (await t.trader.trade({ src: t.tokenAddress("ETH"), dest: t.tokenAddress("DAI"), route: { kind: "SINGLE", proxyIndex: 0, srcAmount: 7n * E18 }, partnerIndex: 0, minDestAmount: 1n, deadline: FAR_DEADLINE }))._unsafeUnwrap();
    expect((await compareAtLatestBlock()).paid).toBeGreaterThan(45);
  });

  it("follow a venue being disabled and the platform fee changing", async () => {
    await asOwner(admin.encodeFunctionData("disableTradingProxy", [1n]));
    // Venue 1 now reverts: every single, split or hop on it.
    expect((await compareAtLatestBlock()).reverted).toBeGreaterThan(60);
    await asOwner(admin.encodeFunctionData("enableTradingProxy", [1n]));
    await asOwner(admin.encodeFunctionData("updatePartner", [0n, t.env.deployment.platform.wallet, 100, "KUL Swap"]));
    expect((await compareAtLatestBlock()).paid).toBeGreaterThan(45);
    await asOwner(admin.encodeFunctionData("updatePartner", [0n, t.env.deployment.platform.wallet, t.env.deployment.platform.feeBps, "KUL Swap"]));
  });

  it("are what the trade then delivers, to the wei, on every shape the best rate may return", async () => {
    const trader = t.env.accounts[1]!;
    const tokens = codes.map((code) => t.tokenAddress(code));
    // A share of the trader's balance (up to 2 %), so every trade can be paid.
    const trade = fc.tuple(fc.constantFrom(...codes), fc.constantFrom(...codes), fc.nat({ max: 1_000 }), fc.integer({ min: 1, max: 20_000 }));
    let delivered = 0;
    for (const [from, to, pick, perMillion] of fc.sample(trade, { numRuns: 60, seed: SEED })) {
      if (from === to) continue;
      const balances = (await t.trader.getBalances(trader, tokens))._unsafeUnwrap();
      const value = (balances[codes.indexOf(from)]! * BigInt(perMillion)) / 1_000_000n;
      const shapes: readonly RouteShape[] = routeShapes({ src: t.tokenAddress(from), dest: t.tokenAddress(to), proxyIndexes: [0, 1], intermediates: t.market.network.intermediates });
      const request = { src: t.tokenAddress(from), dest: t.tokenAddress(to), route: routeFor(shapes[pick % shapes.length]!, value), partnerIndex: 0 } satisfies QuoteRequest;
      const block = (await t.market.reader.getBlockNumber())._unsafeUnwrap();
      const promised = quoteLocally(poolBook((await t.market.reader.readPools(0, block))._unsafeUnwrap(), t.market.network.wrappedEth), request);
      if (promised === null || promised === 0n) continue;
      const result = (await t.trader.trade({ ...request, minDestAmount: promised, deadline: FAR_DEADLINE }))._unsafeUnwrap();
      expect({ request, destAmount: result.trade.destAmount }).toEqual({ request, destAmount: promised });
      delivered += 1;
    }
    expect(delivered).toBeGreaterThanOrEqual(12); // the rest had no pool (a quote of 0) or the same token twice
  }, 120_000);
});
