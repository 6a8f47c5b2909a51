import { describe, expect, it } from "vitest";
import { areCurrentVersions, needsLegalAcceptance, registrationAcceptance } from "./legal-acceptance";

const current = { terms: "1.1", privacy: "1.0" };

describe("needsLegalAcceptance", () => {
  it.each([
    ["never accepted", null, true],
    ["accepted the versions in force", { terms: "1.1", privacy: "1.0", acceptedAt: 5 }, false],
    ["accepted an older terms version", { terms: "1.0", privacy: "1.0", acceptedAt: 5 }, true],
    ["accepted an older privacy policy", { terms: "1.1", privacy: "0.9", acceptedAt: 5 }, true],
    ["accepted a version the product no longer publishes (rolled back)", { terms: "1.2", privacy: "1.0", acceptedAt: 5 }, true],
  ])("is %s: %s", (_case, accepted, expected) => {
    expect(needsLegalAcceptance({ current, accepted })).toBe(expected);
  });
});

describe("areCurrentVersions", () => {
  it("accepts only the versions in force", () => {
    expect([areCurrentVersions(current, current), areCurrentVersions({ ...current, terms: "1.0" }, current)]).toEqual([true, false]);
  });
});

describe("registrationAcceptance", () => {
  it.each([
    ["nothing when the box was not ticked", false, undefined, null],
    ["the versions in force when the page did not say", true, undefined, current],
    ["the versions the page showed", true, { terms: "1.0", privacy: "1.0" }, { terms: "1.0", privacy: "1.0" }],
  ])("records %s", (_case, accepted, seen, expected) => {
    expect(registrationAcceptance(accepted, seen, current)).toEqual(expected);
  });
});
