import type { KycStatus } from "../account/user";
import { domainError } from "../shared/domain-error";
import type { KycFieldErrors } from "./field-checks";

/** An inactive account (email not confirmed) may not verify its identity. */
export const kycAccountInactive = domainError("KYC_ACCOUNT_INACTIVE");
/** Only a user in UNVERIFIED or REQUEST_CHANGE may submit or upload; `status` is the current one. */
export const kycSubmitNotAllowed = domainError("KYC_SUBMIT_NOT_ALLOWED", (status: KycStatus) => ({ status }));
/** The submitted form breaks the spec 2 section 5 rules: one field code per field, in wizard order. */
export const kycFormInvalid = domainError("KYC_FORM_INVALID", (fields: KycFieldErrors) => ({ fields }));
/** A document field that is not a link to the caller's own upload for that same field. */
export const kycDocumentInvalid = domainError("KYC_DOCUMENT_INVALID", (field: string) => ({ field }));
/** The upload's `name` part is not a document field of the form. */
export const kycDocumentNameInvalid = domainError("KYC_DOCUMENT_NAME_INVALID", (name: string) => ({ name: name.slice(0, 64) }));
/** No such document for this caller: unknown, or another user's (the two are not told apart). */
export const kycDocumentNotFound = domainError("KYC_DOCUMENT_NOT_FOUND");
/** The user has no KYC submission to review. */
export const kycSubmissionNotFound = domainError("KYC_SUBMISSION_NOT_FOUND");
/** Operators decide only on a submission in VERIFYING; `status` is the current one. */
export const kycReviewNotAllowed = domainError("KYC_REVIEW_NOT_ALLOWED", (status: KycStatus) => ({ status }));
/** The ID card number, or passport number with its nationality, is on another account whose KYC is not REJECTED. */
export const kycIdentityInUse = domainError("KYC_IDENTITY_IN_USE");

export type KycAccountInactive = ReturnType<typeof kycAccountInactive>;
export type KycSubmitNotAllowed = ReturnType<typeof kycSubmitNotAllowed>;
export type KycFormInvalid = ReturnType<typeof kycFormInvalid>;
export type KycDocumentInvalid = ReturnType<typeof kycDocumentInvalid>;
export type KycDocumentNameInvalid = ReturnType<typeof kycDocumentNameInvalid>;
export type KycDocumentNotFound = ReturnType<typeof kycDocumentNotFound>;
export type KycSubmissionNotFound = ReturnType<typeof kycSubmissionNotFound>;
export type KycReviewNotAllowed = ReturnType<typeof kycReviewNotAllowed>;
export type KycIdentityInUse = ReturnType<typeof kycIdentityInUse>;
