import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import account from "@locales/en/account.json";
import { kycEntryRoute, kycStatusText } from "./kyc-status";

/** `t` over the English `account` namespace (keys as `account:a.b`). */
const t = ((key: string) => key.replace(/^account:/, "").split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], account)) as unknown as TFunction;

describe("kycStatusText", () => {
  it.each([
    ["UNVERIFIED", "Unverified"],
    ["VERIFYING", "Pending"],
    ["REQUEST_CHANGE", "Incorrect Information"],
    ["APPROVED", "Verified"],
    ["REJECTED", "Reject KYC"],
    ["SUSPENDED", "SUSPENDED"],
    ["", ""],
  ])("shows %s as %j", (status, expected) => {
    expect(kycStatusText(t, status)).toBe(expected);
  });
});

describe("kycEntryRoute", () => {
  it.each([
    ["UNVERIFIED", "KYC"],
    ["VERIFYING", "SummaryOfKYC"],
    ["REQUEST_CHANGE", "SummaryOfKYC"],
    ["APPROVED", "SummaryOfKYC"],
    ["REJECTED", "SummaryOfKYC"],
    ["SOMETHING_NEW", "SummaryOfKYC"],
  ])("sends a user whose KYC is %s to %s", (status, route) => {
    expect(kycEntryRoute(status)).toBe(route);
  });
});
