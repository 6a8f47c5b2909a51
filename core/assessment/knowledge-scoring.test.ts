import fc from "fast-check";
import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../testing/seeded-random";
import { knowledgeQuestionId } from "./knowledge-bank";
import { generatedBank } from "./knowledge-bank.fixture";
import { drawKnowledgeTest } from "./knowledge-draw";
import {
  knowledgeAnswerKeyMissing,
  knowledgeSubmissionInvalid,
  knowledgeWrongAnswers,
  scoreKnowledgeTest,
} from "./knowledge-scoring";

const { bank, answerKey } = generatedBank();
const drawn = drawKnowledgeTest(bank, seededRandom(7))._unsafeUnwrap();
const ids = drawn.map(knowledgeQuestionId);
const right = ids.map((id) => ({ Q: id, A: [{ text: answerKey[id]! }] }));
/** A wrong choice: a_1 unless a_1 is right, then a_2 (every question has two choices at least). */
const wrongChoice = (id: string) => (answerKey[id] === "a_1" ? "a_2" : "a_1");

describe("knowledge test scoring", () => {
  it("gives 10 of 10 when every answer is right", () => {
    expect(scoreKnowledgeTest(right, drawn, bank, answerKey)).toEqual(
      ok({ knowledgeTestPoint: 10, total: 10, data: ids.map((id) => ({ Q: id, A: [{ text: answerKey[id], point: 1 }] })) }),
    );
  });

  it("gives a point per right answer and lists the wrong ones with their correct choice", () => {
    const answers = right.map((item, i) => (i % 3 === 0 ? { Q: item.Q, A: [{ text: wrongChoice(item.Q) }] } : item));
    const result = scoreKnowledgeTest([...answers].reverse(), drawn, bank, answerKey)._unsafeUnwrap();
    expect(result.knowledgeTestPoint).toBe(6);
    expect(knowledgeWrongAnswers(result.data, answerKey)).toEqual(
      [0, 3, 6, 9].map((i) => ({ Q: ids[i], chosen: wrongChoice(ids[i]!), correct: answerKey[ids[i]!] })),
    );
  });

  it("lists no wrong answers for a perfect result, so the page redirects", () => {
    const result = scoreKnowledgeTest(right, drawn, bank, answerKey)._unsafeUnwrap();
    expect(knowledgeWrongAnswers(result.data, answerKey)).toEqual([]);
  });

  it("skips a wrong item whose question is no longer in the answer key", () => {
    expect(knowledgeWrongAnswers([{ Q: "investment.q_99", A: [{ text: "a_1", point: 0 }] }], answerKey)).toEqual([]);
  });

  it.each([
    ["a missing answer", right.slice(1), [{ path: ids[0], code: "KNOWLEDGE_ANSWER_MISSING" }]],
    [
      "a question that was not drawn",
      [...right, { Q: "investment.q_99", A: [{ text: "a_1" }] }],
      [{ path: "10.Q", code: "KNOWLEDGE_QUESTION_NOT_DRAWN" }],
    ],
    ["a repeated question", [...right, right[0]], [{ path: "10.Q", code: "KNOWLEDGE_QUESTION_DUPLICATE" }]],
    [
      "a choice the question does not have",
      [{ Q: ids[0], A: [{ text: "a_9" }] }, ...right.slice(1)],
      [{ path: "0.A.0.text", code: "KNOWLEDGE_CHOICE_UNKNOWN" }],
    ],
    [
      "two choices for one question",
      [{ Q: ids[0], A: [{ text: "a_1" }, { text: "a_2" }] }, ...right.slice(1)],
      [{ path: "0.A", code: "KNOWLEDGE_FIELD_INVALID" }],
    ],
  ])("refuses %s", (_name, answers, issues) => {
    expect(scoreKnowledgeTest(answers, drawn, bank, answerKey)).toEqual(err(knowledgeSubmissionInvalid(issues as never)));
  });

  it("reports drawn questions the answer key lacks", () => {
    const partial = Object.fromEntries(Object.entries(answerKey).filter(([id]) => id !== ids[4]));
    expect(scoreKnowledgeTest(right, drawn, bank, partial)).toEqual(err(knowledgeAnswerKeyMissing([ids[4]!])));
  });

  it("keeps the score within 0..10 and equal to 10 minus the wrong answers, for any answers", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }), fc.integer(), (correct, seed) => {
        const test = drawKnowledgeTest(bank, seededRandom(seed))._unsafeUnwrap();
        const answers = test.map(knowledgeQuestionId).map((id, i) => ({
          Q: id,
          A: [{ text: correct[i] ? answerKey[id]! : wrongChoice(id) }],
        }));
        const result = scoreKnowledgeTest(answers, test, bank, answerKey)._unsafeUnwrap();
        expect(result.knowledgeTestPoint).toBe(correct.filter(Boolean).length);
        expect(knowledgeWrongAnswers(result.data, answerKey)).toHaveLength(10 - result.knowledgeTestPoint);
      }),
    );
  });
});
