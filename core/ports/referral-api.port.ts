import type { ResultAsync } from "neverthrow";
import type { ReferralCancellation } from "../referral/referral-cancellation";
import type { ReferralProgram } from "../referral/referral-program";
import type { ApiError } from "./api.errors";

/**
 * The referral program, and its cancellation by an operator for self-referral.
 * Implemented by adapters/http-client (createReferralApi).
 */
export interface ReferralApiPort {
  /** The caller's referral program. */
  referralProgram(): ResultAsync<ReferralProgram, ApiError>;
  /** Cancels an inviter's program and reclaims its rewards (admins only); the reason is kept with it. */
  cancelReferralProgram(inviterId: string, reason: string): ResultAsync<ReferralCancellation, ApiError>;
}
