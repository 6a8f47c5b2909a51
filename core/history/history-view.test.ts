import { describe, expect, it } from "vitest";
import { filterDateText, historyDownloadable, historyRowView } from "./history-view";
import type { TradeHistoryItem } from "./trade-history";

const HASH = "0x9f2c4e1a7b3d5f60182a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b6d";
const trade: TradeHistoryItem = {
  blockTimestamp: 1767200399, // 31-12-2025 23:59:59 in Bangkok, 16:59:59 UTC
  blockNumber: 120n,
  logIndex: 3,
  transactionHash: HASH,
  trader: "0x00000000000000000000000000000000000000aa",
  fromToken: "ETH",
  fromTokenDecimals: 18,
  toToken: "USDC",
  toTokenDecimals: 6,
  srcAmount: 1_500000000000000000n,
  destAmount: 2775_375000n,
  toTokenThbValue: "91587.38",
};

describe("a trade history row", () => {
  it("shows the Bangkok date, signed amounts, grouped THB and the short hash linked on Sepolia", () => {
    expect(historyRowView(trade, 11155111)).toEqual({
      key: `${HASH}-3`,
      date: "31-12-2025",
      fromToken: "ETH",
      fromAmount: "-1.5",
      toToken: "USDC",
      toAmount: "+2,775.375",
      thb: "91,587.38",
      hash: HASH,
      shortHash: "0x9f2…e4b6d",
      explorerUrl: `https://sepolia.etherscan.io/tx/${HASH}`,
    });
  });

  it("dates a trade one second later on the next Bangkok day", () => {
    expect(historyRowView({ ...trade, blockTimestamp: 1767200400 }, 1).date).toBe("01-01-2026");
  });

  it("keeps 8 significant digits of long amounts", () => {
    expect(historyRowView({ ...trade, srcAmount: 123456789012345678n }, 1).fromAmount).toBe("-0.12345679");
  });

  it.each([
    [1, `https://etherscan.io/tx/${HASH}`],
    [31337, null],
    [null, null],
  ])("links the hash on chain %s to %s", (chainId, url) => {
    expect(historyRowView(trade, chainId).explorerUrl).toBe(url);
  });

  it("shows a THB value not in the 2-decimal form as sent", () => {
    expect(historyRowView({ ...trade, toTokenThbValue: "12" }, 1).thb).toBe("12");
  });

  it("offers the CSV download only with at least one row", () => {
    expect([0, 1, 45].map(historyDownloadable)).toEqual([false, true, true]);
  });

  it("writes a filter day as DD-MM-YYYY", () => {
    expect([filterDateText("2026-03-01"), filterDateText("")]).toEqual(["01-03-2026", ""]);
  });
});
