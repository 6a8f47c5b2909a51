import { err, ok, type Result } from "neverthrow";
import { domainError } from "../shared/domain-error";

/** The choice ("a_n") picked so far for each drawn question, by question id (Q). */
export type KnowledgeChoices = Readonly<Record<string, string | undefined>>;

/** One submitted item: the question id and the chosen choice key, as the server scores it. */
export type KnowledgeChoiceItem = Readonly<{ Q: string; A: readonly [Readonly<{ text: string }>] }>;

/** Some drawn questions have no choice yet; `questions` lists their ids in test order. */
export const knowledgeAnswersIncomplete = domainError("KNOWLEDGE_ANSWER_MISSING", (questions: string[]) => ({ questions }));
export type KnowledgeAnswersIncomplete = ReturnType<typeof knowledgeAnswersIncomplete>;

/**
 * The submission of a knowledge test (spec 3 section 4: every question answered before it is
 * sent): one item per drawn question in test order, or the ids of the unanswered ones.
 * @example knowledgeSubmissionOf(["blockchain.q_7"], { "blockchain.q_7": "a_2" }) // ok([{ Q: "blockchain.q_7", A: [{ text: "a_2" }] }])
 */
export function knowledgeSubmissionOf(
  questionIds: readonly string[],
  choices: KnowledgeChoices,
): Result<KnowledgeChoiceItem[], KnowledgeAnswersIncomplete> {
  const missing = questionIds.filter((id) => !choices[id]);
  if (missing.length > 0) return err(knowledgeAnswersIncomplete(missing));
  return ok(questionIds.map((id) => ({ Q: id, A: [{ text: choices[id]! }] as const })));
}
