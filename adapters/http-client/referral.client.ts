import type { ResultAsync } from "neverthrow";
import { REFERRALS_PATH, referralsSchema, type Referrals } from "../api-contract/referral.schema";
import type { ApiClient, ApiClientError } from "./api-client";

/**
 * Typed calls of the referral routes over the base client.
 * @example const referrals = createReferralClient(api); const mine = await referrals.getReferrals();
 */
export function createReferralClient(api: ApiClient) {
  return {
    /** GET /user/referrals: code, link, level, KUL received (bigint) and invitees by level. */
    getReferrals: (): ResultAsync<Referrals, ApiClientError> => api.get(REFERRALS_PATH, { response: referralsSchema }),
  };
}
