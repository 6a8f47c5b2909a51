import type { ResultAsync } from "neverthrow";
import type { KycStatus } from "../account/user";
import type { StorageError, UserRecord } from "./storage.port";

/**
 * Server-side storage of KYC submissions, their uploaded documents and the operators'
 * verification logs. A field of AccountStorage (`kyc`) so a review writes the user's status,
 * the reward and its notification in one transaction. Both the memory and the SQL storage
 * pass tests/conformance/kyc-storage.behavior.ts.
 */

/** Personal or Organization (spec 2 section 3). */
export type KycCustomerType = "Personal" | "Organization";

/** One item of the verification log (GET /user/kyc/verification logData). */
export type KycLogItem = Readonly<{ group: string; topic: string; detail: string }>;

/** The submitted form as the server accepted it: text and yes / no values, documents as links. */
export type KycFormData = Readonly<Record<string, string | boolean>>;

/** A user's current KYC submission (one per user; a corrected submission replaces it). */
export type KycSubmissionRecord = Readonly<{
  userId: string;
  customerType: KycCustomerType;
  form: KycFormData;
  submittedAt: number;
  /** When an operator last decided, and who (an admin's user id); null until then. */
  reviewedAt: number | null;
  reviewedBy: string | null;
  /** The operator's per-topic details of the last review (empty when none). */
  verificationLog: readonly KycLogItem[];
}>;

/** An uploaded KYC document; the content lives in the file store under `fileKey`, private. */
export type KycDocumentRecord = Readonly<{
  id: string;
  userId: string;
  /** The document field of the form it was uploaded for (e.g. "identificationPicture"). */
  field: string;
  fileKey: string;
  contentType: string;
  size: number;
  createdAt: number;
}>;

/** A row of the operators' list: the submission with its user's email and status. */
export type KycSubmissionSummary = Readonly<{
  userId: string;
  email: string;
  kycStatus: KycStatus;
  customerType: KycCustomerType;
  submittedAt: number;
}>;

/** Which submissions to list: by the user's status when given; oldest submission first. */
export type KycListQuery = Readonly<{ status?: KycStatus; limit: number; offset: number }>;

/** An account using an identity (identity-key.ts) at `at`: a submission, or an attempt refused for it. */
export type KycIdentityClaim = Readonly<{ identityKey: string; userId: string; at: number }>;

/** An account that used an identity, as operators see it, with the last time it did. */
export type KycIdentityUse = Readonly<{ userId: string; email: string; kycStatus: KycStatus; usedAt: number }>;

export interface KycRepositoryPort {
  /** Inserts or replaces the user's submission. Fails with STORAGE_CONFLICT when the user does not exist. */
  saveSubmission(record: KycSubmissionRecord): ResultAsync<void, StorageError>;
  findSubmission(userId: string): ResultAsync<KycSubmissionRecord | null, StorageError>;
  /** Submissions joined with their users, oldest submittedAt first (ties by user id). */
  listSubmissions(query: KycListQuery): ResultAsync<KycSubmissionSummary[], StorageError>;
  /**
   * Compare-and-set of the user's kycStatus, atomic against concurrent callers: sets `next`
   * only when the status is one of `expected`, returning the updated user; null when the
   * user is missing or in another status (nothing written).
   */
  transitionStatus(userId: string, expected: readonly KycStatus[], next: KycStatus, now: number): ResultAsync<UserRecord | null, StorageError>;
  /** Fails with STORAGE_CONFLICT when the id is taken or the user does not exist. */
  addDocument(document: KycDocumentRecord): ResultAsync<void, StorageError>;
  findDocument(id: string): ResultAsync<KycDocumentRecord | null, StorageError>;
  /** The user's documents, oldest first (ties by id). */
  listDocuments(userId: string): ResultAsync<KycDocumentRecord[], StorageError>;
  /**
   * Makes the user the holder of the identity, atomically against concurrent claims: when nobody
   * holds it, the user does already, or its holder's KYC is REJECTED. The user's other identity, if
   * any, is released and the use is recorded. Null when claimed; else the holder's user id (nothing written).
   */
  claimIdentity(claim: KycIdentityClaim): ResultAsync<string | null, StorageError>;
  /** Records that the user used the identity (an attempt refused for it), for the operators. */
  recordIdentityUse(claim: KycIdentityClaim): ResultAsync<void, StorageError>;
  /** Every account that used the identity, last use first (ties by user id). */
  listIdentityUses(identityKey: string): ResultAsync<KycIdentityUse[], StorageError>;
  /**
   * Marks the identity's KYC reward paid, once per identity whichever account holds it: true
   * the first time (the user then holds the identity), false ever after (nothing written).
   */
  rewardIdentity(claim: KycIdentityClaim): ResultAsync<boolean, StorageError>;
}
