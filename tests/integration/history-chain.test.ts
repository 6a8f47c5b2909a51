import { BrowserProvider } from "ethers";
import { errAsync, ok } from "neverthrow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEthersChainAdapter } from "../../adapters/chain";
import { createEthersTradeEventSource } from "../../adapters/chain/ethers/ethers-trade-events";
import { createHistoryClient } from "../support/wire-clients/history.client";
import { createHistoryApi } from "../../adapters/http-client/history.client";
import { linkKeyWallet } from "../support/key-wallet";
import { createMemoryTradeStorage } from "../../adapters/storage/memory/memory-trades";
import { storageUnavailable } from "../../adapters/storage/storage-errors";
import { parseCsvRecords } from "../../core/history/csv";
import { TRADE_CSV_HEADER } from "../../core/history/trade-csv";
import { indexTrades, type IndexTradesDeps } from "../../core/history/use-cases/index-trades";
import { indexUntilCaughtUp } from "../../core/history/use-cases/index-until-caught-up";
import type { Address, ChainPort, TradeEvent } from "../../core/ports/chain.port";
import type { TradeStoragePort } from "../../core/ports/trade-storage.port";
import { hardhatEnv, type HardhatEnv } from "../conformance/hardhat-env";
import { historyDeps, seedPrices } from "./history-fixtures";
import { signInTestUser, startTestServer, type TestServer } from "./server-harness";

const TRADES = 46;
const ETH_IN = 10n ** 16n; // 0.01 ETH per trade

let env: HardhatEnv;
let wallet: ChainPort;
let trades: TradeStoragePort;
let server: TestServer;
let chainNow = 0;
const made: TradeEvent[] = [];

const latestBlock = async () => {
  const block = (await env.node.request({ method: "eth_getBlockByNumber", params: ["latest", false] })) as { number: string; timestamp: string };
  return { number: BigInt(block.number), timestamp: Number(BigInt(block.timestamp)) };
};

beforeAll(async () => {
  env = await hardhatEnv();
  wallet = createEthersChainAdapter({ kind: "EIP1193", provider: env.wallet }, { deployments: [env.chainDeployment], pollingIntervalMs: 10 });
  const [src, dest] = [env.deployment.tokens.ETH!.address as Address, env.deployment.tokens.DAI!.address as Address];
  for (let i = 0; i < TRADES; i++) {
    const request = { src, dest, route: { kind: "SINGLE" as const, proxyIndex: i % 2, srcAmount: ETH_IN }, partnerIndex: 0 };
    const result = await wallet.trade({ ...request, minDestAmount: 1n, deadline: BigInt((await latestBlock()).timestamp + 1_200) });
    if (result.isErr()) throw new Error(`trade ${i} failed: ${result.error.code}`);
    made.push(result.value.trade);
  }
  chainNow = (await latestBlock()).timestamp * 1000;
  trades = createMemoryTradeStorage();
  server = await startTestServer({ deps: { history: historyDeps(env.deployment, trades), clock: { now: () => chainNow } } });
}, 120_000);
afterAll(() => server?.close());

const source = () => createEthersTradeEventSource({ provider: new BrowserProvider(env.node, undefined, { cacheTimeout: -1 }), router: env.chainDeployment.router });
const indexerDeps = (storage: TradeStoragePort): IndexTradesDeps => ({ events: source(), trades: storage, prices: seedPrices(env.deployment) });
const keyOf = (t: Readonly<{ transactionHash: string; logIndex: number }>) => `${t.transactionHash.toLowerCase()}:${t.logIndex}`;
const startBlock = () => BigInt(env.deployment.startBlock);

describe("the trade indexer on the Hardhat chain", () => {
  it("stopped and restarted mid-stream (and after a failed write) stores every Trade event exactly once", async () => {
    const first = indexerDeps(trades);
    for (let step = 0; step < 3; step++) expect((await indexTrades(first, { startBlock: startBlock(), batchBlocks: 7n })).isOk()).toBe(true);
    const midway = (await trades.getCursor("router-trades"))._unsafeUnwrap();
    expect(midway).toBe(startBlock() + 20n);

    // A crash while writing a batch: nothing of it is kept, the cursor does not move.
    const failing: TradeStoragePort = { ...trades, saveScan: () => errAsync(storageUnavailable("disk full")) };
    expect((await indexTrades({ ...first, trades: failing }, { startBlock: startBlock(), batchBlocks: 7n }))._unsafeUnwrapErr()).toMatchObject({ code: "STORAGE_UNAVAILABLE" });
    expect(await trades.getCursor("router-trades")).toEqual(ok(midway));

    // A new process (new source and prices) resumes from the stored cursor.
    expect((await indexUntilCaughtUp(indexerDeps(trades), { startBlock: startBlock(), batchBlocks: 7n }))._unsafeUnwrap()).toBeGreaterThan(0);
    const stored = (await trades.listLinkedTrades({ startTimestamp: 0, endTimestamp: 253_402_300_799, maxBlockNumber: 10n ** 12n }))._unsafeUnwrap();
    expect(stored.map((l) => keyOf(l.trade)).sort()).toEqual(made.map(keyOf).sort());
    expect(await trades.getCursor("router-trades")).toEqual(ok((await latestBlock()).number));
  });

  it("reads the same events again without storing any twice", async () => {
    const replay = source();
    const events = (await replay.getTradeEvents(startBlock(), (await latestBlock()).number))._unsafeUnwrap();
    expect(events).toHaveLength(TRADES);
    const again = createMemoryTradeStorage();
    const deps = indexerDeps(again);
    expect((await indexUntilCaughtUp(deps, { startBlock: startBlock(), batchBlocks: 1_000n }))._unsafeUnwrap()).toBe(TRADES);
    expect((await indexUntilCaughtUp(deps, { startBlock: startBlock(), batchBlocks: 1_000n }))._unsafeUnwrap()).toBe(0);
  });
});

describe("history over the indexed trades", () => {
  let api: ReturnType<typeof createHistoryClient>;
  let displayName: string;
  const range = { startTimestamp: 0, endTimestamp: 253_402_300_799 };

  beforeAll(async () => {
    const signed = await signInTestUser(server.deps, { displayName: "สมชาย ใจดี" });
    displayName = signed.user.displayName;
    api = createHistoryClient(server.clientWithToken(signed.token));
    expect(await linkKeyWallet(createHistoryApi(server.clientWithToken(signed.token)), env.keys[0]!)).toBe(env.accounts[0]);
    expect(await api.updateAddress({ ethAddress: env.accounts[0]!, walletConnectionType: "MetaMask" })).toEqual(ok({ isOverDailyVolumeLimit: false, dailyVolumeThb: null }));
  });

  it("pages over all 46 trades newest first, 20 at a time, with nothing lost or repeated", async () => {
    const pages: number[] = [];
    const seen: string[] = [];
    let key: string | undefined;
    do {
      const page = (await api.getTradeHistory({ ...range, limit: 20, ...(key ? { exclusiveStartKey: key } : {}) }))._unsafeUnwrap();
      pages.push(page.results.length);
      seen.push(...page.results.map(keyOf));
      key = page.lastEvaluatedKey ?? undefined;
    } while (key !== undefined);
    expect(pages).toEqual([20, 20, 6]);
    expect(seen).toEqual([...made].reverse().map(keyOf));
  });

  it("values each trade in THB at the seed prices: DAI received x 1 USD x 33.0, 2 decimals", async () => {
    const page = (await api.getTradeHistory({ ...range, limit: 1 }))._unsafeUnwrap();
    const last = made.at(-1)!;
    const satang = (last.destAmount * 3300n + 5n * 10n ** 17n) / 10n ** 18n;
    expect(page.results[0]).toMatchObject({ fromToken: "ETH", toToken: "DAI", srcAmount: ETH_IN, destAmount: last.destAmount, toTokenThbValue: `${satang / 100n}.${String(satang % 100n).padStart(2, "0")}` });
  });

  it("reports every trade as CSV: header and 46 rows of 8 columns, Full Name first, THB with 2 decimals", async () => {
    const csv = (await api.getTradeHistoryReport(range))._unsafeUnwrap();
    const rows = parseCsvRecords(csv, 100);
    expect(rows[0]).toEqual([...TRADE_CSV_HEADER]);
    expect(rows).toHaveLength(TRADES + 1);
    for (const row of rows.slice(1)) {
      expect(row).toHaveLength(8);
      expect(row[0]).toBe(displayName);
      expect(row[6]).toMatch(/^\d+\.\d{2}$/);
    }
    expect(rows.slice(1).map((r) => r[7])).toEqual([...made].reverse().map((t) => t.transactionHash.toLowerCase()));
  });

  it("answers isOverDailyVolumeLimit false at exactly 5,000,000.00 THB and true one satang above", async () => {
    const dai = env.deployment.tokens.DAI!.address;
    const today = (await api.updateAddress({ ethAddress: env.accounts[0]!, walletConnectionType: "MetaMask", isCheckDailyVolume: true, options: { fromToken: "DAI", fromTokenAmount: 0n } }))._unsafeUnwrap();
    const traded = BigInt(today.dailyVolumeThb!.replace(".", ""));
    expect(traded).toBeGreaterThan(0n);
    // DAI at 1 USD is 3,300 satang per token: the smallest amount worth `satang` after rounding.
    const daiFor = (satang: bigint) => (satang * 10n ** 18n + 3_299n) / 3_300n;
    const check = (amount: bigint, fromToken: string) =>
      api.updateAddress({ ethAddress: env.accounts[0]!, walletConnectionType: "MetaMask", isCheckDailyVolume: true, options: { fromToken, fromTokenAmount: amount } });
    expect(await check(daiFor(500_000_000n - traded), "DAI")).toEqual(ok({ isOverDailyVolumeLimit: false, dailyVolumeThb: "5000000.00" }));
    expect(await check(daiFor(500_000_001n - traded), dai)).toEqual(ok({ isOverDailyVolumeLimit: true, dailyVolumeThb: "5000000.01" }));
  });

  it("counts a trade on the leaderboard only after 12 confirmations", async () => {
    const before = (await api.getTopTraderStats())._unsafeUnwrap();
    const latest = (await latestBlock()).number;
    expect(before.countedToBlock).toBe((latest - 11n).toString());
    const counted = made.filter((t) => t.blockNumber <= latest - 11n).length;
    expect(counted).toBe(TRADES - 11);
    await env.node.request({ method: "hardhat_mine", params: ["0xb"] });
    expect((await indexUntilCaughtUp(indexerDeps(trades), { startBlock: startBlock() }))._unsafeUnwrap()).toBe(0);
    const after = (await api.getTopTraderStats())._unsafeUnwrap();
    const volume = (n: number) => (made.slice(0, n).reduce((sum, t) => sum + (t.destAmount * 100n + 5n * 10n ** 17n) / 10n ** 18n, 0n));
    expect(BigInt(before.myStat!.tradeVolumeUsd.replace(".", ""))).toBe(volume(counted));
    expect(after.myStat).toMatchObject({ rank: 1, topToken: [{ token: "ETH" }] });
    expect(BigInt(after.overAllTrade.totalVolume.replace(".", ""))).toBe(volume(TRADES));
  });
});
