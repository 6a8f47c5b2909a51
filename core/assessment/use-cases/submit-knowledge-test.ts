import { errAsync, type ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError } from "../../ports/storage.port";
import type { ClockPort } from "../../ports/clock.port";
import type { UserNotFound } from "../../shared/load-user";
import type { KnowledgeAnswerKey, KnowledgeBank } from "../knowledge-bank";
import { scoreKnowledgeTest, type KnowledgeResult, type KnowledgeScoringError } from "../knowledge-scoring";
import { knowledgeTestNotDrawn, type AssessmentAccountInactive, type KnowledgeTestNotDrawn } from "../assessment.errors";
import { loadActiveUser } from "../active-user";

/** Ports and data submitKnowledgeTest uses: the banks and the answer key (server only). */
export type SubmitKnowledgeDeps = Readonly<{ storage: AccountStorage; clock: ClockPort; bank: KnowledgeBank; answerKey: KnowledgeAnswerKey }>;

export type SubmitKnowledgeError =
  | KnowledgeScoringError
  | KnowledgeTestNotDrawn
  | UserNotFound
  | AssessmentAccountInactive
  | StorageError;

/**
 * Scores the user's drawn test on the server (one point per right answer, out of 10), stores
 * the answers with their points, and sets knowledgeTestPoint, all in one transaction; the draw
 * is consumed so it is scored once.
 * @example submitKnowledgeTest(deps, { userId, body: [{ Q: "blockchain.q_7", A: [{ text: "a_2" }] }, ...] })
 */
export function submitKnowledgeTest(
  deps: SubmitKnowledgeDeps,
  input: Readonly<{ userId: string; body: unknown }>,
): ResultAsync<KnowledgeResult, SubmitKnowledgeError> {
  return deps.storage.transaction((tx) =>
    loadActiveUser(tx.users, input.userId)
      .andThen(() => tx.assessments.findKnowledgeDraw(input.userId))
      .andThen((draw) => {
        if (!draw) return errAsync<KnowledgeResult, SubmitKnowledgeError>(knowledgeTestNotDrawn());
        const scored = scoreKnowledgeTest(input.body, draw.questions, deps.bank, deps.answerKey);
        if (scored.isErr()) return errAsync<KnowledgeResult, SubmitKnowledgeError>(scored.error);
        const result = scored.value;
        const now = deps.clock.now();
        return tx.assessments
          .consumeKnowledgeDraw(input.userId, draw.drawnAt)
          .andThen((consumed) => (consumed ? tx.assessments.saveKnowledgeResult({ userId: input.userId, ...result, submittedAt: now }) : errAsync(knowledgeTestNotDrawn())))
          .andThen(() => tx.users.update(input.userId, { knowledgeTestPoint: result.knowledgeTestPoint }, now))
          .map(() => result);
      }),
  );
}
