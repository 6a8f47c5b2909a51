import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { knowledgeAnswersIncomplete, knowledgeSubmissionOf } from "./knowledge-answers";

const ids = ["cryptocurrency.q_3", "blockchain.q_7", "investment.q_1"];

describe("knowledge test submission", () => {
  it("sends one choice per drawn question, in test order", () => {
    const choices = { "investment.q_1": "a_3", "cryptocurrency.q_3": "a_1", "blockchain.q_7": "a_2" };
    expect(knowledgeSubmissionOf(ids, choices)).toEqual(
      ok([
        { Q: "cryptocurrency.q_3", A: [{ text: "a_1" }] },
        { Q: "blockchain.q_7", A: [{ text: "a_2" }] },
        { Q: "investment.q_1", A: [{ text: "a_3" }] },
      ]),
    );
  });

  it("names every unanswered question in test order and sends nothing", () => {
    expect(knowledgeSubmissionOf(ids, { "blockchain.q_7": "a_2" })).toEqual(err(knowledgeAnswersIncomplete(["cryptocurrency.q_3", "investment.q_1"])));
  });

  it("ignores choices for questions that were not drawn", () => {
    expect(knowledgeSubmissionOf(["blockchain.q_7"], { "blockchain.q_7": "a_1", "legal.q_1": "a_2" })).toEqual(ok([{ Q: "blockchain.q_7", A: [{ text: "a_1" }] }]));
  });
});
