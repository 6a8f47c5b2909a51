import { describe, expect, it } from "vitest";
import { isKycStatus, kycEntry } from "./kyc-status";
import { KYC_STATUSES } from "./user";

describe("kycEntry", () => {
  it.each([
    ["UNVERIFIED", "FORM"],
    ["VERIFYING", "SUMMARY"],
    ["REQUEST_CHANGE", "SUMMARY"],
    ["APPROVED", "SUMMARY"],
    ["REJECTED", "SUMMARY"],
    ["SOMETHING_NEW", "SUMMARY"],
  ])("sends a user whose KYC is %s to the %s", (status, entry) => {
    expect(kycEntry(status)).toBe(entry);
  });
});

describe("isKycStatus", () => {
  it.each([...KYC_STATUSES.map((s) => [s, true] as const), ["approved", false] as const, [null, false] as const])(
    "answers %j with %s",
    (value, expected) => {
      expect(isKycStatus(value)).toBe(expected);
    },
  );
});
