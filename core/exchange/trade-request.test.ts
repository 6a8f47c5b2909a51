import { err, errAsync, ok, okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { MarketApiPort } from "../ports/market-api.port";
import { deadlineAt, parseDeadline } from "./deadline";
import { bestRateQuoteSource, quoteOfAnswer } from "./quote-source";
import { quoteMinimum, sendOptionsOf, tradeRequestOf } from "./trade-request";
import { answerOf, DAI, ETH, quoteOf } from "./best-rate.test-support";

describe("trade requests from best-rate answers", () => {
  it("sells the quoted amount on the quote's route and partner, with minimum received after slippage and a deadline in unix seconds", () => {
    const quote = quoteOf(10n ** 18n, 2000n * 10n ** 18n, 0.25, 2);
    const request = tradeRequestOf({ from: ETH.address, to: DAI.address }, quote, { speed: "FAST", slippageBps: 100, deadlineMinutes: 20 }, 1_700_000_000_500);
    expect(request).toEqual({
      src: ETH.address,
      dest: DAI.address,
      route: { kind: "SINGLE", proxyIndex: 1, srcAmount: 10n ** 18n },
      partnerIndex: 2,
      minDestAmount: 1980n * 10n ** 18n,
      deadline: 1_700_000_000n + 1200n,
    });
  });

  it("widens the minimum by what a transfer-fee token on the route may take (the quote is only approximate then)", () => {
    const answer = answerOf(10n ** 18n, 2000n * 10n ** 18n);
    const speeds = Object.fromEntries(Object.entries(answer.speeds).map(([speed, rate]) => [speed, { ...rate, trade: { ...rate.trade, transferFeeBps: 4 } }]));
    const quote = quoteOfAnswer({ ...answer, speeds: speeds as typeof answer.speeds });
    const request = tradeRequestOf({ from: ETH.address, to: DAI.address }, quote, { speed: "STD", slippageBps: 50, deadlineMinutes: 20 }, 0);
    expect([request.minDestAmount, quoteMinimum(quote, "STD", 50)]).toEqual([(2000n * 10n ** 18n * 9_946n) / 10_000n, (2000n * 10n ** 18n * 9_946n) / 10_000n]);
  });

  it("pays the selected speed's fee and falls back to its gas limit", () => {
    expect(sendOptionsOf(quoteOf(1n, 2n), "SLOW")).toEqual({ fee: { type: "EIP1559", maxFeePerGas: 10n ** 9n, maxPriorityFeePerGas: 1_000_000n }, fallbackGasLimit: 200_000n });
  });
});

describe("the deadline", () => {
  it("accepts whole deadlines of 1 to 180 minutes only", () => {
    expect(parseDeadline(" 30 ")).toEqual(ok(30));
    for (const text of ["0", "181", "1.5", "", "abc"]) {
      expect(parseDeadline(text), text).toEqual(err({ code: "DEADLINE_OUT_OF_RANGE", min: 1, max: 180 }));
    }
  });

  it("counts whole seconds from the time the trade is sent", () => {
    expect(deadlineAt(1_700_000_000_999, 1)).toBe(1_700_000_060n);
  });
});

describe("the best-rate quote source", () => {
  it("asks the market for the side the trader typed and turns its answer into a quote", async () => {
    const asked: string[] = [];
    const market: Pick<MarketApiPort, "bestRate"> = {
      bestRate: (q) => {
        asked.push(`${q.side}:${q.from}>${q.to}:${q.amount}`);
        return q.side === "from" ? okAsync(answerOf(q.amount, q.amount * 2n)) : errAsync({ code: "MARKET_NO_ROUTE", status: 422, message: "no route" });
      },
    };
    const fetchQuote = bestRateQuoteSource(market);
    const signal = new AbortController().signal;
    const quote = await fetchQuote({ from: ETH, to: DAI, side: "from", amount: 5n }, signal);
    expect(quote.map((q) => [q.fromAmount, q.toAmount, q.rate])).toEqual(ok([5n, 10n, "2000"]));
    expect(await fetchQuote({ from: ETH, to: DAI, side: "to", amount: 5n }, signal)).toEqual(err({ code: "MARKET_NO_ROUTE" }));
    expect(asked).toEqual(["from:ETH>DAI:5", "to:ETH>DAI:5"]);
  });
});
