import type { ResultAsync } from "neverthrow";
import type { StorageError, UserRecord } from "./storage.port";

/**
 * Storage of the referral program (spec 3 sections 4 and 9): one reward per invitee, numbered
 * per inviter so each is paid at the inviter's level at its time. A field of AccountStorage so
 * a grant is written in the same transaction as the social connect that earned it.
 */

/** The reward an inviter earned for one invitee; amount in whole KUL. */
export type ReferralRewardRecord = Readonly<{
  inviteeId: string;
  inviterId: string;
  /** 1-based rank of this invitee among the inviter's rewarded invitees. */
  inviteeNumber: number;
  /** The inviter's level (1 to 3) when this invitee was counted. */
  level: number;
  amount: bigint;
  createdAt: number;
}>;

/**
 * An operator's cancellation of an inviter's referral program for self-referral (spec 3
 * section 6): every referral reward of the inviter is reclaimed and no later invitee pays.
 */
export type ReferralCancellationRecord = Readonly<{
  inviterId: string;
  /** The admin's user id. */
  cancelledBy: string;
  reason: string;
  /** How many referral rewards were cancelled, and their KUL, taken back from the balance. */
  rewardsCancelled: number;
  reclaimedKul: bigint;
  createdAt: number;
}>;

export interface ReferralRepositoryPort {
  /**
   * Holds the inviter's referral lock until the enclosing transaction ends (SQL: the inviter's
   * users row FOR UPDATE), so two grants to one inviter count and number one after the other.
   * Succeeds whether or not the user exists.
   */
  lockInviter(inviterId: string): ResultAsync<void, StorageError>;
  /**
   * Records the reward once per invitee: false (and nothing written) when the invitee already
   * has one. STORAGE_CONFLICT when the inviter already has a reward with this inviteeNumber.
   */
  record(reward: ReferralRewardRecord): ResultAsync<boolean, StorageError>;
  /** The reward the invitee earned its inviter, or null. */
  findByInvitee(inviteeId: string): ResultAsync<ReferralRewardRecord | null, StorageError>;
  /** The inviter's rewards, by inviteeNumber ascending. */
  listForInviter(inviterId: string): ResultAsync<ReferralRewardRecord[], StorageError>;
  /** Users whose referredBy is the inviter, oldest first (createdAt, then id). */
  listInvitees(inviterId: string): ResultAsync<UserRecord[], StorageError>;
  /**
   * Cancels the inviter's program once: stores the record and removes the inviter's "Referral"
   * rewards from the rewards table (the KUL balance), keeping the referral rewards as the
   * history of what was paid. False (and nothing written) when it is already cancelled;
   * STORAGE_CONFLICT when the inviter or the admin does not exist.
   */
  cancel(cancellation: ReferralCancellationRecord): ResultAsync<boolean, StorageError>;
  /** The inviter's cancellation, or null. */
  findCancellation(inviterId: string): ResultAsync<ReferralCancellationRecord | null, StorageError>;
}
