// The trade indexer keeps the trading gate's audit trail: each authorization gets the transaction
// (hash, block, block time) that used or cancelled it, in the same write as the trades and the cursor.
import { errAsync, okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import { createFixedTradePrices } from "../../adapters/history/trade-prices";
import { createMemoryTradeStorage } from "../../adapters/storage/memory/memory-trades";
import { storageUnavailable } from "../../adapters/storage/storage-errors";
import { indexTrades } from "../../core/history/use-cases/index-trades";
import type { TradeAuthorizationLog, TradeEventSourcePort } from "../../core/ports/trade-events.port";
import type { TradeStoragePort } from "../../core/ports/trade-storage.port";

const DAI = { address: "0x00000000000000000000000000000000000000d1", code: "DAI", decimals: 18 };
const hash = (n: number) => `0x${n.toString(16).padStart(64, "0").toUpperCase().replace("0X", "0x")}`;
const time = (block: bigint) => 1_767_225_600 + Number(block) * 12;

function source(logs: readonly TradeAuthorizationLog[], latest: bigint): TradeEventSourcePort {
  return {
    getBlockNumber: () => okAsync(latest),
    getTradeEvents: () => okAsync([]),
    getTradeAuthorizationEvents: (from, to) => okAsync(logs.filter((l) => l.blockNumber >= from && l.blockNumber <= to)),
    getBlockTimestamp: (block) => okAsync(time(block)),
  };
}

async function issue(trades: TradeStoragePort) {
  const record = { userId: "u1", wallet: "0xa1", src: "0xee", dest: DAI.address, srcAmount: 1n, expiry: 2_000_000_000, issuedAt: 1, flaggedForReview: false };
  return (await trades.issueTradeAuthorization(record))._unsafeUnwrap();
}

describe("the trade indexer and the trading gate's events", () => {
  it("stores the transaction that used one authorization and the one that cancelled another, once, and no other", async () => {
    const trades = createMemoryTradeStorage();
    const [used, cancelled, untouched] = [await issue(trades), await issue(trades), await issue(trades)];
    const logs: TradeAuthorizationLog[] = [
      { kind: "USED", authId: used.authId, transactionHash: hash(0xabc), blockNumber: 3n, logIndex: 1 },
      { kind: "CANCELLED", authId: cancelled.authId, transactionHash: hash(0xdef), blockNumber: 5n, logIndex: 0 },
    ];
    const deps = { events: source(logs, 6n), trades, prices: createFixedTradePrices([{ ...DAI, usdPrice: "1" }]) };
    // A failed write keeps nothing: the next step reads the same blocks again.
    const failing = { ...trades, saveScan: () => errAsync(storageUnavailable("disk full")) };
    expect((await indexTrades({ ...deps, trades: failing }, { startBlock: 0n }))._unsafeUnwrapErr()).toMatchObject({ code: "STORAGE_UNAVAILABLE" });
    expect((await trades.listTradeAuthorizations("u1"))._unsafeUnwrap().every((a) => a.use === null && a.cancellation === null)).toBe(true);

    expect((await indexTrades(deps, { startBlock: 0n }))._unsafeUnwrap()).toEqual({ fromBlock: 0n, toBlock: 6n, added: 0 });
    expect((await trades.listTradeAuthorizations("u1"))._unsafeUnwrap()).toEqual([
      { ...untouched, use: null, cancellation: null },
      { ...cancelled, use: null, cancellation: { transactionHash: hash(0xdef).toLowerCase(), blockNumber: 5n, blockTimestamp: time(5n) } },
      { ...used, use: { transactionHash: hash(0xabc).toLowerCase(), blockNumber: 3n, blockTimestamp: time(3n) }, cancellation: null },
    ]);
  });
});
