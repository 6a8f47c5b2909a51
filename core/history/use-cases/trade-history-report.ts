import { errAsync, type ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError } from "../../ports/storage.port";
import type { ClockPort } from "../../ports/clock.port";
import type { TradeRecord, TradeStoragePort } from "../../ports/trade-storage.port";
import { loadUser, type UserNotFound } from "../../shared/load-user";
import { toCsv } from "../csv";
import { csvFileName, tradeCsv, type ExportTrade } from "../trade-csv";
import { historyRangeInvalid } from "../history.errors";
import type { HistoryRange } from "../history-query";
import { allTrades } from "../wallet-trades";

export type TradeHistoryReportInput = HistoryRange & Readonly<{ userId: string }>;
/** The CSV text and the download's file name (Full Name_TX_<ms>.csv). */
export type TradeHistoryReport = Readonly<{ csv: string; fileName: string; rows: number }>;
export type TradeHistoryReportError = UserNotFound | StorageError | ReturnType<typeof historyRangeInvalid>;

// The stored THB value is final (priced at trade time), so it goes through the CSV as THB at rate 1.
const ONE = { units: 1n, scale: 0 };
const exportTrade = (t: TradeRecord): ExportTrade => ({
  blockTimestamp: t.blockTimestamp,
  fromToken: { code: t.fromToken.code, decimal: t.fromToken.decimals },
  toToken: { code: t.toToken.code, decimal: t.toToken.decimals },
  srcAmount: t.srcAmount,
  destAmount: t.destAmount,
  toTokenUsdValue: { units: t.thbSatang, scale: 2 },
  transactionHash: t.transactionHash,
});

/**
 * The caller's trades of the range as CSV (core/history/trade-csv): Full Name column from the
 * profile's display name, THB with 2 decimals as valued when the trade was indexed.
 * @example await tradeHistoryReport(deps, { userId, startTimestamp: 0, endTimestamp: 1767225600 });
 */
export function tradeHistoryReport(
  deps: Readonly<{ storage: AccountStorage; trades: TradeStoragePort; clock: ClockPort }>,
  input: TradeHistoryReportInput,
): ResultAsync<TradeHistoryReport, TradeHistoryReportError> {
  if (input.startTimestamp > input.endTimestamp) return errAsync(historyRangeInvalid(input.startTimestamp, input.endTimestamp));
  return loadUser(deps.storage.users, input.userId).andThen((user) =>
    deps.trades
      .listWallets(user.id)
      .andThen((wallets) =>
        allTrades(deps.trades, {
          traders: wallets.map((w) => w.address),
          startTimestamp: input.startTimestamp,
          endTimestamp: input.endTimestamp,
          ...(input.fromToken === undefined ? {} : { fromToken: input.fromToken }),
          ...(input.toToken === undefined ? {} : { toToken: input.toToken }),
        }),
      )
      .map((trades) => {
        const fullName = user.displayName.trim() === "" ? user.email : user.displayName;
        const csv = tradeCsv(fullName, trades.map(exportTrade), ONE);
        const now = deps.clock.now();
        // An empty report still downloads under the user's name, as a one-row report would.
        const fileName = csvFileName(csv, now)
          .orElse(() => csvFileName(toCsv([["Full Name"], [fullName]]), now))
          .unwrapOr(`trades_TX_${now}.csv`);
        return { csv, fileName, rows: trades.length };
      }),
  );
}
