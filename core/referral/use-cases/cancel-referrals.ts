import { errAsync, type ResultAsync } from "neverthrow";
import type { AccountStorage, StorageError } from "../../ports/account-storage.port";
import type { ClockPort } from "../../ports/clock.port";
import {
  reclaimOf,
  referralInviterNotFound,
  referralsAlreadyCancelled,
  type ReferralInviterNotFound,
  type ReferralsAlreadyCancelled,
} from "../referral-cancellation";

export type CancelReferralsDeps = Readonly<{ storage: AccountStorage; clock: ClockPort }>;

/** The operator, the inviter found self-inviting, and why (kept with the cancellation). */
export type CancelReferralsInput = Readonly<{ adminId: string; inviterId: string; reason: string }>;

/** What was taken back, and how many registered invitees the cancellation covers. */
export type CancelReferralsOutput = Readonly<{
  inviterId: string;
  rewardsCancelled: number;
  reclaimedKul: bigint;
  invitees: number;
  cancelledAt: number;
}>;
export type CancelReferralsError = ReferralInviterNotFound | ReferralsAlreadyCancelled | StorageError;

/**
 * Cancels an inviter's referral program for self-referral (spec 3 section 6): in one
 * transaction, under the inviter's referral lock (so no grant slips in between), the inviter's
 * referral rewards are reclaimed from the KUL balance and the program is marked cancelled;
 * later invitees earn nothing (grantReferralReward skips them). The paid rewards stay on record
 * with the cancellation, which says who cancelled, why, and what was reclaimed.
 * @example await cancelReferrals({ storage, clock }, { adminId, inviterId, reason: "Same person as invitee x@y" });
 */
export function cancelReferrals(deps: CancelReferralsDeps, input: CancelReferralsInput): ResultAsync<CancelReferralsOutput, CancelReferralsError> {
  const now = deps.clock.now();
  return deps.storage.transaction((tx) =>
    tx.referrals
      .lockInviter(input.inviterId)
      .andThen(() => tx.users.findById(input.inviterId))
      .andThen((inviter) => (inviter === null ? errAsync(referralInviterNotFound()) : tx.referrals.listForInviter(inviter.id)))
      .andThen((paid) => {
        const reclaim = reclaimOf(paid);
        const record = { inviterId: input.inviterId, cancelledBy: input.adminId, reason: input.reason, ...reclaim, createdAt: now };
        return tx.referrals.cancel(record).andThen((isNew) => (isNew ? tx.referrals.listInvitees(input.inviterId) : errAsync(referralsAlreadyCancelled())))
          .map((invitees): CancelReferralsOutput => ({ inviterId: input.inviterId, ...reclaim, invitees: invitees.length, cancelledAt: now }));
      }),
  );
}
