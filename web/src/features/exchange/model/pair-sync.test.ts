import { describe, expect, it } from "vitest";
import { createRateRequester } from "../../../../../core/exchange/rate-requester";
import { FakeClock } from "../../../../../core/testing/fake-clock";
import { ok } from "neverthrow";
import { syncPair } from "./pair-sync";
import { DAI, ETH, USDT } from "@core/exchange/best-rate.test-support";

function requester() {
  const clock = new FakeClock();
  const rates = createRateRequester({ clock, scheduler: clock, fetchQuote: async (q) => ok({ fromAmount: q.amount, toAmount: q.amount, rate: "1", details: null }) }, { from: ETH, to: DAI });
  rates.typeAmount("from", "1.5");
  return rates;
}
const pairOf = (rates: ReturnType<typeof requester>) => [rates.getState().from.code, rates.getState().to.code, rates.getState().side, rates.getState().text];

describe("adopting the page's pair", () => {
  it("keeps everything when the pair is already shown", () => {
    const rates = requester();
    syncPair(rates, { from: ETH, to: DAI });
    expect(pairOf(rates)).toEqual(["ETH", "DAI", "from", "1.5"]);
  });

  it("reverses a reversed pair, the amount staying with its token", () => {
    const rates = requester();
    syncPair(rates, { from: DAI, to: ETH });
    expect(pairOf(rates)).toEqual(["DAI", "ETH", "to", "1.5"]);
  });

  it("selects new tokens on either side, even one taken from the other side", () => {
    const rates = requester();
    syncPair(rates, { from: USDT, to: ETH });
    expect(pairOf(rates).slice(0, 2)).toEqual(["USDT", "ETH"]);
    syncPair(rates, { from: DAI, to: USDT });
    expect(pairOf(rates).slice(0, 2)).toEqual(["DAI", "USDT"]);
  });
});
