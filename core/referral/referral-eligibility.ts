import { err, ok, type Result } from "neverthrow";
import { domainError } from "../shared/domain-error";
import { referralLevelOf, rewardForInvitee, type ReferralLevel } from "./referral-level";

/** The invitee is the inviter under another address of the same mailbox. */
export const referralSelfEmail = domainError("REFERRAL_SELF_EMAIL");
/** The invitee uses a wallet the inviter uses. */
export const referralSelfWallet = domainError("REFERRAL_SELF_WALLET", (wallet: string) => ({ wallet }));
/** The invitee has not connected a social account, so the inviter earns nothing yet. */
export const referralSocialNotConnected = domainError("REFERRAL_SOCIAL_NOT_CONNECTED");
export type SelfReferralError = ReturnType<typeof referralSelfEmail> | ReturnType<typeof referralSelfWallet>;
export type ReferralRewardError = SelfReferralError | ReturnType<typeof referralSocialNotConnected>;

/** What the self-referral check knows of a person. */
export type ReferralParty = Readonly<{ email: string; wallets: readonly string[] }>;

/**
 * The mailbox an address delivers to: lower case, "+tag" dropped, and dots dropped for Gmail,
 * so "A.B+x@gmail.com" and "ab@gmail.com" count as the same person.
 */
export function canonicalEmail(email: string): string {
  const [local = "", domain = ""] = email.trim().toLowerCase().split(/@(?=[^@]*$)/);
  const base = local.split("+")[0]!;
  const gmail = domain === "gmail.com" || domain === "googlemail.com";
  return `${gmail ? base.replace(/\./g, "") : base}@${gmail ? "gmail.com" : domain}`;
}

/** Refuses self-referral: the same mailbox, or a shared wallet (compared case-insensitively). */
export function checkSelfReferral(inviter: ReferralParty, invitee: ReferralParty): Result<void, SelfReferralError> {
  if (canonicalEmail(inviter.email) === canonicalEmail(invitee.email)) return err(referralSelfEmail());
  const own = new Set(inviter.wallets.map((w) => w.toLowerCase()));
  const shared = invitee.wallets.find((w) => own.has(w.toLowerCase()));
  return shared === undefined ? ok(undefined) : err(referralSelfWallet(shared));
}

/** An invitee as the reward rules see it; socialConnectedAt is null until a social account is connected. */
export type Invitee = Readonly<{ userId: string; socialConnectedAt: number | null }>;

/** One granted referral reward. */
export type ReferralReward = Readonly<{ userId: string; invitee: number; level: ReferralLevel; rewardKul: bigint }>;

/**
 * Whether the inviter earns for `invitee` now, and how much: only once a social account is
 * connected, at the level the inviter reaches with this invitee (`counted` earlier ones).
 */
export function referralRewardFor(
  invitee: Invitee,
  counted: number,
): Result<ReferralReward, ReturnType<typeof referralSocialNotConnected>> {
  if (invitee.socialConnectedAt === null) return err(referralSocialNotConnected());
  return ok(rewardAt(invitee.userId, counted + 1));
}

function rewardAt(userId: string, n: number): ReferralReward {
  return { userId, invitee: n, level: referralLevelOf(n), rewardKul: rewardForInvitee(n) };
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every reward an inviter has earned, recomputed from the invitees: those with a social
 * account, counted in the order they connected it (ties by user id, so the result is stable).
 */
export function referralRewards(invitees: readonly Invitee[]): ReferralReward[] {
  return invitees
    .filter((i): i is Invitee & { socialConnectedAt: number } => i.socialConnectedAt !== null)
    .sort((a, b) => a.socialConnectedAt - b.socialConnectedAt || compareIds(a.userId, b.userId))
    .map((invitee, counted) => rewardAt(invitee.userId, counted + 1));
}
