import { okAsync, type ResultAsync } from "neverthrow";
import type { MailError, MailPort, SecureRandomPort } from "../../ports/account-services.port";
import type { NotificationRepositoryPort, StorageError, UserRecord } from "../../ports/account-storage.port";

/** What the inviter is told about the cancellation of their referral program. */
export type ReferralsCancelledNotice = Readonly<{ reason: string; rewardsCancelled: number; reclaimedKul: bigint; cancelledAt: number }>;

/**
 * The params of a REFERRALS_CANCELLED mail (the contract with adapters/mail): the operator's
 * `reason`, and `reclaimedKul` and `rewardsCancelled` as decimal integers.
 */
export function referralsCancelledMailParams(user: Pick<UserRecord, "displayName">, notice: ReferralsCancelledNotice): Record<string, string> {
  return {
    displayName: user.displayName,
    reason: notice.reason,
    reclaimedKul: notice.reclaimedKul.toString(),
    rewardsCancelled: notice.rewardsCancelled.toString(),
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
    .send({ to: user.email, kind: "REFERRALS_CANCELLED", language: user.language, params: referralsCancelledMailParams(user, notice) })
    .map((): MailError | null => null)
    .orElse((error) => okAsync(error));
}
