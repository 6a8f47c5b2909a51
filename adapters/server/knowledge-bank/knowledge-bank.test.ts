import { mkdtempSync, readdirSync, copyFileSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { KNOWLEDGE_BANK_SIZES, KNOWLEDGE_CATEGORIES, knowledgeQuestionId } from "../../../core/assessment/knowledge-bank";
import { KNOWLEDGE_BANK_DIR, loadKnowledgeBank, readKnowledgeBank } from "./knowledge-bank";

const THAI = /[\u0E00-\u0E7F]/;

describe("the version 2 knowledge banks", () => {
  const { bank, answerKey } = loadKnowledgeBank();

  it.each(KNOWLEDGE_CATEGORIES)("holds the %s bank at its version 2 size with an answer for every question", (category) => {
    expect(bank[category]).toHaveLength(KNOWLEDGE_BANK_SIZES[category]);
    for (const q of bank[category]) expect(answerKey[knowledgeQuestionId({ category, key: q.key })]).toMatch(/^a_[1-4]$/);
  });

  it("writes every question with four distinct choices in English and Thai", () => {
    for (const q of KNOWLEDGE_CATEGORIES.flatMap((c) => bank[c])) {
      expect(q.answers).toHaveLength(4);
      expect(new Set(q.answers.map((a) => a.text.en)).size).toBe(4);
      expect([q.q.th, ...q.answers.map((a) => a.text.th)].every((t) => THAI.test(t) || /^\d/.test(t))).toBe(true);
    }
  });

  it("has 83 answers, spread over every choice position", () => {
    const counts = Object.values(answerKey).reduce<Record<string, number>>((c, k) => ({ ...c, [k]: (c[k] ?? 0) + 1 }), {});
    expect(Object.keys(answerKey)).toHaveLength(83);
    expect(Object.values(counts).every((n) => n >= 15)).toBe(true);
  });

  it("refuses a file whose right choice is not listed", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "kul-bank-"));
    try {
      for (const f of readdirSync(KNOWLEDGE_BANK_DIR).filter((f) => f.endsWith(".json"))) copyFileSync(path.join(KNOWLEDGE_BANK_DIR, f), path.join(dir, f));
      const broken = [{ key: "q_99", q: { en: "x", th: "ก" }, answers: [{ en: "a", th: "ก" }, { en: "b", th: "ข" }], correct: 3 }];
      writeFileSync(path.join(dir, "investment-9.json"), JSON.stringify(broken));
      expect(() => readKnowledgeBank(dir)).toThrow("investment.q_99: correct choice 3 is not listed");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
