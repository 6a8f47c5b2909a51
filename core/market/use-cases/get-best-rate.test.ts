import { err } from "neverthrow";
import { describe, expect, it } from "vitest";
import { chainRpcUnavailable } from "../../ports/chain.errors";
import type { QuoteRequest } from "../../ports/chain.port";
import { marketNoRoute, marketSameToken, marketTokenNotListed } from "../market.errors";
import { getBestRate } from "./get-best-rate";
import { bestRateDeps, fakeReader, TEST_FEES } from "./market.test-support";

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
});
