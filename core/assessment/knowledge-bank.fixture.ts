import {
  KNOWLEDGE_BANK_SIZES,
  KNOWLEDGE_CATEGORIES,
  knowledgeQuestionId,
  type KnowledgeAnswerKey,
  type KnowledgeBank,
  type KnowledgeQuestion,
} from "./knowledge-bank";

/** A generated question with `choices` choices (tests only: the real texts are server data). */
export function generatedQuestion(category: string, n: number, choices = 4): KnowledgeQuestion {
  return {
    key: `q_${n}`,
    q: { en: `${category} question ${n}`, th: `คำถาม ${category} ข้อ ${n}` },
    answers: Array.from({ length: choices }, (_, i) => ({
      key: `a_${i + 1}`,
      text: { en: `choice ${i + 1}`, th: `ตัวเลือก ${i + 1}` },
    })),
  };
}

/** A version 2 bank of the real sizes with generated texts, and an answer key for it. */
export function generatedBank(sizes: Readonly<Record<string, number>> = KNOWLEDGE_BANK_SIZES): {
  bank: KnowledgeBank;
  answerKey: KnowledgeAnswerKey;
} {
  const answerKey: Record<string, string> = {};
  const entries = KNOWLEDGE_CATEGORIES.map((category) => {
    const questions = Array.from({ length: sizes[category] ?? 0 }, (_, i) => {
      const choices = 2 + (i % 3); // 2, 3 or 4 choices
      answerKey[knowledgeQuestionId({ category, key: `q_${i + 1}` })] = `a_${(i % choices) + 1}`;
      return generatedQuestion(category, i + 1, choices);
    });
    return [category, questions] as const;
  });
  return { bank: { version: 2, ...Object.fromEntries(entries) } as KnowledgeBank, answerKey };
}
