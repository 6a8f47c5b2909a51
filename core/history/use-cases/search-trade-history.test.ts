import { err, ok, okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { HistoryApiPort } from "../../ports/history-api.port";
import { FakeClock } from "../../testing/fake-clock";
import { historyDateRangeInvalid, type HistoryQuery } from "../history-query";
import { searchTradeHistory } from "./search-trade-history";

const now = new FakeClock().now(); // 2026-01-15 10:00 in Bangkok

function historyPort() {
  const asked: HistoryQuery[] = [];
  const history: Pick<HistoryApiPort, "tradeHistory"> = {
    tradeHistory: (query) => (asked.push(query), okAsync({ results: [], lastEvaluatedKey: null })),
  };
  return { asked, history };
}

describe("searching the trade history", () => {
  it("asks the server for 40 rows of the searched days and tokens first", async () => {
    const { asked, history } = historyPort();
    const filter = { startDate: "2026-01-10", endDate: "2026-01-10", fromToken: "ETH", toToken: "ALL" };
    expect(await searchTradeHistory({ history }, { filter, now })).toEqual(ok({ results: [], lastEvaluatedKey: null }));
    expect(asked).toEqual([{ startTimestamp: 1767978000, endTimestamp: 1768064399, limit: 40, fromToken: "ETH" }]);
  });

  it("asks 20 rows after the previous page's key", async () => {
    const { asked, history } = historyPort();
    await searchTradeHistory({ history }, { filter: {}, now, exclusiveStartKey: "120-3" });
    expect(asked).toEqual([{ startTimestamp: 1767200400, endTimestamp: 1769878799, limit: 20, exclusiveStartKey: "120-3" }]);
  });

  it("refuses a start after the end without asking the server", async () => {
    const { asked, history } = historyPort();
    const filter = { startDate: "2026-01-11", endDate: "2026-01-10" };
    expect(await searchTradeHistory({ history }, { filter, now })).toEqual(err(historyDateRangeInvalid("2026-01-11", "2026-01-10")));
    expect(asked).toEqual([]);
  });
});
