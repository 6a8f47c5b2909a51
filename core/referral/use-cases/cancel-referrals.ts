import { errAsync, type ResultAsync } from "neverthrow";
import type { SecureRandomPort } from "../../ports/account-services.port";
import type { MailError, MailPort } from "../../ports/mail.port";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError, UserRecord } from "../../ports/storage.port";
import type { ClockPort } from "../../ports/clock.port";
import {
  reclaimOf,
  referralInviterNotFound,
  referralsAlreadyCancelled,
  type ReferralCancellation,
  type ReferralInviterNotFound,
  type ReferralsAlreadyCancelled,
} from "../referral-cancellation";
import { mailReferralsCancelled, notifyReferralsCancelled, type ReferralsCancelledNotice } from "../referrals-cancelled-notice";

export type CancelReferralsDeps = Readonly<{ storage: AccountStorage; clock: ClockPort; mail: MailPort; random: Pick<SecureRandomPort, "id"> }>;

/** The operator, the inviter found self-inviting, and why (kept with the cancellation, and mailed to the inviter). */
export type CancelReferralsInput = Readonly<{ adminId: string; inviterId: string; reason: string }>;

/** What was taken back, how many registered invitees the cancellation covers, and the mail error when the inviter could not be mailed. */
export type CancelReferralsOutput = ReferralCancellation & Readonly<{ mailError: MailError | null }>;
export type CancelReferralsError = ReferralInviterNotFound | ReferralsAlreadyCancelled | StorageError;

type Cancelled = ReferralCancellation & Readonly<{ inviter: UserRecord; notice: ReferralsCancelledNotice }>;

/**
 * Cancels an inviter's referral program for self-referral (spec 3 section 6): in one
 * transaction, under the inviter's referral lock (so no grant slips in between), the inviter's
 * referral rewards are reclaimed from the KUL balance, the program is marked cancelled and the
 * inviter gets an in-app notification; later invitees earn nothing (grantReferralReward skips
 * them). The paid rewards stay on record with the cancellation, which says who cancelled, why,
 * and what was reclaimed. After the commit the inviter is mailed the reason and the KUL
 * reclaimed; a mail failure does not undo the cancellation (the output carries it to be logged).
 * @example await cancelReferrals({ storage, clock, mail, random }, { adminId, inviterId, reason: "Same person as invitee x@y" });
 */
export function cancelReferrals(deps: CancelReferralsDeps, input: CancelReferralsInput): ResultAsync<CancelReferralsOutput, CancelReferralsError> {
  const now = deps.clock.now();
  return deps.storage
    .transaction((tx) =>
      tx.referrals
        .lockInviter(input.inviterId)
        .andThen(() => tx.users.findById(input.inviterId))
        .andThen((inviter) => (inviter === null ? errAsync(referralInviterNotFound()) : tx.referrals.listForInviter(inviter.id).map((paid) => ({ inviter, paid }))))
        .andThen(({ inviter, paid }) => {
          const reclaim = reclaimOf(paid);
          const record = { inviterId: input.inviterId, cancelledBy: input.adminId, reason: input.reason, ...reclaim, createdAt: now };
          const notice = { reason: input.reason, ...reclaim, cancelledAt: now };
          return tx.referrals
            .cancel(record)
            .andThen((isNew) => (isNew ? notifyReferralsCancelled(tx.notifications, deps.random, inviter.id, notice) : errAsync(referralsAlreadyCancelled())))
            .andThen(() => tx.referrals.listInvitees(input.inviterId))
            .map((invitees): Cancelled => ({ inviter, notice, inviterId: input.inviterId, ...reclaim, invitees: invitees.length, cancelledAt: now }));
        }),
    )
    .andThen(({ inviter, notice, ...done }) => mailReferralsCancelled(deps.mail, inviter, notice).map((mailError): CancelReferralsOutput => ({ ...done, mailError })));
}
