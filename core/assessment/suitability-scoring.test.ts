import fc from "fast-check";
import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { Country } from "./question-6-points";
import { answerKeys, SUITABILITY_MAX_SCORE, SUITABILITY_QUESTIONS } from "./suitability-questions";
import type { SuitabilityAnswer } from "./suitability-submission.schema";
import {
  evaluateSuitability,
  parseSuitabilitySubmission,
  riskAcknowledgementRequired,
  scoreSuitability,
  suitabilityCountryUnknown,
  suitabilitySubmissionInvalid,
} from "./suitability-scoring";

const COUNTRIES: Country[] = [
  { en_short_name: "Thailand", type: "none" },
  { en_short_name: "Myanmar", type: "greyList" },
  { en_short_name: "Iran", type: "superBlackList" },
  { en_short_name: "Japan", type: "none" },
];

type Picks = Partial<Record<string, SuitabilityAnswer[]>>;

/** The first answer of each question worth `pick(points)`. */
const picksBy = (pick: (points: number[]) => number): Picks =>
  Object.fromEntries(
    SUITABILITY_QUESTIONS.map((q) => {
      const points: readonly number[] = q.points;
      return [q.key, [{ text: `A_${points.indexOf(pick([...points])) + 1}` }]];
    }),
  );
const worst = picksBy((p) => Math.min(...p));
const best = picksBy((p) => Math.max(...p));

/** Every question answered with its lowest answer, overridden by `picks`. */
function submission(picks: Picks = {}, isAcceptAcknowledgeRisk = true) {
  const all = { ...worst, ...picks };
  return { suitTestData: SUITABILITY_QUESTIONS.map((q) => ({ Q: q.key, A: all[q.key]! })), isAcceptAcknowledgeRisk };
}

describe("suitability scoring", () => {
  it("gives the maximum of 45 for the best answers and a black-listed income country", () => {
    const picks = { ...best, Q_6: [{ text: "A_3", countries: ["Iran"] }] };
    expect(scoreSuitability(parseSuitabilitySubmission(submission(picks))._unsafeUnwrap(), COUNTRIES)).toEqual(
      ok(expect.objectContaining({ score: SUITABILITY_MAX_SCORE, riskLevel: "very_hight", requiresRiskAcknowledgement: false })),
    );
  });

  it("gives 1 for the lowest answers, question 6 A_1 being the only point", () => {
    expect(evaluateSuitability(submission(), COUNTRIES)).toEqual(
      ok(expect.objectContaining({ score: 1, riskLevel: "low", requiresRiskAcknowledgement: true })),
    );
  });

  it.each([
    ["A_1", [], 1],
    ["A_2", [], 3],
    ["A_3", [], 5],
    ["A_4", [], 3],
    ["A_5", [], 5],
    ["A_1", ["Thailand", "Japan"], 1],
    ["A_5", ["Japan"], 5],
    ["A_1", ["Myanmar"], 7],
    ["A_3", ["Myanmar"], 7],
    ["A_1", ["Iran"], 10],
    ["A_2", ["Myanmar", "Iran", "Japan"], 10],
    ["A_2", ["iran"], 10],
  ])("scores question 6 answer %s with countries %j as %i", (text, countries, point) => {
    const result = evaluateSuitability(submission({ Q_6: [{ text, countries }] }), COUNTRIES)._unsafeUnwrap();
    expect(result.score).toBe(point);
    expect(result.suitTestData[5]).toEqual({ Q: "Q_6", A: [{ text, point, countries }] });
  });

  it("scores a multi-select question by its highest chosen answer and keeps the others text trimmed", () => {
    const picks = { Q_3: [{ text: "A_5", others: "  retirement  " }, { text: "A_4" }, { text: "A_1" }] };
    const result = evaluateSuitability(submission(picks), COUNTRIES)._unsafeUnwrap();
    expect(result.score).toBe(1 + 3);
    expect(result.suitTestData[2]).toEqual({
      Q: "Q_3",
      A: [{ text: "A_5", others: "retirement", point: 1 }, { text: "A_4", point: 3 }, { text: "A_1", point: 0 }],
    });
  });

  it("ignores the points a client sends and returns entries in question order", () => {
    const input = submission({ Q_1: [{ text: "A_1", point: 40 }], Q_5: [{ text: "A_6", point: 9 }] });
    const result = evaluateSuitability({ ...input, suitTestData: [...input.suitTestData].reverse() }, COUNTRIES);
    expect(result._unsafeUnwrap().score).toBe(1);
    expect(result._unsafeUnwrap().suitTestData.map((e) => e.Q)).toEqual(SUITABILITY_QUESTIONS.map((q) => q.key));
  });

  it("refuses a country that is not in the list", () => {
    const input = submission({ Q_6: [{ text: "A_2", countries: ["Atlantis", "Japan"] }] });
    expect(evaluateSuitability(input, COUNTRIES)).toEqual(err(suitabilityCountryUnknown(["Atlantis"])));
  });

  it.each([
    [false, "low", err(riskAcknowledgementRequired("low"))],
    [true, "low", "ok"],
  ])("with acknowledgement %s, a %s result gives %j", (accepted, _level, expected) => {
    const result = evaluateSuitability(submission({}, accepted), COUNTRIES);
    if (expected === "ok") expect(result.isOk()).toBe(true);
    else expect(result).toEqual(expected);
  });

  it("does not need the acknowledgement for a very_hight result", () => {
    const picks = { ...best, Q_6: [{ text: "A_1", countries: ["Myanmar"] }] };
    expect(evaluateSuitability(submission(picks, false), COUNTRIES)).toEqual(
      ok(expect.objectContaining({ score: 42, riskLevel: "very_hight", requiresRiskAcknowledgement: false })),
    );
  });

  it("returns the field issues of an invalid submission", () => {
    expect(evaluateSuitability({ suitTestData: [] }, COUNTRIES)).toEqual(
      err(suitabilitySubmissionInvalid([{ path: "isAcceptAcknowledgeRisk", code: "SUITABILITY_FIELD_INVALID" }])),
    );
  });

  it("keeps every score within 1..45 and answers each question once, for any valid answers", () => {
    const answerFor = (q: (typeof SUITABILITY_QUESTIONS)[number]) =>
      fc.subarray(answerKeys(q), { minLength: 1, maxLength: q.multiple ? undefined : 1 }).map((keys) =>
        keys.map((text) => ({
          text,
          ...("othersAnswer" in q && q.othersAnswer === text ? { others: "other text" } : {}),
        })),
      );
    const picks = fc.record(Object.fromEntries(SUITABILITY_QUESTIONS.map((q) => [q.key, answerFor(q)])));
    const countries = fc.subarray(COUNTRIES.map((c) => c.en_short_name));
    fc.assert(
      fc.property(picks, countries, (p, chosen) => {
        const q6 = (p as Picks).Q_6!.map((a) => ({ ...a, countries: chosen }));
        const result = evaluateSuitability(submission({ ...(p as Picks), Q_6: q6 }), COUNTRIES)._unsafeUnwrap();
        expect(result.score).toBeGreaterThanOrEqual(1);
        expect(result.score).toBeLessThanOrEqual(SUITABILITY_MAX_SCORE);
        expect(result.suitTestData).toHaveLength(14);
      }),
    );
  });
});
