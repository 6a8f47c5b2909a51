import { describe, expect, it } from "vitest";
import { COUNTRY_LIST_POINTS } from "./question-6-points";
import { SUITABILITY_MAX_SCORE, SUITABILITY_MIN_SCORE, SUITABILITY_QUESTIONS } from "./suitability-questions";

describe("suitability questions", () => {
  it("score 1 at the lowest: every worst answer gives 0 but question 6, whose lowest answer gives 1", () => {
    expect(SUITABILITY_MIN_SCORE).toBe(1);
  });

  it("score 45 at the highest answer of every question with a FATF black-listed country on question 6", () => {
    const best = SUITABILITY_QUESTIONS.reduce((sum, q) => sum + (q.key === "Q_6" ? COUNTRY_LIST_POINTS.superBlackList : Math.max(...q.points)), 0);
    expect(best).toBe(SUITABILITY_MAX_SCORE);
  });
});
