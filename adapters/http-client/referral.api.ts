import type { ReferralApiPort, ReferralCancellation, ReferralProgram } from "../../core/ports/referral-api.port";
import type { ApiClient } from "./api-client";
import { createReferralClient } from "./referral.client";

/**
 * The ReferralApiPort over the referral client: KUL amounts arrive as bigint from its schemas,
 * the cancellation's success flag is dropped.
 * @example const program = await createReferralApi(api).referralProgram();
 */
export function createReferralApi(api: ApiClient): ReferralApiPort {
  const referrals = createReferralClient(api);
  return {
    referralProgram: () => referrals.getReferrals().map((program): ReferralProgram => program),
    cancelReferralProgram: (inviterId, reason) =>
      referrals.cancelReferrals(inviterId, reason).map(({ success: _success, ...cancellation }): ReferralCancellation => cancellation),
  };
}
