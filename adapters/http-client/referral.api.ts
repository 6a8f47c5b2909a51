import type { ReferralCancellation } from "../../core/referral/referral-cancellation";
import type { ReferralProgram } from "../../core/referral/referral-program";
import type { ReferralApiPort } from "../../core/ports/referral-api.port";
import { adminReferralCancelSchema, REFERRALS_PATH, referralsSchema } from "../api-contract/referral.schema";
import type { ApiClient } from "./api-client";

/**
 * The ReferralApiPort over the referral routes: KUL amounts read as bigint by the client's
 * schemas, the cancellation's success flag dropped.
 * @example const program = await createReferralApi(api).referralProgram();
 */
export function createReferralApi(api: ApiClient): ReferralApiPort {
  return {
    referralProgram: () => api.get(REFERRALS_PATH, { response: referralsSchema }).map((program): ReferralProgram => program),
    // Admins only: for a self-referring inviter.
    cancelReferralProgram: (inviterId, reason) =>
      api
        .post(`/admin/referrals/${encodeURIComponent(inviterId)}/cancel`, { body: { reason }, response: adminReferralCancelSchema })
        .map(({ success: _success, ...cancellation }): ReferralCancellation => cancellation),
  };
}
