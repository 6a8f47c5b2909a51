import { describe, expect, it } from "vitest";
import { isKycStatus, kycPopupRoute, kycStatusDisplay } from "./kyc-status-display";
import { KYC_STATUSES } from "./user";

describe("kycStatusDisplay", () => {
  it.each([
    ["UNVERIFIED", { key: "kycStatus.unverified", text: "Unverified" }],
    ["VERIFYING", { key: "kycStatus.pending", text: "Pending" }],
    ["REQUEST_CHANGE", { key: "kycStatus.incorrectInformation", text: "Incorrect Information" }],
    ["APPROVED", { key: "kycStatus.verified", text: "Verified" }],
    ["REJECTED", { key: "kycStatus.rejected", text: "Reject KYC" }],
    ["SUSPENDED", { key: null, text: "SUSPENDED" }],
    ["", { key: null, text: "" }],
  ])("shows %s as %j", (status, expected) => {
    expect(kycStatusDisplay(status)).toEqual(expected);
  });
});

describe("kycPopupRoute", () => {
  it.each([
    ["UNVERIFIED", "KYC"],
    ["VERIFYING", "SummaryOfKYC"],
    ["REQUEST_CHANGE", "SummaryOfKYC"],
    ["APPROVED", "SummaryOfKYC"],
    ["REJECTED", "SummaryOfKYC"],
    ["SOMETHING_NEW", "SummaryOfKYC"],
  ])("sends a user whose KYC is %s to %s", (status, route) => {
    expect(kycPopupRoute(status)).toBe(route);
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
