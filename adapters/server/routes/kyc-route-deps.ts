import type { KycDeps } from "../../../core/kyc/kyc-deps";
import { KYC_DOCUMENT_PATH } from "../../api-contract/kyc.schema";
import type { ErrorStatuses } from "../api-error";
import type { ServerDeps } from "../server-deps";
import { loadReferenceData } from "../../reference-data/reference-data";

/** Statuses of the KYC codes the suffix conventions of api-error.ts would get wrong. */
export const KYC_ERROR_STATUSES: ErrorStatuses = {
  USER_NOT_FOUND: 401,
  KYC_ACCOUNT_INACTIVE: 403,
  KYC_SUBMIT_NOT_ALLOWED: 409,
  KYC_REVIEW_NOT_ALLOWED: 409,
  KYC_IDENTITY_IN_USE: 409,
  KYC_FILE_TOO_LARGE: 413,
  KYC_FILE_TYPE_NOT_ALLOWED: 415,
  KYC_REVIEW_TOPIC_UNKNOWN: 422,
};

/** The KYC use cases' ports from the server's: the shipped reference data and the document path. */
export function kycDepsOf(deps: ServerDeps): KycDeps {
  return {
    storage: deps.storage,
    clock: deps.clock,
    mail: deps.mail,
    files: deps.files,
    random: deps.random,
    reference: () => loadReferenceData().kyc,
    topics: () => loadReferenceData().kycTopics,
    documentUrl: (id) => `${KYC_DOCUMENT_PATH}${id}`,
  };
}
