import { errAsync, type ResultAsync } from "neverthrow";
import type { ApiError } from "../../ports/api.errors";
import type { HistoryApiPort } from "../../ports/history-api.port";
import { historyQuery, type HistoryFilter, type HistoryQueryError } from "../history-query";
import type { TradeHistoryPage } from "../trade-history";

/** The Search form as applied, the time it was applied, and the previous page's key for the next page. */
export type SearchTradeHistoryInput = Readonly<{ filter: HistoryFilter; now: number; exclusiveStartKey?: string }>;
export type SearchTradeHistoryError = HistoryQueryError | ApiError;

/**
 * One page of the user's server history for the Search form: the first call asks 40 rows, each
 * later one (with the key the previous answer gave) 20; dates are checked before anything is sent.
 * @example const first = await searchTradeHistory({ history }, { filter: { startDate: "2026-01-01", endDate: "2026-01-31" }, now: Date.now() });
 */
export function searchTradeHistory(
  deps: Readonly<{ history: Pick<HistoryApiPort, "tradeHistory"> }>,
  input: SearchTradeHistoryInput,
): ResultAsync<TradeHistoryPage, SearchTradeHistoryError> {
  const query = historyQuery(input.filter, input.now, input.exclusiveStartKey);
  return query.isErr() ? errAsync(query.error) : deps.history.tradeHistory(query.value);
}
