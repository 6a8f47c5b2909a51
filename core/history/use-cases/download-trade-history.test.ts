import { err, errAsync, ok, okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { ApiError } from "../../ports/api.errors";
import type { HistoryApiPort } from "../../ports/history-api.port";
import { FakeClock } from "../../testing/fake-clock";
import { historyDateInvalid, type HistoryRange } from "../history-query";
import { csvFullNameMissing, tradeCsv } from "../trade-csv";
import { downloadTradeHistory } from "./download-trade-history";

const now = new FakeClock().now(); // 2026-01-15 10:00 in Bangkok
const trade = {
  blockTimestamp: 1768446000,
  fromToken: { code: "ETH", decimal: 18 },
  toToken: { code: "DAI", decimal: 18 },
  srcAmount: 10n ** 17n,
  destAmount: 200n * 10n ** 18n,
  toTokenUsdValue: { units: 660000n, scale: 2 },
  transactionHash: "0xabc",
};

function reportPort(csv: string) {
  const asked: HistoryRange[] = [];
  const history: Pick<HistoryApiPort, "tradeHistoryReport"> = { tradeHistoryReport: (range) => (asked.push(range), okAsync(csv)) };
  return { asked, history };
}

describe("downloading the trade history", () => {
  it("asks the report of the searched range and names the file after the Full Name", async () => {
    const csv = tradeCsv("Somchai Jaidee", [trade], { units: 1n, scale: 0 });
    const { asked, history } = reportPort(csv);
    const filter = { startDate: "2026-01-01", endDate: "2026-01-31", fromToken: "ALL", toToken: "DAI" };
    expect(await downloadTradeHistory({ history }, { filter, now })).toEqual(ok({ csv, fileName: `Somchai Jaidee_TX_${now}.csv` }));
    expect(asked).toEqual([{ startTimestamp: 1767200400, endTimestamp: 1769878799, toToken: "DAI" }]);
  });

  it("has nothing to download when the report holds no trade", async () => {
    const { history } = reportPort(tradeCsv("Somchai Jaidee", []));
    expect(await downloadTradeHistory({ history }, { filter: {}, now })).toEqual(err(csvFullNameMissing()));
  });

  it("refuses a date that is not a real day", async () => {
    const { asked, history } = reportPort("");
    expect(await downloadTradeHistory({ history }, { filter: { startDate: "2026-02-30" }, now })).toEqual(err(historyDateInvalid("startDate", "2026-02-30")));
    expect(asked).toEqual([]);
  });

  it("passes the server's refusal on", async () => {
    const refusal: ApiError = { code: "UNAUTHORIZED", status: 401, message: "Please log in." };
    const history: Pick<HistoryApiPort, "tradeHistoryReport"> = { tradeHistoryReport: () => errAsync(refusal) };
    expect(await downloadTradeHistory({ history }, { filter: {}, now })).toEqual(err(refusal));
  });
});
