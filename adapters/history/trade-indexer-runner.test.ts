import { okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { TradeEvent } from "../../core/ports/chain.port";
import type { TradeEventSourcePort } from "../../core/ports/trade-events.port";
import { createMemoryTradeStorage } from "../storage/memory/memory-trades";
import { startTradeIndexer } from "./trade-indexer-runner";
import { createFixedTradePrices } from "./trade-prices";

const DAI = { address: "0x00000000000000000000000000000000000000d1", code: "DAI", decimals: 18 };
const event: TradeEvent = {
  srcAsset: DAI.address as TradeEvent["srcAsset"],
  srcAmount: 10n ** 18n,
  destAsset: DAI.address as TradeEvent["destAsset"],
  destAmount: 10n ** 18n,
  trader: "0x00000000000000000000000000000000000000a1",
  fee: 0n,
  transactionHash: `0x${"1".padStart(64, "0")}`,
  blockNumber: 3n,
  logIndex: 0,
};
const source: TradeEventSourcePort = {
  getBlockNumber: () => okAsync(5n),
  getTradeEvents: (from, to) => okAsync(event.blockNumber >= from && event.blockNumber <= to ? [event] : []),
  getTradeAuthorizationEvents: () => okAsync([]),
  getBlockTimestamp: () => okAsync(1_700_000_000),
};

describe("the trade indexer runner", () => {
  it("runs the indexer in the background until stopped, resuming from the stored cursor", async () => {
    const trades = createMemoryTradeStorage();
    const prices = createFixedTradePrices([{ ...DAI, usdPrice: "1" }]);
    await startTradeIndexer({ events: source, trades, prices }, { startBlock: 0n, batchBlocks: 2n }, 60_000).stop();
    expect((await trades.getCursor("router-trades"))._unsafeUnwrap()).toBe(5n);
    expect((await trades.listLinkedTrades({ startTimestamp: 0, endTimestamp: 2 ** 40, maxBlockNumber: 10n }))._unsafeUnwrap()).toHaveLength(1);
  });
});
