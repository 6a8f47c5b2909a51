import fc from "fast-check";
import { err } from "neverthrow";
import { describe, expect, it } from "vitest";
import {
  KNOWLEDGE_BANK_SIZES,
  KNOWLEDGE_CATEGORIES,
  KNOWLEDGE_TEST_SIZE,
  knowledgeBankSchema,
  knowledgeQuestionId,
} from "./knowledge-bank";
import { generatedBank, generatedQuestion } from "./knowledge-bank.fixture";
import { drawKnowledgeTest, knowledgeBankTooSmall } from "./knowledge-draw";
import { seededRandom } from "../testing/seeded-random";

const { bank } = generatedBank();

/** A source that replays `values` in a loop. */
const replay = (values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe("knowledge test draw", () => {
  it("draws 4 cryptocurrency questions then 2 of each other bank", () => {
    const drawn = drawKnowledgeTest(bank, replay([0]))._unsafeUnwrap();
    expect(drawn.map(knowledgeQuestionId)).toEqual([
      "cryptocurrency.q_1",
      "cryptocurrency.q_2",
      "cryptocurrency.q_3",
      "cryptocurrency.q_4",
      "blockchain.q_1",
      "blockchain.q_2",
      "cryptocurrency_wallet.q_1",
      "cryptocurrency_wallet.q_2",
      "investment.q_1",
      "investment.q_2",
    ]);
  });

  it("takes the last remaining question when the source gives values near 1", () => {
    const drawn = drawKnowledgeTest(bank, replay([0.999999]))._unsafeUnwrap();
    expect(drawn.slice(0, 4).map((r) => r.key)).toEqual(["q_18", "q_1", "q_2", "q_3"]);
  });

  it("replays the same draw from the same seed", () => {
    expect(drawKnowledgeTest(bank, seededRandom(42))).toEqual(drawKnowledgeTest(bank, seededRandom(42)));
  });

  it("refuses a bank smaller than its draw", () => {
    const small = { ...bank, investment: [generatedQuestion("investment", 1)] };
    expect(drawKnowledgeTest(small, Math.random)).toEqual(err(knowledgeBankTooSmall("investment", 1, 2)));
  });

  it("counts repeated keys once when checking a bank's size", () => {
    const repeated = { ...bank, blockchain: [generatedQuestion("blockchain", 1), generatedQuestion("blockchain", 1)] };
    expect(drawKnowledgeTest(repeated, Math.random)).toEqual(err(knowledgeBankTooSmall("blockchain", 2, 2)));
  });

  it("draws the right count per bank, without repeats, from within the bank, for any random source", () => {
    const source = fc.oneof(
      fc.integer().map((seed) => seededRandom(seed)),
      fc.array(fc.double({ min: -1, max: 2, noNaN: false }), { minLength: 1 }).map(replay),
    );
    fc.assert(
      fc.property(source, (random) => {
        const drawn = drawKnowledgeTest(bank, random)._unsafeUnwrap();
        expect(drawn).toHaveLength(KNOWLEDGE_TEST_SIZE);
        expect(new Set(drawn.map(knowledgeQuestionId)).size).toBe(KNOWLEDGE_TEST_SIZE);
        const counts = Object.fromEntries(KNOWLEDGE_CATEGORIES.map((c) => [c, drawn.filter((r) => r.category === c).length]));
        expect(counts).toEqual({ cryptocurrency: 4, blockchain: 2, cryptocurrency_wallet: 2, investment: 2 });
        for (const ref of drawn) expect(bank[ref.category].map((q) => q.key)).toContain(ref.key);
      }),
    );
  });
});

describe("knowledge bank", () => {
  it("accepts a version 2 bank of 18, 20, 24 and 21 questions", () => {
    expect(KNOWLEDGE_BANK_SIZES).toEqual({ cryptocurrency: 18, blockchain: 20, cryptocurrency_wallet: 24, investment: 21 });
    expect(knowledgeBankSchema.safeParse(bank).success).toBe(true);
  });

  it.each([
    ["a bank of the wrong size", { ...bank, investment: bank.investment.slice(1) }],
    ["a repeated key", { ...bank, blockchain: bank.blockchain.map((q, i) => (i === 0 ? { ...q, key: "q_5" } : q)) }],
    [
      "a question with one choice",
      { ...bank, cryptocurrency: [generatedQuestion("cryptocurrency", 1, 1), ...bank.cryptocurrency.slice(1)] },
    ],
    ["version 1", { ...bank, version: 1 }],
  ])("refuses %s", (_name, value) => {
    expect(knowledgeBankSchema.safeParse(value).success).toBe(false);
  });
});
