import { describe, expect, it } from "vitest";
import { historyOptionsSchema, historyRange } from "./history-range";

// 15 March 2026, 20:00 in Bangkok (13:00 UTC).
const NOW = Date.UTC(2026, 2, 15, 13, 0, 0);
const BANGKOK_MIDNIGHT = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / 1000 - 7 * 3600;

describe("historyRange", () => {
  it("defaults to the current Bangkok month, both ends included", () => {
    const query = historyRange(historyOptionsSchema.parse({}), NOW)._unsafeUnwrap();
    expect(query).toEqual({ startTimestamp: BANGKOK_MIDNIGHT(2026, 3, 1), endTimestamp: BANGKOK_MIDNIGHT(2026, 4, 1) - 1, limit: 40 });
  });

  it("takes days and token codes, leaving ALL out", () => {
    const options = historyOptionsSchema.parse({ from: "2026-01-02", to: "2026-01-02", fromToken: "ALL", toToken: "DAI" });
    expect(historyRange(options, NOW)._unsafeUnwrap()).toEqual({
      startTimestamp: BANGKOK_MIDNIGHT(2026, 1, 2),
      endTimestamp: BANGKOK_MIDNIGHT(2026, 1, 3) - 1,
      limit: 40,
      toToken: "DAI",
    });
  });

  it("refuses an impossible date and a reversed range with the core's codes", () => {
    expect(historyRange(historyOptionsSchema.parse({ from: "2026-02-30" }), NOW)._unsafeUnwrapErr().code).toBe("HISTORY_DATE_INVALID");
    expect(historyRange(historyOptionsSchema.parse({ from: "2026-03-02", to: "2026-03-01" }), NOW)._unsafeUnwrapErr().code).toBe("HISTORY_DATE_RANGE_INVALID");
  });
});
