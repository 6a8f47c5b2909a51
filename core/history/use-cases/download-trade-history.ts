import { errAsync, type ResultAsync } from "neverthrow";
import type { ApiError } from "../../ports/api.errors";
import type { HistoryApiPort } from "../../ports/history-api.port";
import { historyQuery, type HistoryFilter, type HistoryQueryError } from "../history-query";
import { csvFileName, type csvFullNameMissing } from "../trade-csv";

/** The Search form as applied (the report covers what the table lists) and the time of the download. */
export type DownloadTradeHistoryInput = Readonly<{ filter: HistoryFilter; now: number }>;
/** The server's CSV report and the file name the spec gives it (Full Name_TX_<ms>.csv). */
export type TradeHistoryDownload = Readonly<{ csv: string; fileName: string }>;
export type DownloadTradeHistoryError = HistoryQueryError | ApiError | ReturnType<typeof csvFullNameMissing>;

/**
 * The CSV report of the searched period and tokens from the server, named after its first row's
 * Full Name; a report without a data row is HISTORY_CSV_FULL_NAME_MISSING (nothing to download).
 * @example const file = await downloadTradeHistory({ history }, { filter, now: Date.now() }); // ok({ csv, fileName: "Somchai Jaidee_TX_1767225600000.csv" })
 */
export function downloadTradeHistory(
  deps: Readonly<{ history: Pick<HistoryApiPort, "tradeHistoryReport"> }>,
  input: DownloadTradeHistoryInput,
): ResultAsync<TradeHistoryDownload, DownloadTradeHistoryError> {
  const query = historyQuery(input.filter, input.now);
  if (query.isErr()) return errAsync(query.error);
  const { limit: _limit, ...range } = query.value;
  return deps.history.tradeHistoryReport(range).andThen((csv) => csvFileName(csv, input.now).map((fileName) => ({ csv, fileName })));
}
