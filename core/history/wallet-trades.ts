import { okAsync, type ResultAsync } from "neverthrow";
import type { StorageError } from "../ports/storage.port";
import type { TradeQuery, TradeRecord, TradeStoragePort } from "../ports/trade-storage.port";

/** Page size when a use case reads every trade of a range (a day's trades for the volume rule). */
const SCAN_PAGE = 500;

/** The addresses of the user's wallets (lower-cased). */
export function walletAddresses(trades: TradeStoragePort, userId: string): ResultAsync<string[], StorageError> {
  return trades.listWallets(userId).map((wallets) => wallets.map((w) => w.address));
}

/** Every trade of `query` across pages, newest first. */
export function allTrades(trades: TradeStoragePort, query: Omit<TradeQuery, "limit" | "exclusiveStartKey">): ResultAsync<TradeRecord[], StorageError> {
  const next = (found: TradeRecord[], key?: TradeQuery["exclusiveStartKey"]): ResultAsync<TradeRecord[], StorageError> =>
    trades
      .listTrades({ ...query, limit: SCAN_PAGE, ...(key ? { exclusiveStartKey: key } : {}) })
      .andThen((page) => {
        const all = [...found, ...page.trades];
        return page.lastEvaluatedKey === null ? okAsync(all) : next(all, page.lastEvaluatedKey);
      });
  return next([]);
}
