import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  KNOWLEDGE_BANK_VERSION,
  KNOWLEDGE_CATEGORIES,
  knowledgeBankSchema,
  knowledgeQuestionId,
  type KnowledgeAnswerKey,
  type KnowledgeBank,
} from "../../../core/assessment/knowledge-bank";

const localized = z.object({ en: z.string().min(1), th: z.string().min(1) });
/** One question as written in the data files: text, four choices, and the right one (server only). */
const fileQuestionSchema = z.object({
  key: z.string().regex(/^q_[1-9][0-9]*$/),
  q: localized,
  answers: z.array(localized).min(2).max(4),
  correct: z.number().int().min(1).max(4),
});

/** The banks and their answer key; the key never leaves the server. */
export type LoadedKnowledgeBank = Readonly<{ bank: KnowledgeBank; answerKey: KnowledgeAnswerKey }>;

/** The folder holding `<category>-<n>.json` files (this file's own folder). */
export const KNOWLEDGE_BANK_DIR = __dirname;

/**
 * Reads every `<category>-<n>.json` of `dir` into the version 2 banks and the answer key,
 * checked by the core schema (sizes 18 / 20 / 24 / 21, unique keys) and each `correct` in range.
 */
export function readKnowledgeBank(dir = KNOWLEDGE_BANK_DIR): LoadedKnowledgeBank {
  const answerKey: Record<string, string> = {};
  const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
  const banks = Object.fromEntries(
    KNOWLEDGE_CATEGORIES.map((category) => {
      const own = files.filter((f) => new RegExp(`^${category}-\\d+\\.json$`).test(f));
      const questions = own.flatMap((f) => z.array(fileQuestionSchema).parse(JSON.parse(readFileSync(path.join(dir, f), "utf8"))));
      return [
        category,
        questions.map((q) => {
          if (q.correct > q.answers.length) throw new Error(`${category}.${q.key}: correct choice ${q.correct} is not listed`);
          answerKey[knowledgeQuestionId({ category, key: q.key })] = `a_${q.correct}`;
          return { key: q.key, q: q.q, answers: q.answers.map((text, i) => ({ key: `a_${i + 1}`, text })) };
        }),
      ];
    }),
  );
  return { bank: knowledgeBankSchema.parse({ version: KNOWLEDGE_BANK_VERSION, ...banks }), answerKey };
}

let cached: LoadedKnowledgeBank | undefined;

/**
 * The shipped knowledge banks, read once per process.
 * @example const { bank, answerKey } = loadKnowledgeBank();
 */
export function loadKnowledgeBank(): LoadedKnowledgeBank {
  cached ??= readKnowledgeBank();
  return cached;
}
