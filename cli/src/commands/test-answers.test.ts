import { describe, expect, it } from "vitest";
import { knowledgeAnswersFileSchema, knowledgeSubmission } from "./test-answers";

describe("knowledge answers file", () => {
  it("turns the short form and the API form into the same submission", () => {
    const short = knowledgeAnswersFileSchema.parse({ "blockchain.q_1": "a_2", "investment.q_3": "a_1" });
    const wire = knowledgeAnswersFileSchema.parse([
      { Q: "blockchain.q_1", A: [{ text: "a_2" }] },
      { Q: "investment.q_3", A: [{ text: "a_1" }] },
    ]);
    expect(knowledgeSubmission(short)).toEqual(knowledgeSubmission(wire));
    expect(knowledgeSubmission(short)).toEqual([
      { Q: "blockchain.q_1", A: [{ text: "a_2" }] },
      { Q: "investment.q_3", A: [{ text: "a_1" }] },
    ]);
  });

  it.each([[{ q: "b" }], [{ q: 1 }], [[{ Q: "q", A: [] }]], ["a_1"]])("refuses %j", (file) => {
    expect(knowledgeAnswersFileSchema.safeParse(file).success).toBe(false);
  });
});
