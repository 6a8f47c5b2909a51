import fc from "fast-check";
import { Interface } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolBook, quoteLocally } from "../../core/market/pool-quote";
import { routeFor, routeShapes } from "../../core/market/route-shapes";
import type { QuoteRequest } from "../../core/ports/chain.port";
import { startMarketTestEnv, type MarketTestEnv } from "./market-fixture";

// The best rate searches a snapshot of the pools and trusts its arithmetic as much as the router's
// own views: here both answer the same random questions at the same block, before and after the
// state they read changes (a trade, a venue disabled, the platform fee updated).
let t: MarketTestEnv;
const E18 = 10n ** 18n;
const admin = new Interface(["function disableTradingProxy(uint256 index)", "function enableTradingProxy(uint256 index)", "function updatePartner(uint256 index, address wallet, uint16 feeBps, string name)"]);

beforeAll(async () => {
  t = await startMarketTestEnv();
}, 120_000);
afterAll(async () => t?.close());

/** Sends a router admin call from the deployer (its owner; Hardhat's accounts are unlocked). */
async function asOwner(data: string): Promise<void> {
  await t.env.node.request({ method: "eth_sendTransaction", params: [{ from: t.env.deployment.deployer, to: t.env.deployment.router, data }] });
}

const codes = ["ETH", "DAI", "USDC", "USDT", "WBTC", "MKR", "LINK", "SLP"];
const question = fc
  .tuple(
    fc.constantFrom(...codes),
    fc.constantFrom(...codes),
    fc.nat({ max: 1_000 }),
    // Mostly amounts a trader would ask (1 to 10^6 units of 10^0..10^22), sometimes far beyond the pools.
    fc.oneof({ arbitrary: fc.tuple(fc.bigInt({ min: 1n, max: 10n ** 6n }), fc.integer({ min: 0, max: 22 })), weight: 9 }, { arbitrary: fc.tuple(fc.bigInt({ min: 1n, max: 2n ** 200n }), fc.constant(0)), weight: 1 }),
  )
  .map(([from, to, pick, [mantissa, exponent]]) => {
    const shapes = routeShapes({ src: t.tokenAddress(from), dest: t.tokenAddress(to), proxyIndexes: [0, 1], intermediates: t.market.network.intermediates });
    const amount = mantissa * 10n ** BigInt(exponent);
    return { src: t.tokenAddress(from), dest: t.tokenAddress(to), route: routeFor(shapes[pick % shapes.length]!, amount), partnerIndex: 0 } satisfies QuoteRequest;
  });

/** Compares 300 random quotes at the latest block; answers how many paid something and how many reverted. */
async function compareAtLatestBlock(): Promise<Readonly<{ paid: number; reverted: number }>> {
  const block = (await t.market.reader.getBlockNumber())._unsafeUnwrap();
  const book = poolBook((await t.market.reader.readPools(0, block))._unsafeUnwrap(), t.market.network.wrappedEth);
  const requests = fc.sample(fc.array(question, { minLength: 300, maxLength: 300 }), 1)[0]!;
  const onChain = (await t.market.reader.quoteMany(requests, block))._unsafeUnwrap();
  const mismatches = requests.flatMap((r, i) => (quoteLocally(book, r) === onChain[i] ? [] : [[r, quoteLocally(book, r), onChain[i]]]));
  expect(mismatches).toEqual([]);
  return { paid: onChain.filter((o) => o !== null && o > 0n).length, reverted: onChain.filter((o) => o === null).length };
}

describe("quotes from the pool snapshot", () => {
  it("equal the router's views for random pairs, shapes and amounts", async () => {
    for (let round = 0; round < 3; round++) expect((await compareAtLatestBlock()).paid).toBeGreaterThan(45);
  });

  it("still equal them after a trade moves the reserves", async () => {
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 600);
    (await t.trader.trade({ src: t.tokenAddress("ETH"), dest: t.tokenAddress("DAI"), route: { kind: "SINGLE", proxyIndex: 0, srcAmount: 7n * E18 }, partnerIndex: 0, minDestAmount: 1n, deadline }))._unsafeUnwrap();
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
});
