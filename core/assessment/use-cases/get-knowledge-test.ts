import type { ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError } from "../../ports/storage.port";
import { type UserNotFound, loadUser } from "../../shared/load-user";
import { type KnowledgeAnswerKey, type KnowledgeBank, type KnowledgeCategory, KNOWLEDGE_CATEGORIES } from "../knowledge-bank";

type Localized = Readonly<{ en: string; th: string }>;
/** One answered question: the chosen choice's text and point, and the right choice when it was wrong. */
export type KnowledgeTestItem = Readonly<{
  Q: string;
  q: Localized;
  A: [Readonly<{ key: string; text: Localized; point: number }>];
  /** The right choice of a wrongly answered question (the correct-answer page); null when right. */
  correct: Readonly<{ key: string; text: Localized }> | null;
}>;

/** GET /user/knowledge-test: the last scored test; empty with a null point before the first. */
export type KnowledgeTestView = Readonly<{ data: KnowledgeTestItem[]; knowledgeTestPoint: number | null; total: number }>;

/** Ports and data getKnowledgeTest uses. */
export type GetKnowledgeDeps = Readonly<{ storage: AccountStorage; bank: KnowledgeBank; answerKey: KnowledgeAnswerKey }>;

const EMPTY = { en: "", th: "" };

function questionOf(bank: KnowledgeBank, id: string) {
  const [category, key] = id.split(".") as [KnowledgeCategory, string];
  return KNOWLEDGE_CATEGORIES.includes(category) ? bank[category].find((q) => q.key === key) : undefined;
}

/**
 * The caller's knowledge test result with each question's text, the chosen answer's text and
 * point, the right answer of each wrong one, and knowledgeTestPoint.
 * @example getKnowledgeTest({ storage, bank, answerKey }, { userId }) // ok({ data: [...], knowledgeTestPoint: 7, total: 10 })
 */
export function getKnowledgeTest(deps: GetKnowledgeDeps, input: Readonly<{ userId: string }>): ResultAsync<KnowledgeTestView, UserNotFound | StorageError> {
  return loadUser(deps.storage.users, input.userId)
    .andThen(() => deps.storage.assessments.findKnowledgeResult(input.userId))
    .map((result): KnowledgeTestView => {
      if (!result) return { data: [], knowledgeTestPoint: null, total: 0 };
      const data = result.data.map((item): KnowledgeTestItem => {
        const question = questionOf(deps.bank, item.Q);
        const choice = (key: string | undefined) => question?.answers.find((a) => a.key === key)?.text ?? EMPTY;
        const chosen = item.A[0];
        const right = deps.answerKey[item.Q];
        return {
          Q: item.Q,
          q: question?.q ?? EMPTY,
          A: [{ key: chosen.text, text: choice(chosen.text), point: chosen.point }],
          correct: chosen.point === 0 && right !== undefined ? { key: right, text: choice(right) } : null,
        };
      });
      return { data, knowledgeTestPoint: result.knowledgeTestPoint, total: result.total };
    });
}
