import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError } from "../../ports/storage.port";
import type { ClockPort } from "../../ports/clock.port";
import type { RandomSource } from "../../ports/random.port";
import type { UserNotFound } from "../../shared/load-user";
import { knowledgeQuestionId, type KnowledgeBank, type KnowledgeCategory, type KnowledgeQuestionRef } from "../knowledge-bank";
import { drawKnowledgeTest as drawRefs, type KnowledgeBankTooSmall } from "../knowledge-draw";
import type { AssessmentAccountInactive } from "../assessment.errors";
import { loadActiveUser } from "../active-user";

/** Ports and data drawKnowledgeTestFor uses: the server's banks and a random source. */
export type DrawKnowledgeDeps = Readonly<{ storage: AccountStorage; clock: ClockPort; random: RandomSource; bank: KnowledgeBank }>;

type Localized = Readonly<{ en: string; th: string }>;
/** A drawn question as the user sees it: id, category, text and choices, never the answer. */
export type DrawnQuestion = Readonly<{
  Q: string;
  category: KnowledgeCategory;
  q: Localized;
  answers: Readonly<{ key: string; text: Localized }>[];
}>;

export type DrawKnowledgeError = KnowledgeBankTooSmall | UserNotFound | AssessmentAccountInactive | StorageError;

/** The questions of `refs` with their texts and choices, in draw order. */
function drawnQuestions(bank: KnowledgeBank, refs: readonly KnowledgeQuestionRef[]): DrawnQuestion[] {
  return refs.flatMap((ref) => {
    const question = bank[ref.category].find((q) => q.key === ref.key);
    return question ? [{ Q: knowledgeQuestionId(ref), category: ref.category, q: question.q, answers: [...question.answers] }] : [];
  });
}

/**
 * Draws a knowledge test for the user (4 cryptocurrency questions, 2 of each other bank) and
 * stores it so the submission is scored against these questions. An unanswered draw is given
 * back as is, so reloading the page cannot fish for other questions.
 * @example drawKnowledgeTestFor({ storage, clock, random: Math.random, bank }, { userId }) // ok([...10 questions])
 */
export function drawKnowledgeTestFor(
  deps: DrawKnowledgeDeps,
  input: Readonly<{ userId: string }>,
): ResultAsync<DrawnQuestion[], DrawKnowledgeError> {
  return deps.storage.transaction((tx) =>
    loadActiveUser(tx.users, input.userId)
      .andThen(() => tx.assessments.findKnowledgeDraw(input.userId))
      .andThen((existing) => {
        // A draw naming a question the banks no longer hold (data updated since) is replaced,
        // or the user could never answer it.
        if (existing && drawnQuestions(deps.bank, existing.questions).length === existing.questions.length) {
          return okAsync(existing.questions);
        }
        const drawn = drawRefs(deps.bank, deps.random);
        if (drawn.isErr()) return errAsync<readonly KnowledgeQuestionRef[], DrawKnowledgeError>(drawn.error);
        const draw = { userId: input.userId, questions: drawn.value, drawnAt: deps.clock.now() };
        return tx.assessments.saveKnowledgeDraw(draw).map(() => draw.questions);
      })
      .map((refs) => drawnQuestions(deps.bank, refs)),
  );
}
