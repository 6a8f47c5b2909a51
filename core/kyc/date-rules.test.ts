import { describe, expect, it } from "vitest";
import { birthdateCode, dateCode, datePickerRange, expiryDateCode, issueDateCode } from "./date-rules";

const TODAY = "2026-01-15";

describe("date rules", () => {
  it.each([
    [dateCode, "2026-01-15", null],
    [dateCode, "15/01/2026", "KYC_DATE_INVALID"],
    [dateCode, "2226-01-15", null],
    [dateCode, "2227-01-01", "KYC_DATE_OUT_OF_RANGE"],
    [birthdateCode, "2006-01-15", null],
    [birthdateCode, "2006-01-16", "KYC_AGE_UNDER_MINIMUM"],
    [birthdateCode, "2030-01-01", "KYC_AGE_UNDER_MINIMUM"],
    [birthdateCode, "2006-13-01", "KYC_DATE_INVALID"],
    [issueDateCode, "2026-01-15", null],
    [issueDateCode, "2026-01-16", "KYC_ISSUE_DATE_IN_FUTURE"],
    [issueDateCode, "2026-1-1", "KYC_DATE_INVALID"],
    [expiryDateCode, "2026-01-22", null],
    [expiryDateCode, "2026-01-21", "KYC_EXPIRY_TOO_SOON"],
    [expiryDateCode, "2026-01-15", "KYC_EXPIRY_TOO_SOON"],
    [expiryDateCode, "2026-02-30", "KYC_DATE_INVALID"],
  ])("%o gives %s -> %s on 2026-01-15", (rule, value, code) => {
    expect(rule(value, TODAY)).toBe(code);
  });

  it("refuses everything when today itself is not a date", () => {
    expect(dateCode("2026-01-15", "today")).toBe("KYC_DATE_INVALID");
  });
});

describe("datePickerRange", () => {
  it("offers the first and last day of the years the date rule accepts", () => {
    const { min, max } = datePickerRange(TODAY);
    expect([min, max, dateCode(min, TODAY), dateCode(max, TODAY)]).toEqual(["1826-01-01", "2226-12-31", null, null]);
  });
});
