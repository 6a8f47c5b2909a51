import type { ResultAsync } from "neverthrow";
import type { KnowledgeQuestionRef } from "../assessment/knowledge-bank";
import type { KnowledgeResultItem } from "../assessment/knowledge-scoring";
import type { SuitabilityRiskLevel } from "../assessment/risk-level";
import type { SuitabilityEntry } from "../assessment/suitability-submission.schema";
import type { StorageError } from "./storage.port";

/**
 * Storage of the suitability and knowledge tests (spec 3 section 3). A field of AccountStorage
 * so a result is written in the same transaction as the user's test point. One row of each kind
 * per user: a retake replaces the earlier one.
 */

/** A scored suitability test: the answers with the server's points, score, level and acknowledgement. */
export type SuitabilityRecord = Readonly<{
  userId: string;
  suitTestData: readonly SuitabilityEntry[];
  /** 0 to 45. */
  score: number;
  riskLevel: SuitabilityRiskLevel;
  isAcceptAcknowledgeRisk: boolean;
  submittedAt: number;
}>;

/** The knowledge questions drawn for a user and not yet answered. */
export type KnowledgeDrawRecord = Readonly<{
  userId: string;
  questions: readonly KnowledgeQuestionRef[];
  drawnAt: number;
}>;

/** A scored knowledge test: each chosen choice with its point (0 wrong, 1 right). */
export type KnowledgeResultRecord = Readonly<{
  userId: string;
  data: readonly KnowledgeResultItem[];
  /** 0 to total. */
  knowledgeTestPoint: number;
  total: number;
  submittedAt: number;
}>;

export interface AssessmentRepositoryPort {
  /** Stores the user's suitability result, replacing an earlier one; STORAGE_CONFLICT for an unknown user. */
  saveSuitability(record: SuitabilityRecord): ResultAsync<void, StorageError>;
  findSuitability(userId: string): ResultAsync<SuitabilityRecord | null, StorageError>;
  /** Stores the user's current draw, replacing an earlier one; STORAGE_CONFLICT for an unknown user. */
  saveKnowledgeDraw(draw: KnowledgeDrawRecord): ResultAsync<void, StorageError>;
  findKnowledgeDraw(userId: string): ResultAsync<KnowledgeDrawRecord | null, StorageError>;
  /**
   * Removes the user's draw if it is still the one drawn at `drawnAt`: true when removed, false
   * when absent or replaced, so one draw is scored once even under concurrent submissions.
   */
  consumeKnowledgeDraw(userId: string, drawnAt: number): ResultAsync<boolean, StorageError>;
  /** Stores the user's knowledge result, replacing an earlier one; STORAGE_CONFLICT for an unknown user. */
  saveKnowledgeResult(record: KnowledgeResultRecord): ResultAsync<void, StorageError>;
  findKnowledgeResult(userId: string): ResultAsync<KnowledgeResultRecord | null, StorageError>;
}
