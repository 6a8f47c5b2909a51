import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { OBJECTIVE_REASON_MAX, objectiveReasonCounter, validateObjective, type ObjectiveForm } from "./exchange-flow-objective";
import { objectiveReasonRequired, objectiveReasonTooLong, objectiveRequired } from "./exchange-flow.errors";

const trade = { tokenCode: "USDT", amount: 100n };

describe("objective of trading", () => {
  it.each<[string, ObjectiveForm, ReturnType<typeof validateObjective>]>([
    ["no objective", { objective: null, reason: "" }, err(objectiveRequired())],
    ["a listed objective, ignoring any reason", { objective: "ARBITRAGE", reason: "x" }, ok({ objective: "ARBITRAGE", reason: null, ...trade })],
    ["other without a reason", { objective: "OTHER", reason: "   " }, err(objectiveReasonRequired())],
    ["other with a trimmed reason", { objective: "OTHER", reason: " hedging " }, ok({ objective: "OTHER", reason: "hedging", ...trade })],
    ["other with a 200-character reason", { objective: "OTHER", reason: "ก".repeat(200) }, ok({ objective: "OTHER", reason: "ก".repeat(200), ...trade })],
    ["other with a 201-character reason", { objective: "OTHER", reason: "a".repeat(201) }, err(objectiveReasonTooLong(OBJECTIVE_REASON_MAX, 201))],
    ["emoji counted as one character each", { objective: "OTHER", reason: "😀".repeat(200) }, ok({ objective: "OTHER", reason: "😀".repeat(200), ...trade })],
  ])("answers %s", (_name, form, expected) => {
    expect(validateObjective(form, trade)).toEqual(expected);
  });

  it.each([
    ["", { left: 200, over: 0 }],
    ["  ก ", { left: 199, over: 0 }],
    ["a".repeat(200), { left: 0, over: 0 }],
    ["a".repeat(201), { left: 0, over: 1 }],
    ["😀".repeat(250), { left: 0, over: 50 }],
  ])("counts the reason %#: characters left never below zero, the excess apart", (reason, expected) => {
    expect(objectiveReasonCounter(reason)).toEqual(expected);
  });
});
