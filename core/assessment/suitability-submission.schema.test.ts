import { err } from "neverthrow";
import { describe, expect, it } from "vitest";
import { SUITABILITY_QUESTIONS } from "./suitability-questions";
import { parseSuitabilitySubmission, suitabilitySubmissionInvalid } from "./suitability-scoring";

type Entry = { Q: string; A: { text: string; others?: string; countries?: string[] }[] };

function withEntries(change: (entries: Entry[]) => Entry[]) {
  const entries: Entry[] = SUITABILITY_QUESTIONS.map((q) => ({ Q: q.key, A: [{ text: "A_1" }] }));
  return { suitTestData: change(entries), isAcceptAcknowledgeRisk: true };
}

const replace = (index: number, entry: Entry) => (entries: Entry[]) => entries.map((e, i) => (i === index ? entry : e));

describe("suitability submission", () => {
  it("accepts every question answered once", () => {
    expect(parseSuitabilitySubmission(withEntries((e) => e)).isOk()).toBe(true);
  });

  it.each([
    ["a missing question", (e: Entry[]) => e.slice(1), [["suitTestData.Q_1", "SUITABILITY_QUESTION_MISSING"]]],
    [
      "a repeated question",
      (e: Entry[]) => [...e, { Q: "Q_2", A: [{ text: "A_2" }] }],
      [["suitTestData.14.Q", "SUITABILITY_QUESTION_DUPLICATE"]],
    ],
    [
      "an unknown question",
      (e: Entry[]) => [...e, { Q: "Q_15", A: [{ text: "A_1" }] }],
      [["suitTestData.14.Q", "SUITABILITY_QUESTION_UNKNOWN"]],
    ],
    ["no answer", replace(0, { Q: "Q_1", A: [] }), [["suitTestData.0.A", "SUITABILITY_ANSWER_REQUIRED"]]],
    [
      "an unknown answer",
      replace(0, { Q: "Q_1", A: [{ text: "A_9" }] }),
      [["suitTestData.0.A.0.text", "SUITABILITY_ANSWER_UNKNOWN"]],
    ],
    [
      "a malformed answer key",
      replace(0, { Q: "Q_1", A: [{ text: "B" }] }),
      [["suitTestData.0.A.0.text", "SUITABILITY_ANSWER_UNKNOWN"]],
    ],
    [
      "two answers to a single-select question",
      replace(0, { Q: "Q_1", A: [{ text: "A_1" }, { text: "A_2" }] }),
      [["suitTestData.0.A", "SUITABILITY_SINGLE_ANSWER_ONLY"]],
    ],
    [
      "a repeated answer",
      replace(2, { Q: "Q_3", A: [{ text: "A_1" }, { text: "A_1" }] }),
      [["suitTestData.2.A.1.text", "SUITABILITY_ANSWER_DUPLICATE"]],
    ],
    [
      "question 3 others without text",
      replace(2, { Q: "Q_3", A: [{ text: "A_5", others: "  " }] }),
      [["suitTestData.2.A.0.others", "SUITABILITY_OTHERS_REQUIRED"]],
    ],
    [
      "question 5 others without text",
      replace(4, { Q: "Q_5", A: [{ text: "A_1" }, { text: "A_7" }] }),
      [["suitTestData.4.A.1.others", "SUITABILITY_OTHERS_REQUIRED"]],
    ],
    [
      "free text on an answer that is not others",
      replace(2, { Q: "Q_3", A: [{ text: "A_2", others: "text" }] }),
      [["suitTestData.2.A.0.others", "SUITABILITY_OTHERS_NOT_ALLOWED"]],
    ],
    [
      "others text over 200 characters",
      replace(4, { Q: "Q_5", A: [{ text: "A_7", others: "x".repeat(201) }] }),
      [["suitTestData.4.A.0.others", "SUITABILITY_OTHERS_TOO_LONG"]],
    ],
    [
      "countries outside question 6",
      replace(0, { Q: "Q_1", A: [{ text: "A_1", countries: ["Iran"] }] }),
      [["suitTestData.0.A.0.countries", "SUITABILITY_COUNTRIES_NOT_ALLOWED"]],
    ],
  ])("reports %s", (_name, change, issues) => {
    expect(parseSuitabilitySubmission(withEntries(change))).toEqual(
      err(suitabilitySubmissionInvalid(issues.map(([path, code]) => ({ path, code }) as never))),
    );
  });

  it("accepts free text of exactly 200 characters and an empty others on a plain answer", () => {
    const change = replace(4, { Q: "Q_5", A: [{ text: "A_7", others: "x".repeat(200) }, { text: "A_1", others: "" }] });
    expect(parseSuitabilitySubmission(withEntries(change)).isOk()).toBe(true);
  });

  it("reports a wrongly typed field as SUITABILITY_FIELD_INVALID", () => {
    expect(parseSuitabilitySubmission({ suitTestData: "no", isAcceptAcknowledgeRisk: true })).toEqual(
      err(suitabilitySubmissionInvalid([{ path: "suitTestData", code: "SUITABILITY_FIELD_INVALID" }])),
    );
  });
});
