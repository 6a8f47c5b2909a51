import type { ResultAsync } from "neverthrow";
import type { KycStatus } from "../account/user";
import type { CountryListType } from "../assessment/question-6-points";
import type { KycDocumentField } from "../kyc/documents";
import type { CustomerType } from "../kyc/kyc-constants";
import type { Country, IncomeOption, PostcodeEntry, RiskRatedOption, ThaiProvince } from "../kyc/reference";
import type { KycSubmission } from "../kyc/submission";
import type { ApiError } from "./api.errors";
import type { KycFormData, KycIdentityUse, KycLogItem } from "./kyc-storage.port";

/** The caller's KYC: status, and the form as last submitted (null before any submission). */
export type KycState = Readonly<{
  kycStatus: KycStatus;
  customerType: CustomerType | null;
  data: KycFormData | null;
  /** Epoch ms. */
  submittedAt: number | null;
}>;

/** The operator's per-topic notes of the last review and the status they led to. */
export type KycVerification = Readonly<{ kycStatus: KycStatus; logData: readonly KycLogItem[] }>;

/** An uploaded document: its link stands for the file in the submitted form. */
export type UploadedKycDocument = Readonly<{ name: string; link: string; contentType: string }>;

/** A keyed label: a KYC topic or a verification topic, labels by locale code. */
export type KycTopic = Readonly<{ key: string; label: Readonly<Record<string, string>> }>;

/** The reference lists the KYC form and the review read, by name. */
export type KycReferenceLists = {
  /** Countries with their FATF list type (suitability question 6 reads it too). */
  countries: readonly (Country & Readonly<{ type: CountryListType }>)[];
  /** The 77 provinces, with the English name for display. */
  provincesInThailand: readonly (ThaiProvince & Readonly<{ en: string }>)[];
  occupationList: readonly RiskRatedOption[];
  businessList: readonly RiskRatedOption[];
  averageIncomeList: readonly IncomeOption[];
  /** The groups of topics an operator's note names (group.topic). */
  kycTopicsList: readonly (KycTopic & Readonly<{ topics: readonly KycTopic[] }>)[];
  verifyTopicsList: readonly KycTopic[];
  thaiPostcodes: readonly PostcodeEntry[];
};
/** The name of a reference list. */
export type KycReferenceListName = keyof KycReferenceLists;

/** Options of an upload: its progress as it is sent, from 0 to 1 (where the transport can tell). */
export type KycUploadOptions = Readonly<{ onProgress?: (fraction: number) => void }>;

/**
 * The caller's own KYC: status and review notes, document uploads, the submission, and the
 * reference lists of the form. Implemented by adapters/http-client (createKycApi).
 */
export interface KycApiPort {
  /** The caller's status and last submitted form. */
  kycState(): ResultAsync<KycState, ApiError>;
  /** The operator's notes of the last review. */
  verificationLog(): ResultAsync<KycVerification, ApiError>;
  /** Uploads a document for a form field; its link goes in the submission. */
  uploadDocument(field: KycDocumentField, file: Blob, fileName?: string, options?: KycUploadOptions): ResultAsync<UploadedKycDocument, ApiError>;
  /** Submits the form (documents as links); answers the new status. */
  submit(submission: KycSubmission): ResultAsync<KycStatus, ApiError>;
  /** One reference list, as the server ships it. */
  referenceList<K extends KycReferenceListName>(name: K): ResultAsync<KycReferenceLists[K], ApiError>;
}

/** Which submissions to list: by the user's status when given, paged, oldest first. */
export type KycReviewQuery = Readonly<{ status?: KycStatus; limit?: number; offset?: number }>;

/** A row of the operators' list. */
export type KycReviewItem = Readonly<{ userId: string; email: string; kycStatus: KycStatus; customerType: CustomerType; submittedAt: number }>;

/** An uploaded document of a submission, with the link an admin opens it by. */
export type KycReviewDocument = Readonly<{ id: string; name: string; contentType: string; size: number; createdAt: number; link: string }>;

/** One submission as an operator reviews it. */
export type KycReviewDetail = Readonly<{
  userId: string;
  email: string;
  kycStatus: KycStatus;
  customerType: CustomerType;
  data: KycFormData;
  submittedAt: number;
  reviewedAt: number | null;
  /** The admin's user id of the last decision. */
  reviewedBy: string | null;
  logData: readonly KycLogItem[];
  documents: readonly KycReviewDocument[];
  /** Other accounts that used the same ID card or passport (submitted it, or were refused for it), last first. */
  sameIdentity: readonly KycIdentityUse[];
}>;

/** A decision's outcome: the user's new status, and whether the KYC reward was granted now. */
export type KycDecisionOutcome = Readonly<{ kycStatus: KycStatus; rewardGranted: boolean }>;

/**
 * The operators' review of KYC submissions (admins only), used by `kul admin kyc`.
 * Implemented by adapters/http-client (createKycReviewApi).
 */
export interface KycReviewApiPort {
  /** The submissions, by status when given. */
  submissions(query?: KycReviewQuery): ResultAsync<readonly KycReviewItem[], ApiError>;
  /** One user's submission with its documents. */
  submission(userId: string): ResultAsync<KycReviewDetail, ApiError>;
  /** Approves (grants the KYC reward once); notes are optional. */
  approve(userId: string, notes?: readonly KycLogItem[]): ResultAsync<KycDecisionOutcome, ApiError>;
  /** Rejects; notes say why. */
  reject(userId: string, notes?: readonly KycLogItem[]): ResultAsync<KycDecisionOutcome, ApiError>;
  /** Asks the user to correct the topics the notes name (at least one). */
  requestChange(userId: string, notes: readonly KycLogItem[]): ResultAsync<KycDecisionOutcome, ApiError>;
}
