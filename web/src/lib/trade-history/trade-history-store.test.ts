import { okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { LocalTrade } from "../../../../core/history/local-history";
import type { TradeEvent, TransactionReceipt } from "../../../../core/ports/chain.port";
import { FakeClock } from "../../../../core/testing/fake-clock";
import { syncChainTrades } from "./chain-sync";
import { PENDING_RECHECK_MS, trackPendingTrades } from "./pending-tracker";
import { createTradeHistoryStore, type KeyValueStorage } from "./trade-history-store";

/** Web Storage over a Map: the same contract as window.localStorage. */
function mapStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const scope = { network: "hardhat", walletAddress: "0x00000000000000000000000000000000000000AA" };
const HASH = `0x${"1".repeat(64)}` as const;
function trade(clock: FakeClock, patch: Partial<LocalTrade> = {}): LocalTrade {
  return {
    transactionHash: HASH,
    status: "in progress",
    fromAsset: { address: "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE", code: "ETH", decimal: 18 },
    toAsset: { address: "0x00000000000000000000000000000000000000da", code: "DAI", decimal: 18 },
    fromAmount: 10n ** 18n,
    toAmount: 2000n * 10n ** 18n,
    blockNumber: null,
    timestamp: clock.now(),
    type: "TRADING",
    network: "hardhat",
    walletAddress: scope.walletAddress,
    ...patch,
  };
}

describe("the trade history store", () => {
  it("keeps pushed trades in storage per network and wallet, bigint amounts included", () => {
    const clock = new FakeClock();
    const storage = mapStorage();
    const store = createTradeHistoryStore({ storage, clock });
    let changes = 0;
    store.subscribe(() => changes++);
    store.push(scope, trade(clock));
    store.push(scope, trade(clock, { status: "success", toAmount: 1999n * 10n ** 18n, blockNumber: 9 }));
    expect(changes).toBe(2);
    const again = createTradeHistoryStore({ storage, clock }).read({ ...scope, walletAddress: scope.walletAddress.toLowerCase() });
    expect(again).toEqual({ items: [trade(clock, { status: "success", toAmount: 1999n * 10n ** 18n, blockNumber: 9 })], unread: 1 });
    expect(store.read({ network: "sepolia", walletAddress: scope.walletAddress })).toEqual({ items: [], unread: 0 });
  });

  it("returns the same object until it changes, and clears the unread count when the bell opens", () => {
    const clock = new FakeClock();
    const store = createTradeHistoryStore({ storage: mapStorage(), clock });
    store.push(scope, trade(clock));
    const first = store.read(scope);
    expect(store.read(scope)).toBe(first);
    store.markRead(scope);
    expect(store.read(scope)).toEqual({ items: first.items, unread: 0 });
  });

  it("reads edited or broken storage as an empty history, and drops entries past 30 days", () => {
    const clock = new FakeClock();
    const storage = mapStorage();
    storage.setItem("transactionHistory:hardhat:0x00000000000000000000000000000000000000aa", "{not json");
    expect(createTradeHistoryStore({ storage, clock }).read(scope)).toEqual({ items: [], unread: 0 });
    storage.setItem("transactionHistory:hardhat:0x00000000000000000000000000000000000000aa", JSON.stringify({ items: [{ transactionHash: 5 }], unread: 0 }));
    expect(createTradeHistoryStore({ storage, clock }).read(scope)).toEqual({ items: [], unread: 0 });
    createTradeHistoryStore({ storage, clock }).push(scope, trade(clock));
    clock.advance(2_592_000_000);
    expect(createTradeHistoryStore({ storage, clock }).read(scope).items).toEqual([]);
  });
});

describe("pending trade tracking", () => {
  it("re-checks in-progress trades every 10 s and records the receipt's outcome", async () => {
    const clock = new FakeClock();
    const store = createTradeHistoryStore({ storage: mapStorage(), clock });
    store.push(scope, trade(clock));
    let receipt: TransactionReceipt | null = null;
    const asked: string[] = [];
    const chain = { getReceipt: (hash: `0x${string}`) => (asked.push(hash), okAsync(receipt)) };
    const stop = trackPendingTrades({ store, chain, scheduler: clock }, scope);
    const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
    clock.advance(0);
    await settle();
    expect(store.read(scope).items[0]?.status).toBe("in progress");
    const event = { srcAsset: "0x01", srcAmount: 1n, destAsset: "0x02", destAmount: 1995n, trader: "0x03", fee: 5n, transactionHash: HASH, blockNumber: 12n, logIndex: 0 } as const;
    receipt = { transactionHash: HASH, success: true, blockNumber: 12n, gasUsed: 1n, effectiveGasPrice: 1n, trades: [event] };
    clock.advance(PENDING_RECHECK_MS - 1);
    await settle();
    expect(asked).toHaveLength(1);
    clock.advance(1);
    await settle();
    expect(store.read(scope).items[0]).toMatchObject({ status: "success", toAmount: 1995n, blockNumber: 12 });
    stop();
    expect(clock.pending).toBe(0);
  });
});

describe("trades found on chain", () => {
  const event = (hash: `0x${string}`, block: bigint): TradeEvent => ({
    srcAsset: "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE",
    srcAmount: 10n ** 18n,
    destAsset: "0x00000000000000000000000000000000000000DA",
    destAmount: 1990n,
    trader: scope.walletAddress as `0x${string}`,
    fee: 1n,
    transactionHash: hash,
    blockNumber: block,
    logIndex: 0,
  });

  it("records past trades as successful once, dated by their block, and scans only new blocks next time", async () => {
    const clock = new FakeClock();
    const storage = mapStorage();
    const store = createTradeHistoryStore({ storage, clock });
    store.push(scope, trade(clock));
    const scans: bigint[] = [];
    let latest = 20n;
    const timesAsked: bigint[] = [];
    const blockTime = (block: bigint) => Date.UTC(2026, 0, 14) / 1000 + Number(block) * 12;
    const chain = {
      getBlockNumber: () => okAsync(latest),
      getBlockTimestamp: (block: bigint) => (timesAsked.push(block), okAsync(blockTime(block))),
      getTradeEvents: (_trader: `0x${string}`, from: bigint) => (scans.push(from), okAsync(from <= 12n ? [event(HASH, 12n), event(`0x${"2".repeat(64)}`, 15n)] : [])),
    };
    const tokens = new Map([
      ["0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", { address: "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE", code: "ETH", decimal: 18 }],
      ["0x00000000000000000000000000000000000000da", { address: "0x00000000000000000000000000000000000000DA", code: "DAI", decimal: 18 }],
    ]);
    clock.advance(1000);
    expect(await syncChainTrades({ store, chain, storage, clock, tokens }, scope)).toBe(2);
    const items = store.read(scope).items;
    expect(items.map((t) => [t.transactionHash.slice(0, 3), t.status, t.toAmount, t.blockNumber, t.toAsset.code, t.timestamp])).toEqual([
      ["0x1", "success", 1990n, 12, "DAI", clock.now() - 1000],
      ["0x2", "success", 1990n, 15, "DAI", blockTime(15n) * 1000],
    ]);
    // The trade pushed by this app keeps its time and its unread mark; the one found on chain adds none
    // and is dated by its block (only its block is asked for).
    expect(timesAsked).toEqual([15n]);
    expect(store.read(scope).unread).toBe(1);
    latest = 25n;
    expect(await syncChainTrades({ store, chain, storage, clock, tokens }, scope)).toBe(0);
    expect(scans).toEqual([0n, 21n]);
  });
});
