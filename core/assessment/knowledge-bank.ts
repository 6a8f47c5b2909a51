import { z } from "zod";

/** Version 2 knowledge categories, in the order the test shows them. */
export const KNOWLEDGE_CATEGORIES = ["cryptocurrency", "blockchain", "cryptocurrency_wallet", "investment"] as const;
export type KnowledgeCategory = (typeof KNOWLEDGE_CATEGORIES)[number];

/** The bank version this model describes. */
export const KNOWLEDGE_BANK_VERSION = 2;

/** Questions in each version 2 bank. */
export const KNOWLEDGE_BANK_SIZES: Readonly<Record<KnowledgeCategory, number>> = {
  cryptocurrency: 18,
  blockchain: 20,
  cryptocurrency_wallet: 24,
  investment: 21,
};

/** Questions drawn from each bank: 4 + 2 + 2 + 2 (decisions.md: the spec's "6 questions" is a slip). */
export const KNOWLEDGE_DRAW_COUNTS: Readonly<Record<KnowledgeCategory, number>> = {
  cryptocurrency: 4,
  blockchain: 2,
  cryptocurrency_wallet: 2,
  investment: 2,
};

/** Questions in one test, which is also the best score. */
export const KNOWLEDGE_TEST_SIZE = 10;

const localizedText = z.object({ en: z.string().min(1), th: z.string().min(1) });
const questionKey = z.string().regex(/^q_[1-9][0-9]*$/);
const choiceKey = z.string().regex(/^a_[1-4]$/);

/** One question as the server stores it: text q and two to four choices a_1..a_4; never the answer. */
export const knowledgeQuestionSchema = z.object({
  key: questionKey,
  q: localizedText,
  answers: z.array(z.object({ key: choiceKey, text: localizedText })).min(2).max(4),
});
export type KnowledgeQuestion = z.infer<typeof knowledgeQuestionSchema>;

const bankOf = (category: KnowledgeCategory) =>
  z
    .array(knowledgeQuestionSchema)
    .length(KNOWLEDGE_BANK_SIZES[category])
    .refine((qs) => new Set(qs.map((q) => q.key)).size === qs.length, "question keys must be unique");

/** The four version 2 banks (server data, read through this schema). */
export const knowledgeBankSchema = z.object({
  version: z.literal(KNOWLEDGE_BANK_VERSION),
  cryptocurrency: bankOf("cryptocurrency"),
  blockchain: bankOf("blockchain"),
  cryptocurrency_wallet: bankOf("cryptocurrency_wallet"),
  investment: bankOf("investment"),
});
export type KnowledgeBank = z.infer<typeof knowledgeBankSchema>;

/** The answer key, kept on the server only: question id to the correct choice. */
export const knowledgeAnswerKeySchema = z.record(z.string(), choiceKey);
export type KnowledgeAnswerKey = z.infer<typeof knowledgeAnswerKeySchema>;

/** A drawn question: its bank and key. */
export type KnowledgeQuestionRef = Readonly<{ category: KnowledgeCategory; key: string }>;

/** The id of a question across banks, e.g. "blockchain.q_7" (the Q of a submitted item). */
export function knowledgeQuestionId(ref: KnowledgeQuestionRef): string {
  return `${ref.category}.${ref.key}`;
}
