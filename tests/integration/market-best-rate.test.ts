import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Address, TradeRequest } from "../../core/ports/chain.port";
import type { BestRateResponse } from "../../adapters/api-contract/market.schema";
import { FakeClock } from "../../core/testing/fake-clock";
import { createMarketClient } from "../support/wire-clients/market.client";
import { routeOfAnswer, startMarketTestEnv, type MarketTestEnv } from "./market-fixture";
import { startTestServer } from "./server-harness";

let t: MarketTestEnv;
const E18 = 10n ** 18n;

beforeAll(async () => {
  t = await startMarketTestEnv();
  for (const code of ["DAI", "USDT", "WBTC", "MKR"]) {
    const approved = await t.trader.approve({ token: t.tokenAddress(code), spender: t.env.chainDeployment.router, amount: "UNLIMITED" });
    expect(approved.isOk()).toBe(true);
  }
}, 120_000);
afterAll(async () => t?.close());

async function bestTo(from: string, to: string, amount: bigint): Promise<BestRateResponse> {
  return (await t.api.bestRateToAmount({ from, to, amount }))._unsafeUnwrap();
}

/** Sends the STD answer's trade with its fee fields and gas limit, the minimum set to the quoted amount. */
async function tradeAnswer(from: string, to: string, answer: BestRateResponse) {
  const std = answer.STD;
  const request: TradeRequest = {
    src: t.tokenAddress(from),
    dest: t.tokenAddress(to),
    route: routeOfAnswer(std.trade),
    partnerIndex: 0,
    minDestAmount: BigInt(std.trade.toAmount),
    deadline: BigInt(Math.floor(Date.now() / 1000) + 3600),
  };
  const fee = std.feeType === "EIP1559" ? { type: "EIP1559" as const, maxFeePerGas: BigInt(std.maxFeePerGas!), maxPriorityFeePerGas: BigInt(std.maxPriorityFeePerGas!) } : { type: "LEGACY" as const, gasPrice: BigInt(std.gasPrice) };
  return (await t.trader.trade(request, { fee, gasLimit: BigInt(std.gasLimit) }))._unsafeUnwrap();
}

/** The best of each venue alone, read at the answer's block. */
async function bestSingleVenue(from: string, to: string, amount: bigint, block: bigint): Promise<bigint> {
  const requests = t.market.network.venues.map((v) => ({ src: t.tokenAddress(from), dest: t.tokenAddress(to), route: { kind: "SINGLE" as const, proxyIndex: v.proxyIndex, srcAmount: amount }, partnerIndex: 0 }));
  const outs = (await t.market.reader.quoteMany(requests, block))._unsafeUnwrap();
  return outs.reduce<bigint>((a, b) => (b !== null && b > a ? b : a), 0n);
}

describe("GET /rate/best-rate on the local chain", () => {
  it.each([
    ["ETH", "DAI", E18],
    ["DAI", "ETH", 2_000n * E18],
    ["WBTC", "MKR", 10_000_000n],
    ["ETH", "DAI", 30n * E18],
    ["USDT", "SLP", 500_000_000n],
  ])("a quote for %s -> %s (%s) then a trade on its route delivers exactly the quoted amount", async (from, to, amount) => {
    const answer = await bestTo(from, to, amount);
    const { receipt, trade } = await tradeAnswer(from, to, answer);
    expect([trade.srcAmount, trade.destAmount]).toEqual([amount, BigInt(answer.STD.trade.toAmount)]);
    expect(receipt.gasUsed <= BigInt(answer.STD.gasLimit)).toBe(true);
  });

  it("answers a split or two-hop route for a large sale, beating the best single venue", async () => {
    const amount = 40n * E18;
    const answer = await bestTo("ETH", "DAI", amount);
    const single = await bestSingleVenue("ETH", "DAI", amount, BigInt(answer.blockNumber));
    expect([answer.STD.trade.kind === "SINGLE", BigInt(answer.STD.trade.toAmount) > single]).toEqual([false, true]);
  });

  it("routes through an intermediate where no venue has the pair, each step split over the venues holding its pool, and beats every single venue", async () => {
    const amount = 5n * E18;
    const answer = await bestTo("MKR", "LINK", amount);
    const single = await bestSingleVenue("MKR", "LINK", amount, BigInt(answer.blockNumber));
    const [mkr, link] = [t.tokenAddress("MKR").toLowerCase(), t.tokenAddress("LINK").toLowerCase()];
    // Every path leaves MKR, ends in LINK and passes a token between.
    const through = answer.STD.trade.routes.map((p) => [p.hops[0]!.src.toLowerCase() === mkr, p.hops.at(-1)!.dest.toLowerCase() === link, p.hops.some((h) => h.dest.toLowerCase() !== link)]);
    const splitStep = answer.STD.trade.routes.some((p) => p.hops.some((h, i) => i > 0 && h.src === p.hops[i - 1]!.src && h.dest === p.hops[i - 1]!.dest));
    expect([answer.STD.trade.kind, splitStep, through.every((x) => x.every(Boolean)), single, BigInt(answer.STD.trade.toAmount) > 0n]).toEqual(["PATHS", true, true, 0n, true]);
  });

  it("answers the least from-amount that delivers a wanted to-amount, and the trade delivers the answer", async () => {
    const wanted = 1_000n * E18;
    const answer = (await t.api.bestRateFromAmount({ from: "ETH", to: "DAI", amount: wanted }))._unsafeUnwrap();
    const fromAmount = BigInt(answer.STD.trade.fromAmount);
    const toAmount = BigInt(answer.STD.trade.toAmount);
    const less = routeOfAnswer({ ...answer.STD.trade, routes: answer.STD.trade.routes.map((p) => ({ ...p, srcAmount: (BigInt(p.srcAmount) - BigInt(p.srcAmount) / 1000n).toString() })) });
    const [lessOut] = (await t.market.reader.quoteMany([{ src: t.tokenAddress("ETH") as Address, dest: t.tokenAddress("DAI"), route: less, partnerIndex: 0 }], BigInt(answer.blockNumber)))._unsafeUnwrap();
    expect([toAmount >= wanted, toAmount - wanted <= wanted / 2000n, lessOut! < wanted]).toEqual([true, true, true]);
    const { trade } = await tradeAnswer("ETH", "DAI", answer);
    expect([trade.srcAmount, trade.destAmount]).toEqual([fromAmount, toAmount]);
  });

  it("reads a new question in one batched call and answers a repeated one at the same block from the cache", async () => {
    const before = t.batches();
    const first = await bestTo("ETH", "USDC", E18 / 10n + 12_345n);
    const afterFirst = t.batches();
    const second = await bestTo("ETH", "USDC", E18 / 10n + 12_345n);
    expect([afterFirst - before, t.batches() - afterFirst, second]).toEqual([1, 0, first]);
  });

  it("answers to-amount questions from the block's pools, the router checking each pair once per block (beside the answer once it agreed)", async () => {
    // A walk past a V3 pool's window (where the earlier trades left the local pools) reads those pools whole: one
    // more round trip, one call per pool, never another quote batch; counted apart so the rest is exact either way.
    const count = async (run: () => Promise<{ isOk(): boolean }>) => {
      const [before, wholeBefore] = [t.roundTrips(), t.poolsReadWhole()];
      t.env.wallet.reset();
      expect((await run()).isOk()).toBe(true);
      await t.settled();
      const after = t.roundTrips();
      const { readWholeV3Pools: wholeReads = 0, ...trips } = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k] ?? 0)]).filter(([, v]) => v !== 0));
      expect(wholeReads).toBeLessThanOrEqual(1);
      const calls = t.env.wallet.methods.filter((m) => m === "eth_call").length - (t.poolsReadWhole() - wholeBefore);
      return [trips, calls];
    };
    await t.env.node.request({ method: "evm_mine", params: [] });
    const freshBlock = await count(async () => await t.api.bestRateFromAmount({ from: "ETH", to: "DAI", amount: 777n * E18 }));
    const sameRoute = await count(async () => await t.api.bestRateFromAmount({ from: "ETH", to: "DAI", amount: 778n * E18 }));
    const otherPair = await count(async () => await t.api.bestRateFromAmount({ from: "DAI", to: "USDC", amount: 1_234_567_891n }));
    const forward = await count(async () => await t.api.bestRateToAmount({ from: "WBTC", to: "MKR", amount: 12_345_678n }));
    // The partner, each venue, each constant-product pool, and every Uniswap V3 pool in one call.
    const venues = t.env.deployment.venues;
    const pairPools = venues.filter((v) => v.kind !== "uniswap-v3").reduce((n, v) => n + Object.keys(v.pairs).length, 0);
    const v3Read = venues.some((v) => v.kind === "uniswap-v3" && Object.keys(v.pairs).length > 0) ? 1 : 0;
    const poolReads = 1 + t.market.network.venues.length + pairPools + v3Read;
    expect([freshBlock, sameRoute, otherPair, forward]).toEqual([
      [{ getBlockNumber: 1, getFeeData: 1, readPools: 1, quoteMany: 1 }, poolReads + 1],
      [{ getBlockNumber: 1 }, 0],
      [{ getBlockNumber: 1, quoteMany: 1 }, 1],
      [{ getBlockNumber: 1, quoteMany: 1 }, 1],
    ]);
  });

  it("gives one answer per speed with EIP-1559 fee fields rising from SLOW to FAST and the same trade", async () => {
    const answer = await bestTo("ETH", "DAI", E18);
    const fees = (["SLOW", "STD", "FAST"] as const).map((s) => answer[s]);
    expect(fees.map((f) => [f.feeType, f.gasPrice === f.maxFeePerGas, f.estimatedMinutes, f.trade])).toEqual([
      ["EIP1559", true, 30, answer.STD.trade],
      ["EIP1559", true, 5, answer.STD.trade],
      ["EIP1559", true, 2, answer.STD.trade],
    ]);
    const tips = fees.map((f) => BigInt(f.maxPriorityFeePerGas!));
    expect(tips[0]! <= tips[1]! && tips[1]! <= tips[2]!).toBe(true);
  });
});

describe("best-rate quotes limited per client network", () => {
  it("answers 429 REQUEST_RATE_LIMITED past the limit on either quote route, until the window ends", async () => {
    const clock = new FakeClock(Date.UTC(2026, 10, 21, 7, 0, 0));
    const limited = await startTestServer({ deps: { market: t.market, clock }, config: { requestLimits: { register: null, login: null, quote: { limit: 3, windowMs: 60_000 } } } });
    try {
      const api = createMarketClient(limited.client);
      const ask = async (side: "to" | "from") => {
        const answer = side === "to" ? await api.bestRateToAmount({ from: "ETH", to: "DAI", amount: E18 }) : await api.bestRateFromAmount({ from: "ETH", to: "DAI", amount: 1000n * E18 });
        return answer.isOk() ? "OK" : answer.error.code;
      };
      const answers = [await ask("to"), await ask("from"), await ask("to"), await ask("from")];
      expect(answers).toEqual(["OK", "OK", "OK", "REQUEST_RATE_LIMITED"]);
      clock.advance(60_000);
      expect(await ask("to")).toBe("OK");
    } finally {
      await limited.close();
    }
  });
});
