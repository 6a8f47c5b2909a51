import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TRADE_REQUIREMENTS, missingTradeRequirements, type Environment } from "./eligibility";
import { KYC_STATUSES, type TraderProfile } from "./user";

const trader: TraderProfile = { isActive: true, kycStatus: "APPROVED", suitabilityTestPoint: 30, knowledgeTestPoint: 8 };
const newcomer: TraderProfile = { isActive: false, kycStatus: "UNVERIFIED", suitabilityTestPoint: null, knowledgeTestPoint: null };

describe("missingTradeRequirements", () => {
  it.each<[string, Partial<TraderProfile>, string[]]>([
    ["nothing for a trader", {}, []],
    ["the email confirmation", { isActive: false }, ["CONFIRM_EMAIL"]],
    ["KYC while it is being verified", { kycStatus: "VERIFYING" }, ["KYC"]],
    ["KYC when changes were requested", { kycStatus: "REQUEST_CHANGE" }, ["KYC"]],
    ["KYC when it was rejected", { kycStatus: "REJECTED" }, ["KYC"]],
    ["the suitability test", { suitabilityTestPoint: null }, ["SUITABILITY_TEST"]],
    ["the knowledge test", { knowledgeTestPoint: null }, ["KNOWLEDGE_TEST"]],
    ["nothing for a knowledge score of 0, which is submitted", { knowledgeTestPoint: 0 }, []],
    ["both tests in order", { suitabilityTestPoint: null, knowledgeTestPoint: null }, ["SUITABILITY_TEST", "KNOWLEDGE_TEST"]],
    ["everything in order for a newcomer", newcomer, ["CONFIRM_EMAIL", "KYC", "SUITABILITY_TEST", "KNOWLEDGE_TEST"]],
  ])("lists %s", (_, changes, expected) => {
    expect(missingTradeRequirements({ ...trader, ...changes })).toEqual(expected);
  });

  it.each<Environment>(["local", "development", "develop", "alpha", "swap"])("checks the user in the %s environment", (env) => {
    expect(missingTradeRequirements(newcomer, env)).toEqual([...TRADE_REQUIREMENTS]);
  });

  it("skips the user checks in the insider environment", () => {
    expect(missingTradeRequirements(newcomer, "insider")).toEqual([]);
  });

  it("always lists requirements in the alert's order, without duplicates", () => {
    const profile = fc.record({
      isActive: fc.boolean(),
      kycStatus: fc.constantFrom(...KYC_STATUSES),
      suitabilityTestPoint: fc.option(fc.integer({ min: 0, max: 45 })),
      knowledgeTestPoint: fc.option(fc.integer({ min: 0, max: 10 })),
    });
    fc.assert(
      fc.property(profile, (user) => {
        const missing = missingTradeRequirements(user);
        expect(missing).toEqual(TRADE_REQUIREMENTS.filter((r) => missing.includes(r)));
        expect(missing.length === 0).toBe(
          user.isActive && user.kycStatus === "APPROVED" && user.suitabilityTestPoint !== null && user.knowledgeTestPoint !== null,
        );
      }),
    );
  });
});
