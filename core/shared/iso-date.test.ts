import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DAY_MS, formatIsoDate, isIsoDate, parseIsoDate, utcDateParts, utcMidnight } from "./iso-date";

describe("parseIsoDate", () => {
  it.each([
    ["2024-02-29", { year: 2024, month: 2, day: 29 }],
    ["0050-01-31", { year: 50, month: 1, day: 31 }],
    ["2023-02-29", null],
    ["2023-13-01", null],
    ["2023-00-10", null],
    ["2023-1-01", null],
    ["2023-01-01T00:00:00Z", null],
    ["", null],
  ])("reads %j as %j", (value, parts) => {
    expect(parseIsoDate(value)).toEqual(parts);
    expect(isIsoDate(value)).toBe(parts !== null);
  });
});

describe("utcMidnight", () => {
  it.each([
    ["a plain date", [2026, 1, 15], Date.UTC(2026, 0, 15)],
    ["a year below 100, taken as written", [50, 1, 1], Date.parse("0050-01-01T00:00:00Z")],
    ["month 13, the next January", [2026, 13, 1], Date.UTC(2027, 0, 1)],
    ["day 0, the month's eve", [2024, 3, 0], Date.UTC(2024, 1, 29)],
  ] as const)("starts %s at its UTC midnight", (_name, [year, month, day], ms) => {
    expect(utcMidnight(year, month, day)).toBe(ms);
  });
});

describe("formatIsoDate", () => {
  it("writes every UTC date of years 1-9999 so that it reads back, starting at its UTC midnight", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse("0001-01-01T00:00:00Z"), max: Date.parse("9999-12-31T23:59:59Z") }), (ms) => {
        const parts = utcDateParts(ms);
        expect(parseIsoDate(formatIsoDate(parts))).toEqual(parts);
        expect(formatIsoDate(parts)).toBe(new Date(ms).toISOString().slice(0, 10));
        expect(utcMidnight(parts.year, parts.month, parts.day)).toBe(ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS));
      }),
    );
  });
});
