import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { FakeClock } from "../testing/fake-clock";
import {
  defaultHistoryDates,
  historyDateInvalid,
  historyDateRangeInvalid,
  historyPage,
  historyQuery,
} from "./history-query";

const now = new FakeClock().now(); // 2026-01-15 10:00 in Bangkok
const JANUARY = { startTimestamp: Date.UTC(2025, 11, 31, 17) / 1000, endTimestamp: Date.UTC(2026, 0, 31, 17) / 1000 - 1 };

describe("trade history query", () => {
  it("defaults to the current Bangkok month in unix seconds, asking 40 rows first", () => {
    expect(historyQuery({}, now)).toEqual(ok({ ...JANUARY, limit: 40 }));
    expect(JANUARY).toEqual({ startTimestamp: 1767200400, endTimestamp: 1769878799 });
  });

  it("asks 20 rows for a later page, passing the key on", () => {
    expect(historyQuery({}, now, "key-1")).toEqual(ok({ ...JANUARY, limit: 20, exclusiveStartKey: "key-1" }));
  });

  it("rolls to February at Bangkok midnight, before UTC does", () => {
    const feb1 = Date.UTC(2026, 0, 31, 17, 0, 0);
    expect(defaultHistoryDates(feb1 - 1)).toEqual({ startDate: "2026-01-01", endDate: "2026-01-31" });
    expect(defaultHistoryDates(feb1)).toEqual({ startDate: "2026-02-01", endDate: "2026-02-28" });
  });

  it.each([
    [
      "one day with both tokens",
      { startDate: "2026-01-10", endDate: "2026-01-10", fromToken: "ETH", toToken: "DAI" },
      ok({ startTimestamp: 1767978000, endTimestamp: 1768064399, limit: 40, fromToken: "ETH", toToken: "DAI" }),
    ],
    [
      "ALL tokens left out",
      { startDate: "2026-01-10", endDate: "2026-01-11", fromToken: "ALL", toToken: "ALL" },
      ok({ startTimestamp: 1767978000, endTimestamp: 1768150799, limit: 40 }),
    ],
    ["only a start date", { startDate: "2026-01-20" }, ok({ ...JANUARY, startTimestamp: 1768842000, limit: 40 })],
    [
      "a start after the end",
      { startDate: "2026-01-12", endDate: "2026-01-11" },
      err(historyDateRangeInvalid("2026-01-12", "2026-01-11")),
    ],
    ["an impossible start", { startDate: "2026-02-30" }, err(historyDateInvalid("startDate", "2026-02-30"))],
    ["a malformed end", { endDate: "31/01/2026" }, err(historyDateInvalid("endDate", "31/01/2026"))],
  ])("builds %s", (_name, filter, expected) => {
    expect(historyQuery(filter, now)).toEqual(expected);
  });
});

describe("trade history pages", () => {
  const rows = Array.from({ length: 45 }, (_, i) => i);

  it.each([
    [rows.slice(0, 40), 1, true, { rows: rows.slice(0, 20), pageCount: 3, needsFetch: false }],
    [rows.slice(0, 40), 2, true, { rows: rows.slice(20, 40), pageCount: 3, needsFetch: false }],
    [rows.slice(0, 40), 3, true, { rows: [], pageCount: 3, needsFetch: true }],
    [rows, 3, false, { rows: rows.slice(40), pageCount: 3, needsFetch: false }],
    [[], 1, false, { rows: [], pageCount: 0, needsFetch: false }],
  ])("shows page %#", (loaded, page, hasMore, expected) => {
    expect(historyPage(loaded, page, hasMore)).toEqual(expected);
  });
});
