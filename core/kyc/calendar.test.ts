import { describe, expect, it } from "vitest";
import { FakeClock } from "../testing/fake-clock";
import { bangkokToday, daysBetween, fullYearsBetween } from "./calendar";

describe("daysBetween", () => {
  it.each([
    ["2026-01-15", "2026-01-22", 7],
    ["2026-01-22", "2026-01-15", -7],
    ["2024-02-28", "2024-03-01", 2],
    ["2025-12-31", "2026-01-01", 1],
    ["0050-01-01", "0050-01-02", 1],
  ])("counts %s to %s as %i days", (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it("refuses a date that is not real", () => {
    expect(() => daysBetween("2026-02-30", "2026-03-01")).toThrow();
  });
});

describe("fullYearsBetween", () => {
  it.each([
    ["2006-01-15", "2026-01-15", 20],
    ["2006-01-16", "2026-01-15", 19],
    ["2006-02-01", "2026-01-15", 19],
    ["2005-12-31", "2026-01-15", 20],
    ["2004-02-29", "2024-02-29", 20],
    ["2004-02-29", "2025-02-28", 20],
    ["2005-02-28", "2025-02-28", 20],
    ["2004-02-29", "2026-02-28", 21],
    ["2008-02-29", "2028-02-28", 19],
    ["2008-02-29", "2028-02-29", 20],
  ])("counts %s to %s as %i full years", (birth, today, years) => {
    expect(fullYearsBetween(birth, today)).toBe(years);
  });

  it("refuses a date that is not real", () => {
    expect(() => fullYearsBetween("2006-02-30", "2026-01-15")).toThrow();
  });
});

describe("bangkokToday", () => {
  it.each([
    [Date.UTC(2026, 0, 15, 16, 59, 59), "2026-01-15"],
    [Date.UTC(2026, 0, 15, 17, 0, 0), "2026-01-16"],
    [Date.UTC(2025, 11, 31, 17, 0, 0), "2026-01-01"],
  ])("is the Asia/Bangkok calendar day of the clock (%i -> %s)", (now, day) => {
    expect(bangkokToday(new FakeClock(now))).toBe(day);
  });
});
