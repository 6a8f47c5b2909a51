import { err, ok, type Result } from "neverthrow";
import { z } from "zod";
import { domainError } from "../shared/domain-error";
import { fieldIssues, type FieldIssue } from "../shared/field-issue";
import {
  knowledgeQuestionId,
  type KnowledgeAnswerKey,
  type KnowledgeCategory,
  type KnowledgeQuestionRef,
} from "./knowledge-bank";

/** Field-level codes of a knowledge test submission. */
export const KNOWLEDGE_FIELD_ERROR_CODES = [
  "KNOWLEDGE_FIELD_INVALID",
  "KNOWLEDGE_QUESTION_NOT_DRAWN",
  "KNOWLEDGE_QUESTION_DUPLICATE",
  "KNOWLEDGE_CHOICE_UNKNOWN",
  "KNOWLEDGE_ANSWER_MISSING",
] as const;
export type KnowledgeFieldErrorCode = (typeof KNOWLEDGE_FIELD_ERROR_CODES)[number];
export type KnowledgeIssue = FieldIssue<KnowledgeFieldErrorCode>;

/** The submission is malformed, incomplete or answers questions that were not drawn. */
export const knowledgeSubmissionInvalid = domainError("KNOWLEDGE_SUBMISSION_INVALID", (issues: KnowledgeIssue[]) => ({
  issues,
}));
/** The server's answer key lacks a drawn question (a data fault, not the user's). */
export const knowledgeAnswerKeyMissing = domainError("KNOWLEDGE_ANSWER_KEY_MISSING", (questions: string[]) => ({
  questions,
}));
export type KnowledgeScoringError =
  | ReturnType<typeof knowledgeSubmissionInvalid>
  | ReturnType<typeof knowledgeAnswerKeyMissing>;

/** PATCH /user/knowledge-test/submit: one chosen choice ("a_n") per drawn question id. */
export const knowledgeSubmissionSchema = z.array(
  z.object({ Q: z.string(), A: z.array(z.object({ text: z.string() })).length(1) }),
);

/** One scored item as stored: point 1 when right, 0 when wrong. */
export type KnowledgeResultItem = Readonly<{ Q: string; A: [{ text: string; point: 0 | 1 }] }>;
/** A scored test: knowledgeTestPoint out of the number of drawn questions (10). */
export type KnowledgeResult = Readonly<{ knowledgeTestPoint: number; total: number; data: KnowledgeResultItem[] }>;

/** The choices of each question, as scoring needs them. */
export type ChoiceBanks = Readonly<
  Record<KnowledgeCategory, readonly Readonly<{ key: string; answers: readonly Readonly<{ key: string }>[] }>[]>
>;

function submissionIssues(
  items: z.infer<typeof knowledgeSubmissionSchema>,
  drawn: readonly KnowledgeQuestionRef[],
  banks: ChoiceBanks,
): KnowledgeIssue[] {
  const ids = drawn.map(knowledgeQuestionId);
  const issues: KnowledgeIssue[] = [];
  items.forEach((item, i) => {
    const at = ids.indexOf(item.Q);
    if (at < 0) return void issues.push({ path: `${i}.Q`, code: "KNOWLEDGE_QUESTION_NOT_DRAWN" });
    if (items.findIndex((o) => o.Q === item.Q) !== i) {
      return void issues.push({ path: `${i}.Q`, code: "KNOWLEDGE_QUESTION_DUPLICATE" });
    }
    const ref = drawn[at]!;
    const choices = banks[ref.category].find((q) => q.key === ref.key)?.answers ?? [];
    if (!choices.some((c) => c.key === item.A[0]!.text)) {
      issues.push({ path: `${i}.A.0.text`, code: "KNOWLEDGE_CHOICE_UNKNOWN" });
    }
  });
  for (const id of ids) {
    if (!items.some((item) => item.Q === id)) issues.push({ path: id, code: "KNOWLEDGE_ANSWER_MISSING" });
  }
  return issues;
}

/**
 * Scores a submission against the drawn questions and the server's answer key: every drawn
 * question must be answered once with one of its choices; one point per right answer.
 */
export function scoreKnowledgeTest(
  input: unknown,
  drawn: readonly KnowledgeQuestionRef[],
  banks: ChoiceBanks,
  answerKey: KnowledgeAnswerKey,
): Result<KnowledgeResult, KnowledgeScoringError> {
  const parsed = knowledgeSubmissionSchema.safeParse(input);
  if (!parsed.success) return err(knowledgeSubmissionInvalid(fieldIssues(parsed.error, "KNOWLEDGE_FIELD_INVALID")));
  const issues = submissionIssues(parsed.data, drawn, banks);
  if (issues.length > 0) return err(knowledgeSubmissionInvalid(issues));
  const ids = drawn.map(knowledgeQuestionId);
  const missing = ids.filter((id) => answerKey[id] === undefined);
  if (missing.length > 0) return err(knowledgeAnswerKeyMissing(missing));
  const data = ids.map((id): KnowledgeResultItem => {
    const text = parsed.data.find((item) => item.Q === id)!.A[0]!.text;
    return { Q: id, A: [{ text, point: answerKey[id] === text ? 1 : 0 }] };
  });
  const knowledgeTestPoint = data.reduce((sum, item) => sum + item.A[0].point, 0);
  return ok({ knowledgeTestPoint, total: ids.length, data });
}

/** A wrongly answered question for the correct-answers page. */
export type KnowledgeWrongAnswer = Readonly<{ Q: string; chosen: string; correct: string }>;

/**
 * The wrongly answered questions of a result, in test order, with the correct choice to
 * highlight. Empty means the page redirects to the knowledge test. Items whose key is
 * unknown are skipped rather than shown with no correct answer.
 */
export function knowledgeWrongAnswers(
  data: readonly KnowledgeResultItem[],
  answerKey: KnowledgeAnswerKey,
): KnowledgeWrongAnswer[] {
  return data.flatMap((item) => {
    const correct = answerKey[item.Q];
    return item.A[0].point === 0 && correct !== undefined ? [{ Q: item.Q, chosen: item.A[0].text, correct }] : [];
  });
}
