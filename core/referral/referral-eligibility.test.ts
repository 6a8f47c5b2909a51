import fc from "fast-check";
import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import {
  canonicalEmail,
  checkSelfReferral,
  referralRewardFor,
  referralRewards,
  referralSelfEmail,
  referralSelfWallet,
  referralSocialNotConnected,
  type Invitee,
} from "./referral-eligibility";
import { referralRewardTotal } from "./referral-level";

const inviter = { email: "Somchai@Example.com", wallets: ["0xAbC0000000000000000000000000000000000001"] };

describe("self-referral", () => {
  it.each([
    ["A.B+promo@Gmail.com", "ab@gmail.com"],
    ["a.b@googlemail.com", "ab@gmail.com"],
    ["  first.last+x@example.co.th ", "first.last@example.co.th"],
    ["odd@name@example.com", "odd@name@example.com"],
  ])("treats %s as the mailbox %s", (email, canonical) => {
    expect(canonicalEmail(email)).toBe(canonical);
  });

  it.each([
    ["another person", { email: "somsri@example.com", wallets: ["0x2"] }, ok(undefined)],
    ["the same email in other case", { email: "somchai@example.com", wallets: [] }, err(referralSelfEmail())],
    ["the same mailbox with a tag", { email: "somchai+2@example.com", wallets: [] }, err(referralSelfEmail())],
    [
      "a shared wallet",
      { email: "somsri@example.com", wallets: ["0x9", "0xabc0000000000000000000000000000000000001"] },
      err(referralSelfWallet("0xabc0000000000000000000000000000000000001")),
    ],
  ])("for %s gives %j", (_name, invitee, expected) => {
    expect(checkSelfReferral(inviter, invitee)).toEqual(expected);
  });
});

describe("referral rewards", () => {
  it.each([
    ["no social account", { userId: "u1", socialConnectedAt: null }, 0, err(referralSocialNotConnected())],
    ["level 1", { userId: "u1", socialConnectedAt: 1 }, 0, ok({ userId: "u1", invitee: 1, level: 1, rewardKul: 5n })],
    ["level 2", { userId: "u1", socialConnectedAt: 1 }, 10, ok({ userId: "u1", invitee: 11, level: 2, rewardKul: 10n })],
    ["level 3", { userId: "u1", socialConnectedAt: 1 }, 20, ok({ userId: "u1", invitee: 21, level: 3, rewardKul: 15n })],
  ] as [string, Invitee, number, unknown][])("rewards an invitee with %s after %i counted ones", (_n, invitee, counted, expected) => {
    expect(referralRewardFor(invitee, counted)).toEqual(expected);
  });

  it("counts only invitees with a social account, in the order they connected it", () => {
    const invitees: Invitee[] = [
      { userId: "c", socialConnectedAt: 300 },
      { userId: "x", socialConnectedAt: null },
      { userId: "b", socialConnectedAt: 100 },
      { userId: "a", socialConnectedAt: 100 },
    ];
    expect(referralRewards(invitees)).toEqual([
      { userId: "a", invitee: 1, level: 1, rewardKul: 5n },
      { userId: "b", invitee: 2, level: 1, rewardKul: 5n },
      { userId: "c", invitee: 3, level: 1, rewardKul: 5n },
    ]);
  });

  it("pays 375 KUL for 35 connected invitees", () => {
    const invitees = Array.from({ length: 40 }, (_, i) => ({ userId: `u${i}`, socialConnectedAt: i < 35 ? i : null }));
    expect(referralRewards(invitees).reduce((s, r) => s + r.rewardKul, 0n)).toBe(375n);
  });

  it("pays the level total for any invitees, whatever their order", () => {
    const invitee = fc.record({ userId: fc.string(), socialConnectedAt: fc.option(fc.nat()) });
    fc.assert(
      fc.property(fc.array(invitee), (invitees) => {
        const rewards = referralRewards(invitees);
        const connected = invitees.filter((i) => i.socialConnectedAt !== null).length;
        expect(rewards.reduce((s, r) => s + r.rewardKul, 0n)).toBe(referralRewardTotal(connected));
        expect(referralRewards([...invitees].reverse()).map((r) => r.rewardKul)).toEqual(rewards.map((r) => r.rewardKul));
      }),
    );
  });
});
