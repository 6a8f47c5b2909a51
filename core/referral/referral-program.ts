import type { ReferralLevel } from "./referral-level";

/** An invitee who earned the inviter a reward (spec 3 calls its email referrerEmail); KUL in whole units. */
export type RewardedInvitee = Readonly<{ referrerEmail: string; rewardKul: bigint; rewardedAt: number }>;

/** An invitee who registered through the link and has not connected a social account yet. */
export type PendingInvitee = Readonly<{ referrerEmail: string; registeredAt: number }>;

/**
 * The caller's referral program (GET /user/referrals): code, link, level, counts, KUL received,
 * invitees by level. The server's get-referrals use case returns it and ReferralApiPort answers
 * it; the api-contract's referral schema carries its KUL amounts as decimal strings.
 */
export type ReferralProgram = Readonly<{
  referralCode: string;
  referralLink: string;
  level: ReferralLevel;
  /** Everyone who registered with the code. */
  invitedCount: number;
  /** Those who qualified (connected a social account) and were paid for. */
  rewardedCount: number;
  totalRewardKul: bigint;
  levels: readonly Readonly<{ level: ReferralLevel; rewardPerInviteeKul: bigint; invitees: readonly RewardedInvitee[] }>[];
  pending: readonly PendingInvitee[];
}>;
