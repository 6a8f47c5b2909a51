import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { KycStatus } from "../../account/user";
import type { UserRecord, StorageError } from "../../ports/storage.port";
import { grantReward } from "../../account/rewards";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { KycLogItem, KycSubmissionRecord } from "../../ports/kyc-storage.port";
import { checkReviewTopics, type KycReviewTopicUnknown } from "../review-topics";
import { identityKeyOf } from "../identity-key";
import { mailKycStatus, type KycDeps } from "../kyc-deps";
import { kycReviewNotAllowed, kycSubmissionNotFound, type KycReviewNotAllowed, type KycSubmissionNotFound } from "../kyc-use-case.errors";

/** An operator's decision on a submission in VERIFYING. */
export type KycDecision = "APPROVED" | "REJECTED" | "REQUEST_CHANGE";

export type ReviewKycInput = Readonly<{
  adminId: string;
  userId: string;
  decision: KycDecision;
  /** Per-topic details that become the user's verification log (required for REQUEST_CHANGE by the route). */
  details: readonly KycLogItem[];
}>;
export type ReviewKycOutput = Readonly<{ kycStatus: KycStatus; rewardGranted: boolean }>;
export type ReviewKycError = KycSubmissionNotFound | KycReviewNotAllowed | KycReviewTopicUnknown | StorageError;

type Reviewed = Readonly<{ user: UserRecord; rewardGranted: boolean }>;

/**
 * Approval pays the KYCApproved reward (500 KUL) once per user and once per identity, whichever
 * account holds it (identities paid before the rule are marked so by the migration), with a notification.
 */
function grantApprovalReward(tx: AccountStorage, deps: Pick<KycDeps, "random">, submission: KycSubmissionRecord, now: number): ResultAsync<boolean, StorageError> {
  const { userId } = submission;
  const identityKey = identityKeyOf(submission.form);
  const unpaid = identityKey === null ? okAsync(true) : tx.kyc.rewardIdentity({ identityKey, userId, at: now });
  return unpaid.andThen((pay) => (pay ? payApprovalReward(tx, deps, userId, now) : okAsync(false)));
}

function payApprovalReward(tx: AccountStorage, deps: Pick<KycDeps, "random">, userId: string, now: number): ResultAsync<boolean, StorageError> {
  const reward = grantReward("KYCApproved");
  return tx.rewards
    .grant({ userId, name: "KYCApproved", amount: reward.amount, isOpenCongratsModal: reward.options.isOpenCongratsModal, createdAt: now })
    .andThen((isNew) => {
      if (!isNew) return okAsync(false);
      const notification = { id: deps.random.id(), userId, type: "RECEIVE_REWARD" as const, name: "ReceivedKYCApprovedReward" as const, timestamp: now, isRead: false };
      return tx.notifications.add(notification).map(() => true);
    });
}

/** Moves VERIFYING to the decision, records who decided and the details, and pays on approval; all or nothing. */
function decide(tx: AccountStorage, deps: KycDeps, input: ReviewKycInput, submission: KycSubmissionRecord, now: number): ResultAsync<Reviewed, ReviewKycError> {
  return tx.kyc.transitionStatus(input.userId, ["VERIFYING"], input.decision, now).andThen((user) => {
    if (user === null) {
      return tx.users.findById(input.userId).andThen((current) => errAsync(kycReviewNotAllowed(current?.kycStatus ?? "UNVERIFIED")));
    }
    const reviewed = { ...submission, reviewedAt: now, reviewedBy: input.adminId, verificationLog: input.details };
    return tx.kyc
      .saveSubmission(reviewed)
      .andThen(() => (input.decision === "APPROVED" ? grantApprovalReward(tx, deps, reviewed, now) : okAsync(false)))
      .map((rewardGranted) => ({ user, rewardGranted }));
  });
}

/**
 * An operator approves, rejects or asks for changes on a submission in VERIFYING. The status
 * moves by compare-and-set inside one transaction, so of many simultaneous approvals exactly
 * one succeeds and the 500 KUL are granted once; the others get KYC_REVIEW_NOT_ALLOWED. Every
 * detail must name a group and topic of the KYC topics list (KYC_REVIEW_TOPIC_UNKNOWN before
 * anything is written). The user is mailed after the change is committed, with the details.
 */
export function reviewKyc(deps: KycDeps, input: ReviewKycInput): ResultAsync<ReviewKycOutput, ReviewKycError> {
  const now = deps.clock.now();
  const topics = checkReviewTopics(input.details, deps.topics());
  if (topics.isErr()) return errAsync(topics.error);
  return deps.storage
    .transaction((tx) =>
      tx.kyc.findSubmission(input.userId).andThen((submission) => {
        if (submission === null) return errAsync(kycSubmissionNotFound());
        return decide(tx, deps, input, submission, now);
      }),
    )
    .andThen(({ user, rewardGranted }) =>
      mailKycStatus(deps, user, user.kycStatus, { details: input.details, rewardGranted }).map(() => ({ kycStatus: user.kycStatus, rewardGranted })),
    );
}
