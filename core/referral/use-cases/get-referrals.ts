import { ResultAsync } from "neverthrow";
import { loadUser, type UserNotFound } from "../../shared/load-user";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError, UserRecord } from "../../ports/storage.port";
import type { ReferralRewardRecord } from "../../ports/referral-storage.port";
import { parseReferralCode, referralLink, type ReferralCode } from "../referral-code";
import { REFERRAL_LEVELS, inviteesByLevel, referralLevelOf } from "../referral-level";
import type { ReferralProgram } from "../referral-program";

/** What the referral page needs. */
export type GetReferralsDeps = Readonly<{ storage: AccountStorage }>;

/** The signed-in inviter, and the web app's origin the invitation link points to. */
export type GetReferralsInput = Readonly<{ userId: string; appUrl: string }>;

/** GET /user/referrals: the caller's referral program. */
export type GetReferralsOutput = ReferralProgram;
export type GetReferralsError = UserNotFound | StorageError;

/**
 * The caller's referral program: rewarded invitees in the order they were counted, split into
 * the levels they fell in, plus those still to connect a social account; empty once an operator
 * cancelled the program for self-referral.
 * @example await getReferrals({ storage }, { userId, appUrl: "https://app.kulswap.local" });
 */
export function getReferrals(deps: GetReferralsDeps, input: GetReferralsInput): ResultAsync<GetReferralsOutput, GetReferralsError> {
  const { storage } = deps;
  return loadUser(storage.users, input.userId).andThen((user) =>
    ResultAsync.combine([storage.referrals.listForInviter(user.id), storage.referrals.listInvitees(user.id), storage.referrals.findCancellation(user.id)] as const).map(
      // A cancelled program (self-referral) has no referrals left: its rewards were reclaimed.
      ([rewards, invitees, cancelled]) => (cancelled === null ? view(user, input.appUrl, rewards, invitees) : view(user, input.appUrl, [], [])),
    ),
  );
}

function view(user: UserRecord, appUrl: string, rewards: readonly ReferralRewardRecord[], invitees: readonly UserRecord[]): GetReferralsOutput {
  const emails = new Map(invitees.map((i) => [i.id, i.email]));
  const rewarded = rewards.map((r) => ({ referrerEmail: emails.get(r.inviteeId) ?? "", rewardKul: r.amount, rewardedAt: r.createdAt }));
  const paid = new Set(rewards.map((r) => r.inviteeId));
  // Codes are generated in the parsed form; parsing only brands them for the link.
  const code = parseReferralCode(user.referralCode).unwrapOr(user.referralCode as ReferralCode);
  return {
    referralCode: user.referralCode,
    referralLink: referralLink(appUrl, code),
    level: referralLevelOf(rewards.length),
    invitedCount: invitees.length,
    rewardedCount: rewards.length,
    totalRewardKul: rewards.reduce((sum, r) => sum + r.amount, 0n),
    levels: inviteesByLevel(rewarded).map(({ level, invitees: inLevel }) => ({
      level,
      rewardPerInviteeKul: REFERRAL_LEVELS.find((l) => l.level === level)?.rewardKul ?? 0n,
      invitees: inLevel,
    })),
    pending: invitees.filter((i) => !paid.has(i.id)).map((i) => ({ referrerEmail: i.email, registeredAt: i.createdAt })),
  };
}
