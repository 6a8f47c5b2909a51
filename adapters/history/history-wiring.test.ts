import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import { DEFAULT_CAMPAIGN } from "../../core/history/use-cases/top-trader-stats";
import type { TradeEvent } from "../../core/ports/chain.port";
import type { TradeEventSourcePort } from "../../core/ports/trade-events.port";
import type { MarketServerDeps } from "../server/market-deps";
import { createMemoryTradeStorage } from "../storage/memory/memory-trades";
import { connectHistory } from "./connect-history";
import { createFeedTradePrices, createFixedTradePrices } from "./trade-prices";
import { startTradeIndexer } from "./trade-indexer-runner";

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
  getBlockTimestamp: () => okAsync(1_700_000_000),
};
const feed = {
  getUsdPrices: () => okAsync({ takenAt: 0, pricesE8: { DAI: 100_000_000n } }),
  getUsdThbRate: () => okAsync("not a number"),
};

describe("the history wiring", () => {
  it("runs the indexer in the background until stopped, resuming from the stored cursor", async () => {
    const trades = createMemoryTradeStorage();
    const prices = createFixedTradePrices([{ ...DAI, usdPrice: "1" }]);
    await startTradeIndexer({ events: source, trades, prices }, { startBlock: 0n, batchBlocks: 2n }, 60_000).stop();
    expect((await trades.getCursor("router-trades"))._unsafeUnwrap()).toBe(5n);
    expect((await trades.listLinkedTrades({ startTimestamp: 0, endTimestamp: 2 ** 40, maxBlockNumber: 10n }))._unsafeUnwrap()).toHaveLength(1);
  });

  it("reads prices from the market feed by token code; a rate that does not parse is 33.0", async () => {
    const prices = createFeedTradePrices(feed, [DAI, { address: "0x02", code: "FOO", decimals: 0 }]);
    expect((await prices.tokens())._unsafeUnwrap()).toEqual([
      { ...DAI, usdPrice: { units: 100_000_000n, scale: 8 } },
      { address: "0x02", code: "FOO", decimals: 0, usdPrice: null },
    ]);
    expect((await prices.usdThbRate())._unsafeUnwrap()).toEqual({ units: 330n, scale: 1 });
  });

  it("serves history without prices or indexer when there is no market", async () => {
    const trades = createMemoryTradeStorage();
    const { history, runner } = await connectHistory({ rpcUrl: "http://127.0.0.1:9", deploymentsDir: "/nonexistent" }, { trades, market: null });
    expect({ history, runner }).toEqual({ history: { trades, prices: null, campaign: DEFAULT_CAMPAIGN }, runner: null });
  });

  it("starts the indexer from the deployment file when there is a market, and logs a missing file", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "kul-history-"));
    const market = { priceFeed: feed, network: { chainId: 31337, tokens: { chainId: 31337, tokens: [DAI] } } } as unknown as MarketServerDeps;
    const lines: string[] = [];
    const missing = await connectHistory({ rpcUrl: "http://127.0.0.1:9", deploymentsDir: dir }, { trades: createMemoryTradeStorage(), market }, (l) => lines.push(l));
    expect(missing.runner).toBeNull();
    expect(lines[0]).toMatch(/^trade indexer off: /);
    await writeFile(path.join(dir, "31337.json"), JSON.stringify({ router: `0x${"ab".repeat(20)}`, startBlock: 0 }));
    const wired = await connectHistory({ rpcUrl: "http://127.0.0.1:9", deploymentsDir: dir }, { trades: createMemoryTradeStorage(), market }, (l) => lines.push(l));
    expect(wired.history.prices).not.toBeNull();
    await wired.runner!.stop();
    expect(lines.at(-1)).toMatch(/^trade indexer: CHAIN_/);
    await rm(dir, { recursive: true, force: true });
  });
});
