/** Invitees each level holds before the next one starts (spec 3 section 4). */
export const INVITEES_PER_LEVEL = 10;

/**
 * The levels, with the first counted invitee each one applies to and its reward per invitee
 * (5 times the level). Level 3 is the last: it holds invitee 21 onward with no limit.
 * Derived so that 35 invitees give 10 x 5 + 10 x 10 + 15 x 15 = 375 KUL, the spec's example.
 */
export const REFERRAL_LEVELS = [
  { level: 1, fromInvitee: 1, rewardKul: 5n },
  { level: 2, fromInvitee: 1 + INVITEES_PER_LEVEL, rewardKul: 10n },
  { level: 3, fromInvitee: 1 + 2 * INVITEES_PER_LEVEL, rewardKul: 15n },
] as const;
export type ReferralLevel = (typeof REFERRAL_LEVELS)[number]["level"];

function levelEntry(invitee: number) {
  return [...REFERRAL_LEVELS].reverse().find((l) => invitee >= l.fromInvitee) ?? REFERRAL_LEVELS[0];
}

/**
 * The inviter's level with `count` counted invitees: a level is active once the count exceeds
 * 10 times its index, so 10 invitees is still level 1 and the 11th makes level 2.
 */
export function referralLevelOf(count: number): ReferralLevel {
  return levelEntry(count).level;
}

/** The KUL the n-th counted invitee (1-based) earns the inviter: the level that invitee reaches. */
export function rewardForInvitee(n: number): bigint {
  return n < 1 ? 0n : levelEntry(n).rewardKul;
}

/** Total referral KUL for `count` counted invitees, each paid at the level of its time. */
export function referralRewardTotal(count: number): bigint {
  return REFERRAL_LEVELS.reduce((total, l, i) => {
    const next = REFERRAL_LEVELS[i + 1]?.fromInvitee ?? Number.POSITIVE_INFINITY;
    const inLevel = Math.max(0, Math.min(count, next - 1) - l.fromInvitee + 1);
    return total + BigInt(inLevel) * l.rewardKul;
  }, 0n);
}

/** Invitees in counting order split into the levels they fell in, for the invite-friends list. */
export function inviteesByLevel<T>(invitees: readonly T[]): { level: ReferralLevel; invitees: T[] }[] {
  return REFERRAL_LEVELS.map((l, i) => {
    const next = REFERRAL_LEVELS[i + 1]?.fromInvitee;
    return { level: l.level, invitees: invitees.slice(l.fromInvitee - 1, next === undefined ? undefined : next - 1) };
  });
}

/**
 * How many more counted invitees take the inviter from `count` to the next level, and which
 * level that is; null at level 3, the last, which has no limit. 10 invitees need 1 more for
 * level 2, since the 11th starts it.
 */
export function invitesToNextLevel(count: number): { level: ReferralLevel; invitees: number } | null {
  const current = referralLevelOf(count);
  const next = REFERRAL_LEVELS.find((l) => l.level > current);
  return next === undefined ? null : { level: next.level, invitees: next.fromInvitee - Math.max(0, count) };
}
