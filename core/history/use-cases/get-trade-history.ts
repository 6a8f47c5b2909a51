import type { HistoryQuery } from "../history-query";
import { err, errAsync, ok, type Result, type ResultAsync } from "neverthrow";
import type { StorageError } from "../../ports/storage.port";
import type { TradeKey, TradeStoragePort } from "../../ports/trade-storage.port";
import { historyRangeInvalid, historyStartKeyInvalid } from "../history.errors";
import { toTradeHistoryItem, type TradeHistoryPage } from "../trade-history";

/** Most rows one page may ask for. */
export const HISTORY_MAX_LIMIT = 100;

/** GET /trade-history: unix seconds (inclusive), page size, optional token codes and the previous page's key. */
export type GetTradeHistoryInput = HistoryQuery & Readonly<{ userId: string }>;
export type GetTradeHistoryError = StorageError | ReturnType<typeof historyRangeInvalid> | ReturnType<typeof historyStartKeyInvalid>;

/** The opaque page key: "<blockNumber>-<logIndex>". */
function encodeTradeKey(key: TradeKey): string {
  return `${key.blockNumber}-${key.logIndex}`;
}

/** Reads a page key back; HISTORY_START_KEY_INVALID for anything an earlier page did not give. */
function decodeTradeKey(text: string): Result<TradeKey, ReturnType<typeof historyStartKeyInvalid>> {
  const m = /^(\d{1,30})-(\d{1,9})$/.exec(text);
  return m ? ok({ blockNumber: BigInt(m[1]!), logIndex: Number(m[2]) }) : err(historyStartKeyInvalid(text));
}

/**
 * The caller's trades across all their wallets, filtered and paged newest first, as the history lists them.
 * @example await getTradeHistory({ trades }, { userId, startTimestamp: 0, endTimestamp: 1767225600, limit: 40 });
 */
export function getTradeHistory(deps: Readonly<{ trades: TradeStoragePort }>, input: GetTradeHistoryInput): ResultAsync<TradeHistoryPage, GetTradeHistoryError> {
  if (input.startTimestamp > input.endTimestamp) return errAsync(historyRangeInvalid(input.startTimestamp, input.endTimestamp));
  const key = input.exclusiveStartKey === undefined ? ok(undefined) : decodeTradeKey(input.exclusiveStartKey);
  if (key.isErr()) return errAsync(key.error);
  return deps.trades
    .listUserTrades(input.userId, {
      startTimestamp: input.startTimestamp,
      endTimestamp: input.endTimestamp,
      limit: Math.min(Math.max(input.limit, 1), HISTORY_MAX_LIMIT),
      ...(input.fromToken === undefined ? {} : { fromToken: input.fromToken }),
      ...(input.toToken === undefined ? {} : { toToken: input.toToken }),
      ...(key.value === undefined ? {} : { exclusiveStartKey: key.value }),
    })
    .map((page) => ({ results: page.trades.map(toTradeHistoryItem), lastEvaluatedKey: page.lastEvaluatedKey === null ? null : encodeTradeKey(page.lastEvaluatedKey) }));
}
