import type { ResultAsync } from "neverthrow";
import type { Language } from "../account/language";
import type { KnowledgeCategory } from "../assessment/knowledge-bank";
import type { SuitabilityRiskLevel } from "../assessment/risk-level";
import type { SuitabilitySubmission } from "../assessment/suitability-submission.schema";
import type { ApiError } from "./api.errors";

/** A text in each interface language. */
export type LocalizedText = Readonly<Record<Language, string>>;

/** The server's score of a suitability test (the user's suitabilityTestPoint) and its risk level. */
export type SuitabilityScore = Readonly<{ suitabilityTestPoint: number; riskLevel: SuitabilityRiskLevel }>;

/** A drawn knowledge question: its id (`Q`), text and choices, never the answer. */
export type DrawnKnowledgeQuestion = Readonly<{
  Q: string;
  category: KnowledgeCategory;
  q: LocalizedText;
  answers: readonly Readonly<{ key: string; text: LocalizedText }>[];
}>;

/** The choice key ("a_n") picked for a drawn question, as the core's knowledge submission holds it. */
export type KnowledgeAnswer = Readonly<{ Q: string; A: readonly [Readonly<{ text: string }>] }>;

/** A knowledge test's score out of `total` (the number of drawn questions). */
export type KnowledgeScore = Readonly<{ knowledgeTestPoint: number; total: number }>;

/** One answered question of the last test: the chosen answer and its point, and the right one when it was wrong. */
export type ReviewedKnowledgeAnswer = Readonly<{
  Q: string;
  q: LocalizedText;
  A: readonly [Readonly<{ key: string; text: LocalizedText; point: number }>];
  correct: Readonly<{ key: string; text: LocalizedText }> | null;
}>;

/** The last scored knowledge test (empty, with a null point, before the first). */
export type KnowledgeTestReview = Readonly<{ data: readonly ReviewedKnowledgeAnswer[]; knowledgeTestPoint: number | null; total: number }>;

/**
 * The two tests that unlock trading: the suitability test and the knowledge test.
 * Implemented by adapters/http-client (createAssessmentApi).
 */
export interface AssessmentApiPort {
  /** Submits the 14 answers and the risk acknowledgement; the server scores them. */
  submitSuitabilityTest(submission: SuitabilitySubmission): ResultAsync<SuitabilityScore, ApiError>;
  /** The caller's drawn questions (the same draw until it is answered). */
  drawKnowledgeTest(): ResultAsync<readonly DrawnKnowledgeQuestion[], ApiError>;
  /** Submits one choice per drawn question. */
  submitKnowledgeTest(answers: readonly KnowledgeAnswer[]): ResultAsync<KnowledgeScore, ApiError>;
  /** The last scored test with the right answers of the wrong ones. */
  knowledgeTestAnswers(): ResultAsync<KnowledgeTestReview, ApiError>;
}
