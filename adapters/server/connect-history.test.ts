import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import { DEFAULT_CAMPAIGN } from "../../core/history/leaderboard-campaign";
import { createMemoryTradeStorage } from "../storage/memory/memory-trades";
import { connectHistory } from "./connect-history";
import type { MarketServerDeps } from "./market-deps";

const DAI = { address: "0x00000000000000000000000000000000000000d1", code: "DAI", decimals: 18 };
const feed = {
  getUsdPrices: () => okAsync({ takenAt: 0, pricesE8: { DAI: 100_000_000n } }),
  getUsdThbRate: () => okAsync("not a number"),
};

describe("the history wiring", () => {
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
    await writeFile(path.join(dir, "31337.json"), JSON.stringify({ chainId: 31337, router: `0x${"ab".repeat(20)}`, batchReader: `0x${"cd".repeat(20)}`, startBlock: 0 }));
    const wired = await connectHistory({ rpcUrl: "http://127.0.0.1:9", deploymentsDir: dir }, { trades: createMemoryTradeStorage(), market }, (l) => lines.push(l));
    expect(wired.history.prices).not.toBeNull();
    await wired.runner!.stop();
    expect(lines.at(-1)).toMatch(/^trade indexer: CHAIN_/);
    await rm(dir, { recursive: true, force: true });
  });
});
