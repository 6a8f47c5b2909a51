import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  requiresRiskAcknowledgement,
  riskLevelOf,
  riskLevelRange,
  SUITABILITY_RISK_LEVELS,
  type SuitabilityRiskLevel,
} from "./risk-level";
import { answerPoint, findSuitabilityQuestion, SUITABILITY_MAX_SCORE, SUITABILITY_QUESTIONS } from "./suitability-questions";

describe("risk level", () => {
  it.each([
    [0, "low"],
    [1, "low"],
    [10, "low"],
    [11, "medium"],
    [15, "medium"],
    [16, "hight"],
    [25, "hight"],
    [26, "very_hight"],
    [45, "very_hight"],
  ])("a score of %i is %s", (score, level) => {
    expect(riskLevelOf(score)).toBe(level);
  });

  it.each([
    ["low", true],
    ["medium", true],
    ["hight", true],
    ["very_hight", false],
  ] as [SuitabilityRiskLevel, boolean][])("the %s level needs the risk acknowledgement: %s", (level, needed) => {
    expect(requiresRiskAcknowledgement(level)).toBe(needed);
  });

  it.each([
    ["low", { from: 0, to: 10 }],
    ["medium", { from: 11, to: 15 }],
    ["hight", { from: 16, to: 25 }],
    ["very_hight", { from: 26, to: 45 }],
  ] as const)("the %s level covers scores %j", (level, range) => {
    expect(riskLevelRange(level)).toEqual(range);
  });

  it("places every score of 0..45 in the range of its own level", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: SUITABILITY_MAX_SCORE }), (score) => {
        const { from, to } = riskLevelRange(riskLevelOf(score));
        expect(score >= from && score <= to).toBe(true);
      }),
    );
    expect(SUITABILITY_RISK_LEVELS).toHaveLength(4);
  });

  it("keeps the spec's spellings as codes", () => {
    expect(SUITABILITY_RISK_LEVELS).toEqual(["low", "medium", "hight", "very_hight"]);
  });
});

describe("suitability questions", () => {
  it("has 14 questions whose best answers sum to 35 before question 6's 10 points", () => {
    expect(SUITABILITY_QUESTIONS).toHaveLength(14);
    const best = SUITABILITY_QUESTIONS.filter((q) => q.key !== "Q_6").reduce((s, q) => s + Math.max(...q.points), 0);
    expect(best + 10).toBe(SUITABILITY_MAX_SCORE);
  });

  it("makes questions 3 and 5 the multi-select ones, with others answers A_5 and A_7", () => {
    const multi = SUITABILITY_QUESTIONS.filter((q) => q.multiple);
    expect(multi.map((q) => [q.key, "othersAnswer" in q ? q.othersAnswer : undefined])).toEqual([
      ["Q_3", "A_5"],
      ["Q_5", "A_7"],
    ]);
  });

  it.each([
    ["Q_6", "A_1", 1],
    ["Q_6", "A_2", 3],
    ["Q_6", "A_3", 5],
    ["Q_6", "A_4", 3],
    ["Q_6", "A_5", 5],
    ["Q_6", "A_6", undefined],
    ["Q_6", "A_0", undefined],
  ])("answer %s %s is worth %s", (q, a, point) => {
    expect(answerPoint(findSuitabilityQuestion(q)!, a)).toBe(point);
  });

  it("finds no question for an unknown key", () => {
    expect(findSuitabilityQuestion("Q_0")).toBeUndefined();
  });
});
