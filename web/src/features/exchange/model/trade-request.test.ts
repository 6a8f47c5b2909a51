import { describe, expect, it } from "vitest";
import { ok, err } from "neverthrow";
import { bestRateQuoteSource } from "./quote-source";
import { feeOfSpeed, routeOfTrade, sendOptionsOf, tradeRequestOf } from "./trade-request";
import { DAI, ETH, answerOf, quoteOf } from "./test-support";

const A = "0x00000000000000000000000000000000000000a1";
const B = "0x00000000000000000000000000000000000000b2";

describe("trade requests from best-rate answers", () => {
  it("sells the quoted amount with minimum received after slippage and a deadline in unix seconds", () => {
    const quote = quoteOf(10n ** 18n, 2000n * 10n ** 18n);
    const request = tradeRequestOf(ETH, DAI, quote, { speed: "FAST", slippageBps: 100, deadlineMinutes: 20 }, 1_700_000_000_500);
    expect(request).toEqual({
      src: ETH.address,
      dest: DAI.address,
      route: { kind: "SINGLE", proxyIndex: 1, srcAmount: 10n ** 18n },
      partnerIndex: 0,
      minDestAmount: 1980n * 10n ** 18n,
      deadline: 1_700_000_000n + 1200n,
    });
  });

  it("maps split and multi-hop answers to the router's route kinds", () => {
    const hop = (proxyIndex: number, src: string, dest: string) => ({ proxyIndex, venue: `v${proxyIndex}`, src, dest });
    const split = { kind: "SPLIT" as const, fromAmount: "10", toAmount: "20", rate: "2", priceImpact: 0, routes: [{ srcAmount: "3", hops: [hop(0, A, B)] }, { srcAmount: "7", hops: [hop(1, A, B)] }] };
    expect(routeOfTrade(split)).toEqual({ kind: "SPLIT", proxyIndexes: [0, 1], srcAmounts: [3n, 7n] });
    const routes = { ...split, kind: "ROUTES" as const, routes: [{ srcAmount: "10", hops: [hop(0, A, ETH.address), hop(1, ETH.address, B)] }] };
    expect(routeOfTrade(routes)).toEqual({ kind: "ROUTES", srcAmount: 10n, hops: [{ proxyIndex: 0, src: A, dest: ETH.address }, { proxyIndex: 1, src: ETH.address, dest: B }] });
  });

  it("pays the selected speed's fee and falls back to its gas limit", () => {
    const quote = quoteOf(1n, 2n);
    expect(sendOptionsOf(quote, "SLOW")).toEqual({ fee: { type: "EIP1559", maxFeePerGas: 10n ** 9n, maxPriorityFeePerGas: 1_000_000n }, fallbackGasLimit: 200_000n });
    const legacy = { ...answerOf(1n, 2n).STD, feeType: "LEGACY" as const, maxFeePerGas: null, maxPriorityFeePerGas: null };
    expect(feeOfSpeed(legacy)).toEqual({ type: "LEGACY", gasPrice: 2n * 10n ** 9n });
  });
});

describe("the best-rate quote source", () => {
  const asked: string[] = [];
  const market = {
    bestRateToAmount: async (q: { from: string; to: string; amount: bigint }) => (asked.push(`to:${q.from}>${q.to}:${q.amount}`), ok(answerOf(q.amount, q.amount * 2n))),
    bestRateFromAmount: async (q: { from: string; to: string; amount: bigint }) => (asked.push(`from:${q.from}>${q.to}:${q.amount}`), err({ code: "MARKET_NO_ROUTE", status: 422, message: "no route" })),
  };
  const fetchQuote = bestRateQuoteSource(market);
  const signal = new AbortController().signal;

  it("asks the to-amount route for a typed from-amount and the from-amount route for a typed to-amount", async () => {
    const quote = await fetchQuote({ from: ETH, to: DAI, side: "from", amount: 5n }, signal);
    expect(quote.map((q) => [q.fromAmount, q.toAmount, q.rate])).toEqual(ok([5n, 10n, "2000"]));
    expect(await fetchQuote({ from: ETH, to: DAI, side: "to", amount: 5n }, signal)).toEqual(err({ code: "MARKET_NO_ROUTE" }));
    expect(asked).toEqual(["to:ETH>DAI:5", "from:ETH>DAI:5"]);
  });
});
