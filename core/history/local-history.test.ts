import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FakeClock } from "../testing/fake-clock";
import {
  EMPTY_HISTORY,
  LOCAL_HISTORY_CAP,
  localHistoryKey,
  markLocalHistoryRead,
  mergeLocalTrades,
  pruneLocalHistory,
  pushLocalTrade,
  TRADE_STATUSES,
  type LocalHistory,
  type LocalTrade,
} from "./local-history";
import { LOCAL_STORAGE_ENTRY_LIFETIME_MS } from "../shared/storage-lifetime";
import { storedLocalHistorySchema, toStoredLocalHistory } from "./local-history.schema";

const clock = new FakeClock();
const now = clock.now();
const ETH = { address: "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE", code: "ETH", decimal: 18 };
const DAI = { address: "0x6B175474E89094C44Da98b954EedeAC495271d0F", code: "DAI", decimal: 18 };

function trade(hash: string, patch: Partial<LocalTrade> = {}): LocalTrade {
  return {
    transactionHash: hash,
    status: "in progress",
    fromAsset: ETH,
    toAsset: DAI,
    fromAmount: 10n ** 18n,
    toAmount: 1850n * 10n ** 18n,
    blockNumber: null,
    timestamp: now,
    type: "TRADING",
    network: "sepolia",
    walletAddress: "0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B",
    ...patch,
  };
}

describe("local trade history", () => {
  it("keys the history by network and lower-cased wallet", () => {
    expect(localHistoryKey("sepolia", "0xAb58")).toBe("transactionHistory:sepolia:0xab58");
  });

  it("adds an in-progress trade first and raises the unread count", () => {
    const older = { items: [trade("0x1", { status: "success", timestamp: now - 1000 })], unread: 0 };
    expect(pushLocalTrade(older, trade("0x2"), now)).toEqual({ items: [trade("0x2"), older.items[0]], unread: 1 });
  });

  it.each([
    ["success", 0],
    ["fail", 0],
    ["in progress", 1],
  ] as const)("a new %s trade adds %i to the unread count", (status, unread) => {
    expect(pushLocalTrade(EMPTY_HISTORY, trade("0x1", { status }), now).unread).toBe(unread);
  });

  it("updates status, amounts and block of a trade with the same hash, in place and without raising unread", () => {
    const history = { items: [trade("0xAA"), trade("0xbb", { timestamp: now - 5 })], unread: 2 };
    const receipt = trade("0xaa", { status: "success", toAmount: 1849n, blockNumber: 77, timestamp: now + 9 });
    expect(pushLocalTrade(history, receipt, now)).toEqual({
      items: [trade("0xAA", { status: "success", toAmount: 1849n, blockNumber: 77 }), history.items[1]],
      unread: 2,
    });
  });

  it.each([
    ["success", "in progress", "success"],
    ["fail", "in progress", "fail"],
    ["in progress", "fail", "fail"],
    ["success", "fail", "fail"],
  ] as const)("a %s trade pushed again as %s becomes %s", (before, pushed, after) => {
    const history = { items: [trade("0x1", { status: before, blockNumber: 5 })], unread: 0 };
    const result = pushLocalTrade(history, trade("0x1", { status: pushed }), now);
    expect(result.items).toEqual([trade("0x1", { status: after, blockNumber: 5 })]);
  });

  it("drops entries 30 days old and keeps younger ones", () => {
    const history = {
      items: [trade("0x1", { timestamp: now - LOCAL_STORAGE_ENTRY_LIFETIME_MS + 1 }), trade("0x2", { timestamp: now - LOCAL_STORAGE_ENTRY_LIFETIME_MS })],
      unread: 1,
    };
    expect(pruneLocalHistory(history, now)).toEqual({ items: [history.items[0]], unread: 1 });
  });

  it("does not count an expired in-progress trade as unread", () => {
    const stale = trade("0x1", { timestamp: now - LOCAL_STORAGE_ENTRY_LIFETIME_MS });
    expect(pushLocalTrade(EMPTY_HISTORY, stale, now)).toEqual(EMPTY_HISTORY);
  });

  it("keeps the newest 200 and does not count a trade older than all of them", () => {
    const full = mergeLocalTrades(
      EMPTY_HISTORY,
      Array.from({ length: 200 }, (_, i) => trade(`0x${i}`, { status: "success", timestamp: now - i })),
      now,
    );
    const old = trade("0xold", { timestamp: now - 10_000 });
    expect(pushLocalTrade(full, old, now)).toEqual(full);
    const fresh = pushLocalTrade(full, trade("0xnew", { timestamp: now + 1 }), now);
    expect(fresh.items).toHaveLength(LOCAL_HISTORY_CAP);
    expect([fresh.items[0]!.transactionHash, fresh.items.at(-1)!.transactionHash, fresh.unread]).toEqual(["0xnew", "0x198", 1]);
  });

  it("resets the unread count when the bell is clicked", () => {
    const history = { items: [trade("0x1")], unread: 3 };
    expect(markLocalHistoryRead(history)).toEqual({ items: history.items, unread: 0 });
  });

  it("stores amounts as strings and reads them back as bigint", () => {
    const history: LocalHistory = { items: [trade("0x1", { blockNumber: 9 })], unread: 1 };
    const json = JSON.parse(JSON.stringify(toStoredLocalHistory(history)));
    expect(json.items[0].fromAmount).toBe("1000000000000000000");
    expect(storedLocalHistorySchema.parse(json)).toEqual(history);
    expect(storedLocalHistorySchema.safeParse({ ...json, unread: -1 }).success).toBe(false);
  });
});

describe("local trade history invariants", () => {
  // A trade's time is fixed by its hash, as on chain; hashes above 297 are already expired.
  const arbTrade = fc
    .record({
      hash: fc.integer({ min: 0, max: 300 }),
      status: fc.constantFrom(...TRADE_STATUSES),
      toAmount: fc.bigInt({ min: 0n, max: 10n ** 24n }),
      blockNumber: fc.option(fc.nat()),
    })
    .map(({ hash, ...rest }) => trade(`0x${hash.toString(16)}`, { ...rest, timestamp: now - hash * 8_700_000 + 1000 }));
  const trades = fc.array(arbTrade, { maxLength: 450 });

  it("never keeps more than 200 entries, one per hash, newest first, none expired", () => {
    fc.assert(
      fc.property(trades, (list) => {
        const { items } = mergeLocalTrades(EMPTY_HISTORY, list, now);
        expect(items.length).toBeLessThanOrEqual(LOCAL_HISTORY_CAP);
        expect(new Set(items.map((t) => t.transactionHash)).size).toBe(items.length);
        items.forEach((t, i) => {
          expect(t.timestamp + LOCAL_STORAGE_ENTRY_LIFETIME_MS).toBeGreaterThan(now);
          if (i > 0) expect(items[i - 1]!.timestamp).toBeGreaterThanOrEqual(t.timestamp);
        });
      }),
      { numRuns: 60 },
    );
  });

  it("merges idempotently: merging the same trades twice changes nothing", () => {
    fc.assert(
      fc.property(trades, trades, (before, list) => {
        const start = mergeLocalTrades(EMPTY_HISTORY, before, now);
        const once = mergeLocalTrades(start, list, now);
        expect(mergeLocalTrades(once, list, now)).toEqual(once);
      }),
      { numRuns: 60 },
    );
  });
});
