import { okAsync, type ResultAsync } from "neverthrow";
import type { SecureRandomPort } from "../ports/account-services.port";
import type { MailError, MailOf, MailPort } from "../ports/mail.port";
import type { NotificationRepositoryPort } from "../ports/account-storage.port";
import type { StorageError, UserRecord } from "../ports/storage.port";

/** What the inviter is told about the cancellation of their referral program. */
export type ReferralsCancelledNotice = Readonly<{ reason: string; rewardsCancelled: number; reclaimedKul: bigint; cancelledAt: number }>;

/** The REFERRALS_CANCELLED mail: the operator's reason, and the KUL reclaimed with how many rewards that was. */
export function referralsCancelledMail(user: Pick<UserRecord, "email" | "language" | "displayName">, notice: ReferralsCancelledNotice): MailOf<"REFERRALS_CANCELLED"> {
  return {
    to: user.email,
    kind: "REFERRALS_CANCELLED",
    language: user.language,
    displayName: user.displayName,
    reason: notice.reason,
    reclaimedKul: notice.reclaimedKul,
    rewardsCancelled: notice.rewardsCancelled,
  };
}

/** Adds the in-app notice to the inviter's feed; written in the cancelling transaction, so both or neither. */
export function notifyReferralsCancelled(
  notifications: NotificationRepositoryPort,
  random: Pick<SecureRandomPort, "id">,
  userId: string,
  notice: ReferralsCancelledNotice,
): ResultAsync<void, StorageError> {
  const record = { id: random.id(), userId, type: "RECEIVE_REFERRAL_PROGRAM_REWARD" as const, name: "ReferralProgramCancelled" as const, timestamp: notice.cancelledAt, isRead: false };
  return notifications.add(record);
}

/**
 * Mails the inviter, in their language, the reason and the KUL reclaimed. Sent after the
 * cancellation is committed; a mail that cannot be sent does not undo it: the answer is the
 * mail error (null when sent) so the caller can log the failure.
 */
export function mailReferralsCancelled(mail: MailPort, user: UserRecord, notice: ReferralsCancelledNotice): ResultAsync<MailError | null, never> {
  return mail
    .send(referralsCancelledMail(user, notice))
    .map((): MailError | null => null)
    .orElse((error) => okAsync(error));
}
