import { describe, expect, it } from "vitest";
import { displayDate, displayDateTime } from "./display-date";

describe("displayDate", () => {
  it.each([
    [Date.UTC(2026, 10, 25, 18, 0), "26-11-2026"],
    [Date.UTC(2026, 10, 25, 16, 59, 59), "25-11-2026"],
    [Date.UTC(2020, 11, 31, 17, 0), "01-01-2021"],
    [Date.UTC(2024, 1, 28, 17, 0), "29-02-2024"],
    [Date.UTC(1999, 0, 1, 0, 0), "01-01-1999"],
  ])("shows %d as the Bangkok day %s, DD-MM-YYYY", (ms, expected) => {
    expect(displayDate(ms)).toBe(expected);
  });
});

describe("displayDateTime", () => {
  it("adds the Bangkok time of day, 24-hour, with seconds when asked", () => {
    expect(displayDateTime(Date.UTC(2026, 10, 25, 18, 5, 9))).toBe("26-11-2026 01:05");
    expect(displayDateTime(Date.UTC(2026, 10, 25, 6, 5, 9), { seconds: true })).toBe("25-11-2026 13:05:09");
  });
});
