import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bangkokDay, bangkokDayOf, bangkokIsoDate, bangkokMonth } from "./bangkok-time";

const DAY = 86_400_000;

describe("Asia/Bangkok calendar", () => {
  it.each([
    ["10:00 Bangkok", Date.UTC(2026, 0, 15, 3), "2026-01-15", Date.UTC(2026, 0, 14, 17)],
    ["midnight Bangkok", Date.UTC(2026, 0, 14, 17), "2026-01-15", Date.UTC(2026, 0, 14, 17)],
    ["one ms before midnight Bangkok", Date.UTC(2026, 0, 14, 17) - 1, "2026-01-14", Date.UTC(2026, 0, 13, 17)],
    ["23:30 UTC on New Year's Eve", Date.UTC(2025, 11, 31, 23, 30), "2026-01-01", Date.UTC(2025, 11, 31, 17)],
  ])("places %s on %s, starting at its Bangkok midnight", (_name, ms, date, start) => {
    expect(bangkokIsoDate(ms)).toBe(date);
    expect(bangkokDay(ms)).toEqual({ start, end: start + DAY });
  });

  it.each([
    ["mid January", Date.UTC(2026, 0, 15, 3), Date.UTC(2025, 11, 31, 17), Date.UTC(2026, 0, 31, 17)],
    ["1 February 00:30 Bangkok", Date.UTC(2026, 0, 31, 17, 30), Date.UTC(2026, 0, 31, 17), Date.UTC(2026, 1, 28, 17)],
    ["31 December 23:59 Bangkok", Date.UTC(2026, 11, 31, 16, 59), Date.UTC(2026, 10, 30, 17), Date.UTC(2026, 11, 31, 17)],
    ["leap February", Date.UTC(2028, 1, 10), Date.UTC(2028, 0, 31, 17), Date.UTC(2028, 1, 29, 17)],
  ])("gives the month of %s", (_name, ms, start, end) => {
    expect(bangkokMonth(ms)).toEqual({ start, end });
  });

  it.each([
    ["2026-01-15", { start: Date.UTC(2026, 0, 14, 17), end: Date.UTC(2026, 0, 15, 17) }],
    ["2028-02-29", { start: Date.UTC(2028, 1, 28, 17), end: Date.UTC(2028, 1, 29, 17) }],
    ["2026-02-29", undefined],
    ["2026-13-01", undefined],
    ["2026-1-15", undefined],
    ["15-01-2026", undefined],
  ])("reads the date %s as %j", (date, range) => {
    expect(bangkokDayOf(date)).toEqual(range);
  });

  it("keeps every instant inside its day and month, and its day's date round-trips", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (ms) => {
        const day = bangkokDay(ms);
        const month = bangkokMonth(ms);
        expect(ms >= day.start && ms < day.end).toBe(true);
        expect(ms >= month.start && ms < month.end).toBe(true);
        expect(bangkokDayOf(bangkokIsoDate(ms))).toEqual(day);
      }),
    );
  });
});
