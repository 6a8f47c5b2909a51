import type { ReferralRewardRecord } from "../ports/referral-storage.port";
import { domainError } from "../shared/domain-error";

/** The longest reason an operator may give for a cancellation (it is stored and shown in the admin answer). */
export const CANCELLATION_REASON_MAX = 500;

/** No user with this id: there is no referral program to cancel. */
export const referralInviterNotFound = domainError("REFERRAL_INVITER_NOT_FOUND");
/** The inviter's referral program was cancelled before; a cancellation happens once. */
export const referralsAlreadyCancelled = domainError("REFERRALS_ALREADY_CANCELLED");
export type ReferralInviterNotFound = ReturnType<typeof referralInviterNotFound>;
export type ReferralsAlreadyCancelled = ReturnType<typeof referralsAlreadyCancelled>;

/** What cancelling takes back: every referral reward the inviter was paid, and their KUL. */
export type Reclaim = Readonly<{ rewardsCancelled: number; reclaimedKul: bigint }>;

/**
 * A cancelled program: whose, what was reclaimed, how many registered invitees it covers, and
 * when (epoch ms). The server's cancel-referrals use case returns it (with the mail's outcome)
 * and ReferralApiPort.cancelReferralProgram answers it.
 */
export type ReferralCancellation = Readonly<{ inviterId: string; invitees: number; cancelledAt: number }> & Reclaim;

/**
 * Spec 3 section 6: self-invitation through several accounts cancels all of the inviter's
 * referrals and reclaims their rewards, so the whole paid history is taken back, whatever
 * the level each reward was paid at.
 */
export function reclaimOf(rewards: readonly Pick<ReferralRewardRecord, "amount">[]): Reclaim {
  return { rewardsCancelled: rewards.length, reclaimedKul: rewards.reduce((sum, r) => sum + r.amount, 0n) };
}
