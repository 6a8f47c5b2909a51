import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invitesToNextLevel, inviteesByLevel, referralLevelOf, referralRewardTotal, rewardForInvitee } from "./referral-level";

describe("referral levels", () => {
  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [20, 2],
    [21, 3],
    [35, 3],
    [1000, 3],
  ])("with %i counted invitees the inviter is at level %i", (count, level) => {
    expect(referralLevelOf(count)).toBe(level);
  });

  it.each([
    [0, 0n],
    [1, 5n],
    [10, 5n],
    [11, 10n],
    [20, 10n],
    [21, 15n],
    [500, 15n],
  ])("the invitee number %i earns the inviter %i KUL", (n, reward) => {
    expect(rewardForInvitee(n)).toBe(reward);
  });

  it.each([
    [0, 0n],
    [1, 5n],
    [10, 50n],
    [11, 60n],
    [20, 150n],
    [21, 165n],
    [35, 375n],
    [100, 1350n],
  ])("%i invitees give %i KUL in total", (count, total) => {
    expect(referralRewardTotal(count)).toBe(total);
  });

  it("makes the total the sum of each invitee's reward, growing with every invitee", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), (count) => {
        const sum = Array.from({ length: count }, (_, i) => rewardForInvitee(i + 1)).reduce((a, b) => a + b, 0n);
        expect(referralRewardTotal(count)).toBe(sum);
        expect(referralRewardTotal(count + 1) - referralRewardTotal(count)).toBe(rewardForInvitee(count + 1));
        expect(referralRewardTotal(count + 1) > referralRewardTotal(count)).toBe(true);
      }),
    );
  });

  it("splits 25 invitees into 10, 10 and 5 by level", () => {
    const invitees = Array.from({ length: 25 }, (_, i) => `user${i + 1}@example.com`);
    expect(inviteesByLevel(invitees).map((l) => [l.level, l.invitees.length, l.invitees[0]])).toEqual([
      [1, 10, "user1@example.com"],
      [2, 10, "user11@example.com"],
      [3, 5, "user21@example.com"],
    ]);
  });

  it("keeps every invitee in exactly one level, in order", () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), (invitees) => {
        expect(inviteesByLevel(invitees).flatMap((l) => l.invitees)).toEqual(invitees);
      }),
    );
  });
  it.each([
    [0, { level: 2, invitees: 11 }],
    [1, { level: 2, invitees: 10 }],
    [10, { level: 2, invitees: 1 }],
    [11, { level: 3, invitees: 10 }],
    [20, { level: 3, invitees: 1 }],
    [21, null],
    [35, null],
  ])("with %i counted invitees the next level is %o away", (count, next) => {
    expect(invitesToNextLevel(count)).toEqual(next);
  });

  it("reaching the next level with exactly the invites it names", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (count) => {
        const next = invitesToNextLevel(count);
        if (next === null) {
          expect(referralLevelOf(count)).toBe(3);
          return;
        }
        expect(referralLevelOf(count + next.invitees)).toBe(next.level);
        expect(referralLevelOf(count + next.invitees - 1)).toBe(referralLevelOf(count));
      }),
    );
  });
});
