import { err, ok, okAsync, ResultAsync, type Result } from "neverthrow";
import { describe, expect, it } from "vitest";
import { chainRpcUnavailable } from "../../ports/chain.errors";
import type { QuoteRequest } from "../../ports/chain.port";
import { marketNoRoute, marketSameToken, marketTokenNotListed } from "../market.errors";
import { tradeGasLimit } from "../market-network";
import { buildTokenList } from "../../exchange/token-list";
import { getBestRate } from "./get-best-rate";
import type { PoolSnapshot } from "../../ports/quote-reader.port";
import { MAX_UINT256, poolBook, quoteLocally } from "../pool-quote";
import { bestRateDeps, DAI, fakeReader, TEST_FEES, TEST_NETWORK } from "./market.test-support";
import { v3PoolState } from "../uniswap-v3/v3.test-support";
import { createQuoteCache } from "../quote-cache";
import { FakeClock } from "../../testing/fake-clock";
import { routeSrcAmount } from "../../exchange/trade-route";

const E18 = 10n ** 18n;
// ETH/DAI on both venues, the second one half as deep.
const POOLS: PoolSnapshot = {
  feeBps: 25n,
  venues: [
    { proxyIndex: 0, enabled: true, pools: [{ token0: DAI, token1: TEST_NETWORK.wrappedEth, reserve0: 3_000_000n * E18, reserve1: 1_000n * E18 }] },
    { proxyIndex: 1, enabled: true, pools: [{ token0: DAI, token1: TEST_NETWORK.wrappedEth, reserve0: 1_500_000n * E18, reserve1: 500n * E18 }] },
  ],
};
/** The router as the snapshot says it is. */
const router = (request: QuoteRequest) => quoteLocally(poolBook(POOLS, TEST_NETWORK.wrappedEth), request);

// A linear market: venue 0 pays 2 per unit, venue 1 pays 1 per unit, two-hop routes nothing.
const linear = (request: QuoteRequest): bigint | null => {
  const route = request.route;
  if (route.kind === "SINGLE") return route.srcAmount * (route.proxyIndex === 0 ? 2n : 1n);
  if (route.kind === "SPLIT") return route.srcAmounts[0]! * 2n + route.srcAmounts[1]!;
  return null;
};

describe("getBestRate", () => {
  it.each([
    ["an unknown from token", { from: "DGX", to: "DAI" }, marketTokenNotListed("DGX")],
    ["an unknown to token", { from: "ETH", to: "dgx" }, marketTokenNotListed("DGX")],
    ["the same token twice", { from: "eth", to: "ETH" }, marketSameToken("ETH")],
  ])("refuses %s", async (_label, pair, expected) => {
    expect(await getBestRate(bestRateDeps(fakeReader(linear)), { ...pair, side: "from", amount: 10n })).toEqual(err(expected));
  });

  it("answers no route when every view reverts", async () => {
    expect(await getBestRate(bestRateDeps(fakeReader(() => null)), { from: "ETH", to: "DAI", side: "from", amount: 10n })).toEqual(err(marketNoRoute("ETH", "DAI")));
  });

  it("passes a chain failure on", async () => {
    expect(await getBestRate(bestRateDeps(fakeReader(linear, true)), { from: "ETH", to: "DAI", side: "from", amount: 10n })).toEqual(err(chainRpcUnavailable("down")));
  });

  it("marks a quote through a token known to take a transfer fee with what the fee may take (bought: two transfers)", async () => {
    const PAXG = "0x00000000000000000000000000000000000000a9" as const;
    const tokens = buildTokenList(31337, [{ code: "DAI", address: DAI }, { code: "PAXG", address: PAXG, decimals: 18 }])._unsafeUnwrap();
    const deps = { ...bestRateDeps(fakeReader(linear)), network: { ...TEST_NETWORK, tokens } };
    const [plain, paxg] = await Promise.all([getBestRate(deps, { from: "ETH", to: "DAI", side: "from", amount: 1000n }), getBestRate(deps, { from: "ETH", to: "PAXG", side: "from", amount: 1000n })]);
    expect([plain._unsafeUnwrap().transferFeeBps, paxg._unsafeUnwrap().transferFeeBps]).toEqual([0, 4]);
  });

  it("picks the best venue for an exact from-amount in one batch, with the block, fees and gas", async () => {
    const reader = fakeReader(linear);
    const rate = (await getBestRate(bestRateDeps(reader), { from: "ETH", to: "DAI", side: "from", amount: 1000n }))._unsafeUnwrap();
    expect([rate.route, rate.toAmount, rate.blockNumber, rate.fees, rate.priceImpactBps, rate.rate, reader.batches]).toEqual([
      { kind: "SINGLE", proxyIndex: 0, srcAmount: 1000n },
      2000n,
      7n,
      TEST_FEES,
      0,
      "2",
      1,
    ]);
  });

  it("finds the least from-amount delivering an exact to-amount", async () => {
    const rate = (await getBestRate(bestRateDeps(fakeReader(linear)), { from: "ETH", to: "DAI", side: "to", amount: 10_000n }))._unsafeUnwrap();
    expect([rate.fromAmount, rate.toAmount]).toEqual([5000n, 10_000n]);
  });

  it.each([
    ["from", 40n * E18],
    ["to", 100_000n * E18],
  ] as const)("answers %s-side questions from the pools, the router confirming a route once per block", async (side, amount) => {
    const reader = fakeReader(router, false, POOLS);
    const deps = bestRateDeps(reader);
    const rates = [];
    for (const asked of [amount, amount + 1n]) rates.push((await getBestRate(deps, { from: "ETH", to: "DAI", side, amount: asked }))._unsafeUnwrap());
    const delivered = rates.map((rate) => router({ src: rate.from.address, dest: rate.to.address, route: rate.route, partnerIndex: 0 }) === rate.toAmount);
    expect([rates.map((r) => r.route.kind), delivered, reader.batches]).toEqual([["SPLIT", "SPLIT"], [true, true], 1]);
    expect(rates[0]!.priceImpactBps).toBeGreaterThan(0);
  });

  it("weighs each route's gas at the STD speed's max fee: a split whose second swap costs more than it adds is not taken", async () => {
    const reader = fakeReader(router, false, POOLS);
    const fees = (maxFeePerGas: bigint) => ({ ...TEST_FEES, speeds: { ...TEST_FEES.speeds, STD: { type: "EIP1559" as const, maxFeePerGas, maxPriorityFeePerGas: 1n } } });
    const network = { ...TEST_NETWORK, venues: [{ proxyIndex: 0, name: "deep", kind: "kul-amm" as const }, { proxyIndex: 1, name: "shallow", kind: "uniswap-v2" as const }] };
    const ask = async (maxFeePerGas: bigint) => {
      const deps = { ...bestRateDeps({ ...reader, getFeeData: () => okAsync(fees(maxFeePerGas)) }), network };
      return (await getBestRate(deps, { from: "ETH", to: "DAI", side: "from", amount: 2n * E18 }))._unsafeUnwrap();
    };
    // At 1 gwei a V2 swap's 77,000 gas is worth about 0.23 DAI; at 100,000 gwei about 23,000 DAI, more than splitting 2 ETH adds.
    const [cheap, dear] = [await ask(10n ** 9n), await ask(10n ** 14n)];
    expect([cheap.route.kind, dear.route, dear.gasLimit, cheap.gasLimit]).toEqual(["SPLIT", { kind: "SINGLE", proxyIndex: 0, srcAmount: 2n * E18 }, tradeGasLimit(dear.route, network.venues), tradeGasLimit(cheap.route, network.venues)]);
    expect(dear.gasLimit < cheap.gasLimit).toBe(true);
  });

  it("reads the pools and fees and confirms a route once per block, however many distinct questions evict older answers", async () => {
    const reader = fakeReader(router, false, POOLS);
    const reads = { pools: 0, fees: 0 };
    const counted = { ...reader, quoteMany: reader.quoteMany, readPools: (partnerIndex: number, block: bigint) => (reads.pools++, reader.readPools(partnerIndex, block)), getFeeData: () => (reads.fees++, reader.getFeeData()) };
    const deps = { ...bestRateDeps(counted), cache: createQuoteCache({ clock: new FakeClock(), blockTtlMs: 0, maxEntries: 2 }) };
    for (let i = 0n; i < 5n; i++) (await getBestRate(deps, { from: "ETH", to: "DAI", side: "from", amount: 40n * E18 + i }))._unsafeUnwrap();
    expect([reads, reader.batches]).toEqual([{ pools: 1, fees: 1 }, 1]);
  });

  it("answers a pair the router agreed on at once for the next blocks, still confirming; after a disagreement the pair waits for its confirmation again", async () => {
    let block = 7n;
    let agrees = true;
    let held: (() => void) | null = null;
    const base = fakeReader(router, false, POOLS);
    const asked: bigint[] = [];
    const reader = {
      ...base,
      getBlockNumber: () => okAsync(block),
      // Block 8's confirmation is held until released: an answer that waits for it cannot come.
      quoteMany: (requests: readonly QuoteRequest[], at: bigint) => {
        asked.push(at);
        const answers = requests.map((r) => (agrees ? router(r) : router(r)! - 1n));
        if (at !== 8n) return okAsync(answers);
        return new ResultAsync(new Promise<Result<(bigint | null)[], never>>((resolve) => (held = () => resolve(ok(answers)))));
      },
    };
    const deps = bestRateDeps(reader);
    const ask = async (amount: bigint) => (await getBestRate(deps, { from: "ETH", to: "DAI", side: "from", amount }))._unsafeUnwrap();
    await ask(40n * E18);
    block = 8n;
    agrees = false;
    const quick = await ask(41n * E18);
    expect([quick.blockNumber, quick.toAmount, asked]).toEqual([8n, router({ src: quick.from.address, dest: quick.to.address, route: quick.route, partnerIndex: 0 }), [7n, 8n]]);
    held!();
    await new Promise((resolve) => setImmediate(resolve));
    // Block 9: the router disagreed at block 8, so this answer waits for the router, which disagrees again: its views decide.
    block = 9n;
    const checked = await ask(42n * E18);
    expect(asked.slice(0, 3)).toEqual([7n, 8n, 9n]);
    expect(checked.toAmount).toBe(router({ src: checked.from.address, dest: checked.to.address, route: checked.route, partnerIndex: 0 })! - 1n);
  });

  it("searches the router's views, every time, while the router disagrees with the pools (a pool the snapshot does not know)", async () => {
    const reader = fakeReader(linear, false, POOLS);
    const deps = bestRateDeps(reader);
    const first = (await getBestRate(deps, { from: "ETH", to: "DAI", side: "from", amount: 1000n }))._unsafeUnwrap();
    const second = (await getBestRate(deps, { from: "ETH", to: "DAI", side: "from", amount: 1001n }))._unsafeUnwrap();
    expect([first.toAmount, second.toAmount, reader.batches]).toEqual([2000n, 2002n, 4]);
  });

  it.each([
    ["pools that cannot deliver it", POOLS, router],
    ["a router whose views keep paying less than wanted", undefined, (r: QuoteRequest) => (r.route.kind === "SINGLE" ? 1n : null)],
  ])("answers no route for a to-amount beyond %s, never an amount past uint256", async (_label, pools, price) => {
    const amounts: bigint[] = [];
    const reader = fakeReader((r) => (amounts.push(r.route.kind === "SPLIT" ? r.route.srcAmounts[0]! : routeSrcAmount(r.route)), price(r)), false, pools);
    expect(await getBestRate(bestRateDeps(reader), { from: "ETH", to: "DAI", side: "to", amount: 95_190_255_005_361_692_054_774n * E18 })).toEqual(err(marketNoRoute("ETH", "DAI")));
    expect(amounts.every((a) => a <= MAX_UINT256)).toBe(true);
  });

  const weth = TEST_NETWORK.wrappedEth;
  const [low, high] = BigInt(DAI) < BigInt(weth) ? [DAI, weth] : [weth, DAI];
  /** A constant-product venue holding `reserve` of each side, and a Uniswap V3 venue read `words` bitmap words each side. */
  const withV3 = (words: number, reserve = 1_000n * E18): PoolSnapshot => ({
    feeBps: 25n,
    venues: [
      { proxyIndex: 0, enabled: true, pools: [{ token0: DAI, token1: weth, reserve0: reserve, reserve1: reserve }] },
      { proxyIndex: 1, enabled: true, pools: [v3PoolState(low, high, words)] },
    ],
  });

  it("keeps the snapshot's least amount when the V3 swap it cannot price delivers less for it, in one router batch", async () => {
    const deep = 10n ** 30n;
    // The chain holds the whole V3 pool, far shallower than the constant-product one.
    const chain = (request: QuoteRequest) => quoteLocally(poolBook(withV3(1_000, deep), weth), request);
    const reader = fakeReader(chain, false, withV3(0, deep));
    const wanted = 10n ** 26n;
    const rate = (await getBestRate(bestRateDeps(reader), { from: "ETH", to: "DAI", side: "to", amount: wanted }))._unsafeUnwrap();
    const route = rate.route.kind === "SINGLE" ? rate.route.proxyIndex : null;
    expect([route, rate.toAmount >= wanted, reader.batches]).toEqual([0, true, 1]);
  });

  it("asks the router when a Uniswap V3 venue's swap leaves the ticks the snapshot read, instead of answering the venue the snapshot can price", async () => {
    const snapshot = (words: number) => withV3(words);
    // The chain holds the whole pool; the snapshot read only the current bitmap word.
    const chain = (request: QuoteRequest) => quoteLocally(poolBook(snapshot(1_000), weth), request);
    const amount = 10n ** 26n;
    const reader = fakeReader(chain, false, snapshot(0));
    const rate = (await getBestRate(bestRateDeps(reader), { from: "ETH", to: "DAI", side: "from", amount }))._unsafeUnwrap();
    const alone = (proxyIndex: number) => chain({ src: "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE", dest: DAI, route: { kind: "SINGLE", proxyIndex, srcAmount: amount }, partnerIndex: 0 })!;
    const [v3Alone, ammAlone] = [alone(1), alone(0)];
    // One router batch confirms the snapshot's winner and prices the shapes the snapshot cannot: no search through the views.
    expect([rate.toAmount >= v3Alone, rate.toAmount > ammAlone * 10n, rate.toAmount, reader.batches, reader.wholeReads]).toEqual([true, true, v3Alone, 1, 1]);
  });

  it("reads a Uniswap V3 pool whole when a swap leaves the ticks the snapshot read, once per block, and answers from it: split, priced exactly, confirmed", async () => {
    const chain = (request: QuoteRequest) => quoteLocally(poolBook(withV3(1_000), weth), request);
    const reader = fakeReader(chain, false, withV3(0), withV3(1_000));
    const deps = bestRateDeps(reader);
    const amount = 10n ** 26n;
    const rate = (await getBestRate(deps, { from: "ETH", to: "DAI", side: "from", amount }))._unsafeUnwrap();
    const alone = (proxyIndex: number) => chain({ src: "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE", dest: DAI, route: { kind: "SINGLE", proxyIndex, srcAmount: amount }, partnerIndex: 0 })!;
    // Priced on the whole pool, the answer is exactly what the chain delivers for its route, and beats the V3 venue alone.
    const delivered = chain({ src: "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE", dest: DAI, route: rate.route, partnerIndex: 0 });
    expect([rate.route.kind, rate.toAmount, rate.toAmount > alone(1), reader.batches, reader.wholeReads]).toEqual(["SPLIT", delivered, true, 1, 1]);
    // Another amount at the same block needs no second whole read.
    await getBestRate(deps, { from: "ETH", to: "DAI", side: "from", amount: amount + 1n });
    expect(reader.wholeReads).toBe(1);
  });
});
