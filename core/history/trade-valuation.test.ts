import { describe, expect, it } from "vitest";
import type { TradeEvent } from "../ports/chain.port";
import type { PricedToken } from "../ports/trade-events.port";
import { tradeToken, valueTrade } from "./trade-valuation";

const ETH: PricedToken = { address: "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE", code: "ETH", decimals: 18, usdPrice: { units: 3000n, scale: 0 } };
const USDC: PricedToken = { address: "0x00000000000000000000000000000000000000C1", code: "USDC", decimals: 6, usdPrice: { units: 1n, scale: 0 } };
const NOPRICE: PricedToken = { address: "0x00000000000000000000000000000000000000F1", code: "FOO", decimals: 0, usdPrice: null };
const RATE = { units: 330n, scale: 1 };

const event = (src: string, srcAmount: bigint, dest: string, destAmount: bigint): TradeEvent => ({
  srcAsset: src as TradeEvent["srcAsset"],
  srcAmount,
  destAsset: dest as TradeEvent["destAsset"],
  destAmount,
  trader: "0x00000000000000000000000000000000000000AA",
  fee: 0n,
  transactionHash: "0xABC",
  blockNumber: 7n,
  logIndex: 2,
});

describe("valueTrade", () => {
  it.each([
    ["the received token's price", event(ETH.address, 10n ** 18n, USDC.address, 2_999_500_000n), 299_950n, 9_898_350n],
    ["the sold token's price when the received one has none", event(ETH.address, 10n ** 17n, NOPRICE.address, 5n), 30_000n, 990_000n],
    ["zero when neither token has a price", event(NOPRICE.address, 5n, "0x00000000000000000000000000000000000000F2", 5n), 0n, 0n],
    ["half a satang rounded up", event(ETH.address, 1n, USDC.address, 5_000n), 1n, 17n],
  ])("values a trade at %s", (_what, e, usdCents, thbSatang) => {
    expect(valueTrade(e, 1_700_000_000, [ETH, USDC, NOPRICE], RATE)).toMatchObject({ usdCents, thbSatang, blockTimestamp: 1_700_000_000, transactionHash: "0xabc", logIndex: 2 });
  });

  it("names an unlisted token by its lower-cased address with 18 decimals", () => {
    expect(tradeToken([ETH], "0xABCDEF")).toEqual({ address: "0xabcdef", code: "0xabcdef", decimals: 18, usdPrice: null });
    expect(tradeToken([ETH], ETH.address.toLowerCase())).toBe(ETH);
  });
});
