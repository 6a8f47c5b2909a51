import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixedTradePrices } from "../history/trade-prices";
import { createMemoryTradeStorage } from "../storage/memory/memory-trades";
import { getTradeHistory } from "../../core/history/use-cases/get-trade-history";
import { topTraderStats } from "../../core/history/use-cases/top-trader-stats";
import type { TradeRecord } from "../../core/ports/trade-storage.port";
import { OPEN_CAMPAIGN } from "../../tests/integration/history-fixtures";
import { signInTestUser, startTestServer, type TestServer } from "../../tests/integration/server-harness";
import { keyWallet, linkKeyWallet } from "../../tests/support/key-wallet";
import { createHistoryApi } from "./history.client";

// Hardhat's first development key: public, test use only.
const KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
const WALLET = keyWallet(KEY).address.toLowerCase();
const ETH = { address: "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", code: "ETH", decimals: 18 };
const DAI = { address: "0x00000000000000000000000000000000000000d1", code: "DAI", decimals: 18 };

const trade = (block: number, usdCents: bigint): TradeRecord => ({
  transactionHash: `0x${block.toString(16).padStart(64, "0")}`,
  logIndex: 0,
  blockNumber: BigInt(block),
  blockTimestamp: 1_700_000_000 + block,
  trader: WALLET,
  fromToken: ETH,
  toToken: DAI,
  srcAmount: 10n ** 18n + BigInt(block),
  destAmount: 3_000n * 10n ** 18n,
  fee: 0n,
  usdCents,
  thbSatang: usdCents * 33n,
});

const trades = createMemoryTradeStorage();
let server: TestServer;
beforeAll(async () => {
  const prices = createFixedTradePrices([
    { ...ETH, usdPrice: "3000" },
    { ...DAI, usdPrice: "1" },
  ]);
  server = await startTestServer({ deps: { history: { trades, prices, campaign: OPEN_CAMPAIGN } } });
  await trades.saveScan({ indexer: "router-trades", trades: [trade(1, 300_005n), trade(2, 12_345_678n), trade(3, 99n)], lastBlock: 100n });
});
afterAll(() => server.close());

describe("the history port over HTTP", () => {
  it("answers the trade history and the leaderboard exactly as the server's use cases return them", async () => {
    const { user, token } = await signInTestUser(server.deps);
    const history = createHistoryApi(server.clientWithToken(token));
    expect((await linkKeyWallet(history, KEY)).toLowerCase()).toBe(WALLET);

    const query = { startTimestamp: 0, endTimestamp: 253_402_300_799, limit: 2 };
    const page = (await history.tradeHistory(query))._unsafeUnwrap();
    expect(page).toEqual((await getTradeHistory({ trades }, { ...query, userId: user.id }))._unsafeUnwrap());
    expect(page.results).toHaveLength(2);

    const board = (await history.leaderboard(user.id))._unsafeUnwrap();
    const stats = (await topTraderStats({ storage: server.deps.storage, trades }, { callerId: user.id, userId: user.id, campaign: OPEN_CAMPAIGN }))._unsafeUnwrap();
    expect(board).toEqual(stats);
    expect(board.myStat).toMatchObject({ rank: 1, tradeVolumeUsdCents: 12_645_782n, topToken: "ETH" });
  });
});
