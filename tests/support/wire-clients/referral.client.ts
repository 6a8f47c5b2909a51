// A wire client for the server's route tests: typed calls that answer what goes over HTTP, which
// the API ports of adapters/http-client turn into domain values.
import type { ResultAsync } from "neverthrow";
import {
  adminReferralCancelSchema,
  REFERRALS_PATH,
  referralsSchema,
  type AdminReferralCancel,
  type Referrals,
} from "../../../adapters/api-contract/referral.schema";
import type { ApiClient, ApiClientError } from "../../../adapters/http-client/api-client";

/**
 * Typed calls of the referral routes over the base client.
 * @example const referrals = createReferralClient(api); const mine = await referrals.getReferrals();
 */
export function createReferralClient(api: ApiClient) {
  return {
    /** GET /user/referrals: code, link, level, KUL received (bigint) and invitees by level. */
    getReferrals: (): ResultAsync<Referrals, ApiClientError> => api.get(REFERRALS_PATH, { response: referralsSchema }),
    /** POST /admin/referrals/{userId}/cancel (admin): cancels a self-referring inviter's program and reclaims its rewards. */
    cancelReferrals: (userId: string, reason: string): ResultAsync<AdminReferralCancel, ApiClientError> =>
      api.post(`/admin/referrals/${encodeURIComponent(userId)}/cancel`, { body: { reason }, response: adminReferralCancelSchema }),
  };
}
