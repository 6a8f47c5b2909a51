import type { ResultAsync } from "neverthrow";
import type { ReferralLevel } from "../referral/referral-level";
import type { ApiError } from "./api.errors";

/** An invitee who earned the inviter a reward (spec 3 calls its email referrerEmail); KUL in whole units. */
export type RewardedInvitee = Readonly<{ referrerEmail: string; rewardKul: bigint; rewardedAt: number }>;

/** An invitee who registered through the link and has not connected a social account yet. */
export type PendingInvitee = Readonly<{ referrerEmail: string; registeredAt: number }>;

/** The caller's referral program: code, link, level, counts, KUL received, invitees by level. */
export type ReferralProgram = Readonly<{
  referralCode: string;
  referralLink: string;
  level: ReferralLevel;
  invitedCount: number;
  rewardedCount: number;
  totalRewardKul: bigint;
  levels: readonly Readonly<{ level: ReferralLevel; rewardPerInviteeKul: bigint; invitees: readonly RewardedInvitee[] }>[];
  pending: readonly PendingInvitee[];
}>;

/** A cancelled program: what was reclaimed from the inviter, and when (epoch ms). */
export type ReferralCancellation = Readonly<{
  inviterId: string;
  rewardsCancelled: number;
  reclaimedKul: bigint;
  invitees: number;
  cancelledAt: number;
}>;

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
