import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { legalOutdated, legalUpToDate } from "../legal/legal.fixtures";
import { TRADE_REQUIREMENTS, missingTradeRequirements, type Environment } from "./eligibility";
import { KYC_STATUSES, type TraderProfile } from "./user";

const trader: TraderProfile = { isActive: true, kycStatus: "APPROVED", suitabilityTestPoint: 30, knowledgeTestPoint: 8, legal: legalUpToDate };
const newcomer: TraderProfile = {
  isActive: false,
  kycStatus: "UNVERIFIED",
  suitabilityTestPoint: null,
  knowledgeTestPoint: null,
  legal: { current: legalUpToDate.current, accepted: null },
};

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
    ["the new terms after a new terms version", { legal: legalOutdated }, ["ACCEPT_TERMS"]],
    [
      "the new terms after a new privacy policy version",
      { legal: { current: { terms: "1.0", privacy: "2.0" }, accepted: { terms: "1.0", privacy: "1.0", acceptedAt: 1 } } },
      ["ACCEPT_TERMS"],
    ],
    ["the terms for an account that never accepted them", { legal: { current: legalUpToDate.current, accepted: null } }, ["ACCEPT_TERMS"]],
    ["everything in order for a newcomer", newcomer, ["CONFIRM_EMAIL", "KYC", "SUITABILITY_TEST", "KNOWLEDGE_TEST", "ACCEPT_TERMS"]],
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
    const version = fc.constantFrom("1.0", "1.1", "2.0");
    const versions = fc.record({ terms: version, privacy: version });
    const profile = fc.record({
      isActive: fc.boolean(),
      kycStatus: fc.constantFrom(...KYC_STATUSES),
      suitabilityTestPoint: fc.option(fc.integer({ min: 0, max: 45 })),
      knowledgeTestPoint: fc.option(fc.integer({ min: 0, max: 10 })),
      legal: fc.record({ current: versions, accepted: fc.option(fc.record({ terms: version, privacy: version, acceptedAt: fc.nat() })) }),
    });
    fc.assert(
      fc.property(profile, (user) => {
        const missing = missingTradeRequirements(user);
        expect(missing).toEqual(TRADE_REQUIREMENTS.filter((r) => missing.includes(r)));
        const accepted = user.legal.accepted;
        const upToDate = accepted !== null && accepted.terms === user.legal.current.terms && accepted.privacy === user.legal.current.privacy;
        expect(missing.length === 0).toBe(
          user.isActive && user.kycStatus === "APPROVED" && user.suitabilityTestPoint !== null && user.knowledgeTestPoint !== null && upToDate,
        );
      }),
    );
  });
});
