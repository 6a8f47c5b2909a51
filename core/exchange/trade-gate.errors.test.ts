import { describe, expect, it } from "vitest";
import { refusedRequirements, tradeRequirementsMissing } from "./trade-gate.errors";

describe("refusedRequirements", () => {
  it.each([
    ["the domain error's list", tradeRequirementsMissing(["KYC", "KNOWLEDGE_TEST"]), ["KYC", "KNOWLEDGE_TEST"]],
    ["the route's answer, put in the alert's order", { code: "TRADE_GATE_REQUIREMENTS_MISSING", details: { missing: ["ACCEPT_TERMS", "CONFIRM_EMAIL", "KYC"] } }, ["CONFIRM_EMAIL", "KYC", "ACCEPT_TERMS"]],
    ["only the requirements this client knows", { code: "TRADE_GATE_REQUIREMENTS_MISSING", details: { missing: ["SOMETHING_NEW", "KYC"] } }, ["KYC"]],
    ["nothing when the refusal names no known requirement", { code: "TRADE_GATE_REQUIREMENTS_MISSING", details: { missing: ["SOMETHING_NEW"] } }, null],
    ["nothing when the refusal carries no list", { code: "TRADE_GATE_REQUIREMENTS_MISSING", details: {} }, null],
    ["nothing for another failure", { code: "WALLET_LINK_REQUIRED", details: { missing: ["KYC"] } }, null],
  ] as const)("%s", (_name, error, expected) => {
    expect(refusedRequirements(error)).toEqual(expected);
  });
});
