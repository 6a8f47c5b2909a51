import type { KycLogItem } from "../../core/ports/kyc-storage.port";
import type { KycDecisionOutcome, KycReviewApiPort, KycReviewDetail, KycReviewItem } from "../../core/ports/kyc-api.port";
import { adminKycDecisionResponseSchema, adminKycDetailResponseSchema, adminKycListResponseSchema } from "../api-contract/kyc.schema";
import type { ApiClient } from "./api-client";

/**
 * The KycReviewApiPort over the operators' review routes (admins only): each answer checked by its
 * api-contract schema, the success flag dropped.
 * @example const review = createKycReviewApi(api); await review.approve(userId);
 */
export function createKycReviewApi(api: ApiClient): KycReviewApiPort {
  const decide = (userId: string, action: "approve" | "reject" | "request-change", details: readonly KycLogItem[]) =>
    api
      .post(`/admin/kyc/${encodeURIComponent(userId)}/${action}`, { body: { details }, response: adminKycDecisionResponseSchema })
      .map(({ kycStatus, rewardGranted }): KycDecisionOutcome => ({ kycStatus, rewardGranted }));
  return {
    // Oldest first.
    submissions: (query = {}) => api.get("/admin/kyc", { query, response: adminKycListResponseSchema }).map(({ items }): readonly KycReviewItem[] => items),
    submission: (userId) =>
      api.get(`/admin/kyc/${encodeURIComponent(userId)}`, { response: adminKycDetailResponseSchema }).map(({ success: _success, ...detail }): KycReviewDetail => detail),
    // Grants the KYC reward once.
    approve: (userId, notes = []) => decide(userId, "approve", notes),
    reject: (userId, notes = []) => decide(userId, "reject", notes),
    requestChange: (userId, notes) => decide(userId, "request-change", notes),
  };
}
