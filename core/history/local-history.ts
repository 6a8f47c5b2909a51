import type { LocalTrade } from "../exchange/sent-trade";
import { isStorageEntryExpired } from "../shared/storage-lifetime";

export { TRADE_STATUSES, type LocalTrade, type TradeAsset, type TradeStatus } from "../exchange/sent-trade";

/** Local entries the history keeps (spec: intended cap 200); each lives 30 days, like every local-storage entry. */
export const LOCAL_HISTORY_CAP = 200;

/** The history of one network and wallet: newest first, and the unread count of the bell. */
export type LocalHistory = Readonly<{ items: readonly LocalTrade[]; unread: number }>;

/** An empty history. */
export const EMPTY_HISTORY: LocalHistory = { items: [], unread: 0 };

/** The storage key of a network and wallet's history (addresses compared case-insensitively). */
export function localHistoryKey(network: string, walletAddress: string): string {
  return `transactionHistory:${network}:${walletAddress.toLowerCase()}`;
}

const sameHash = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Newest first, unexpired, at most 200; the sort is stable so equal times keep their order. */
function kept(items: readonly LocalTrade[], now: number): LocalTrade[] {
  return items
    .filter((t) => !isStorageEntryExpired(t.timestamp, now))
    .sort((a, b) => b.timestamp - a.timestamp)
    .slice(0, LOCAL_HISTORY_CAP);
}

/**
 * Adds a trade, or updates the one with the same hash: its status and amounts (and a block
 * number once known). A finished trade never goes back to "in progress", so a late poll
 * cannot undo a receipt. A new "in progress" trade raises the unread count, unless it is
 * dropped at once as expired or older than the newest 200, which keeps pushes idempotent
 * (for trades whose timestamp is fixed by their hash, as chain trades are).
 */
export function pushLocalTrade(history: LocalHistory, trade: LocalTrade, now: number): LocalHistory {
  // Expired entries go first, so an update never lands on an entry about to be dropped.
  const current = kept(history.items, now);
  const index = current.findIndex((t) => sameHash(t.transactionHash, trade.transactionHash));
  if (index >= 0) {
    const old = current[index]!;
    const updated: LocalTrade = {
      ...old,
      status: old.status !== "in progress" && trade.status === "in progress" ? old.status : trade.status,
      fromAmount: trade.fromAmount,
      toAmount: trade.toAmount,
      blockNumber: trade.blockNumber ?? old.blockNumber,
    };
    return { items: current.map((t, i) => (i === index ? updated : t)), unread: history.unread };
  }
  const items = kept([trade, ...current], now);
  const raises = trade.status === "in progress" && items.includes(trade);
  return { items, unread: history.unread + (raises ? 1 : 0) };
}

/** Pushes many trades (e.g. past Trade events found on chain, marked success) in order. */
export function mergeLocalTrades(history: LocalHistory, trades: readonly LocalTrade[], now: number): LocalHistory {
  return trades.reduce((h, t) => pushLocalTrade(h, t, now), history);
}

/** Drops expired entries, e.g. when the history is read back from storage. */
export function pruneLocalHistory(history: LocalHistory, now: number): LocalHistory {
  return { items: kept(history.items, now), unread: history.unread };
}

/** The bell was clicked: nothing is unread any more. */
export function markLocalHistoryRead(history: LocalHistory): LocalHistory {
  return { items: history.items, unread: 0 };
}
