import { okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import { createFeedTradePrices } from "./trade-prices";

const DAI = { address: "0x00000000000000000000000000000000000000d1", code: "DAI", decimals: 18 };
const feed = {
  getUsdPrices: () => okAsync({ takenAt: 0, pricesE8: { DAI: 100_000_000n } }),
  getUsdThbRate: () => okAsync("not a number"),
};

describe("the trade prices", () => {
  it("reads prices from the market feed by token code; a rate that does not parse is 33.0", async () => {
    const prices = createFeedTradePrices(feed, [DAI, { address: "0x02", code: "FOO", decimals: 0 }]);
    expect((await prices.tokens())._unsafeUnwrap()).toEqual([
      { ...DAI, usdPrice: { units: 100_000_000n, scale: 8 } },
      { address: "0x02", code: "FOO", decimals: 0, usdPrice: null },
    ]);
    expect((await prices.usdThbRate())._unsafeUnwrap()).toEqual({ units: 330n, scale: 1 });
  });
});
