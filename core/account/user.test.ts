import { describe, expect, it } from "vitest";
import { KYC_STATUSES } from "./user";

describe("KYC_STATUSES", () => {
  it("holds the five server values of spec 1 section 3", () => {
    expect(KYC_STATUSES).toEqual(["UNVERIFIED", "VERIFYING", "REQUEST_CHANGE", "REJECTED", "APPROVED"]);
  });
});
