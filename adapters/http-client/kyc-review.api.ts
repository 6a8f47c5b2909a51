import type { KycDecisionOutcome, KycReviewApiPort, KycReviewDetail, KycReviewItem } from "../../core/ports/kyc-api.port";
import type { ApiClient } from "./api-client";
import { createAdminKycClient } from "./kyc.client";

/**
 * The KycReviewApiPort over the admin KYC client: each answer checked by its api-contract schema,
 * the success flag dropped.
 * @example const review = createKycReviewApi(api); await review.approve(userId);
 */
export function createKycReviewApi(api: ApiClient): KycReviewApiPort {
  const admin = createAdminKycClient(api);
  const outcome = ({ kycStatus, rewardGranted }: KycDecisionOutcome): KycDecisionOutcome => ({ kycStatus, rewardGranted });
  return {
    submissions: (query = {}) => admin.list(query).map(({ items }): readonly KycReviewItem[] => items),
    submission: (userId) => admin.show(userId).map(({ success: _success, ...detail }): KycReviewDetail => detail),
    approve: (userId, notes = []) => admin.approve(userId, notes).map(outcome),
    reject: (userId, notes = []) => admin.reject(userId, notes).map(outcome),
    requestChange: (userId, notes) => admin.requestChange(userId, notes).map(outcome),
  };
}
