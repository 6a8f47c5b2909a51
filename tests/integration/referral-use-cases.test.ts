import fc from "fast-check";
import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { userNotFound } from "../../core/shared/load-user";
import type { UserRecord } from "../../core/ports/storage.port";
import { grantReferralReward, type GrantReferralRewardOutput } from "../../core/referral/use-cases/grant-referral-reward";
import { getReferrals } from "../../core/referral/use-cases/get-referrals";
import { referralRewardTotal } from "../../core/referral/referral-level";
import { T0 } from "./profile-fixtures";
import { referralFixture } from "./referral-fixtures";

const APP = "https://app.kulswap.local";
const granted = (inviterId: string, inviteeId: string, invitee: number, level: 1 | 2 | 3, rewardKul: bigint): GrantReferralRewardOutput => ({
  kind: "GRANTED",
  inviterId,
  inviteeId,
  reward: { userId: inviteeId, invitee, level, rewardKul },
});

describe("grantReferralReward", () => {
  it.each([
    ["an invitee without a social account", { googleId: null }, "SOCIAL_NOT_CONNECTED"],
    ["an invitee connected to the inviter's own Google mailbox", { googleId: "g-self", googleEmail: "Boss+alt@Example.com" }, "SELF_REFERRAL"],
    ["an invitee whose Facebook email is the inviter's", { facebookId: "fb-self", facebookEmail: "boss@example.com" }, "SELF_REFERRAL"],
  ] as const)("pays nothing for %s", async (_name, fields, reason) => {
    const f = referralFixture();
    const inviter = await f.user({ email: "boss@example.com" });
    const invitee = await f.invitee(inviter, fields);
    expect(await grantReferralReward(f.deps, { inviteeId: invitee.id })).toEqual(ok({ kind: "SKIPPED", reason }));
    expect([await f.referralKul(inviter.id), await f.referralNotifications(inviter.id)]).toEqual([0n, []]);
  });

  it.each([
    ["a user nobody invited", async (f: ReturnType<typeof referralFixture>) => (await f.user({ googleId: "g-1" })).id],
    ["an unknown user", async () => "00000000-0000-4000-8000-000000000000"],
  ])("pays nothing for %s", async (_name, make) => {
    const f = referralFixture();
    expect(await grantReferralReward(f.deps, { inviteeId: await make(f) })).toEqual(ok({ kind: "SKIPPED", reason: "NOT_REFERRED" }));
  });

  it("pays nothing when the inviter's account is gone", async () => {
    const f = referralFixture();
    const invitee = await f.user({ referredBy: "00000000-0000-4000-8000-00000000dead", googleId: "g-orphan" });
    expect(await grantReferralReward(f.deps, { inviteeId: invitee.id })).toEqual(ok({ kind: "SKIPPED", reason: "INVITER_GONE" }));
  });

  it("pays the inviter 5 KUL for a first qualified invitee, with a notification to each side", async () => {
    const f = referralFixture();
    const inviter = await f.user();
    const invitee = await f.invitee(inviter, { googleId: "g-2", googleEmail: "nok@gmail.com" });
    expect(await grantReferralReward(f.deps, { inviteeId: invitee.id })).toEqual(ok(granted(inviter.id, invitee.id, 1, 1, 5n)));
    expect((await f.storage.rewards.listForUser(inviter.id))._unsafeUnwrap()).toEqual([
      { userId: inviter.id, name: "Referral", amount: 5n, isOpenCongratsModal: false, createdAt: T0 },
    ]);
    expect(await f.referralNotifications(inviter.id)).toEqual([["RECEIVE_REFERRAL_PROGRAM_REWARD", "ReceivedReferralProgramReward", T0]]);
    expect(await f.referralNotifications(invitee.id)).toEqual([["GET_FREE_REFERRAL_PROGRAM_REWARD", "GetReferralProgramReward", T0]]);
  });

  it("pays for an invitee once, however often it is asked", async () => {
    const f = referralFixture();
    const inviter = await f.user();
    const invitee = await f.invitee(inviter, { facebookId: "fb-3" });
    await grantReferralReward(f.deps, { inviteeId: invitee.id });
    expect(await grantReferralReward(f.deps, { inviteeId: invitee.id })).toEqual(ok({ kind: "SKIPPED", reason: "ALREADY_GRANTED" }));
    expect([await f.referralKul(inviter.id), (await f.referralNotifications(inviter.id)).length]).toEqual([5n, 1]);
  });

  it("pays for an invitee once when 20 grants run at the same time", async () => {
    const f = referralFixture();
    const inviter = await f.user();
    const invitee = await f.invitee(inviter, { googleId: "g-20" });
    const results = await Promise.all(Array.from({ length: 20 }, () => grantReferralReward(f.deps, { inviteeId: invitee.id })));
    expect(results.filter((r) => r._unsafeUnwrap().kind === "GRANTED")).toHaveLength(1);
    expect([await f.referralKul(inviter.id), (await f.referralNotifications(invitee.id)).length]).toEqual([5n, 1]);
  });

  it("pays 375 KUL for 35 invitees qualifying at once, each at the inviter's level of its time", async () => {
    const f = referralFixture();
    const inviter = await f.user();
    const invitees = await Promise.all(Array.from({ length: 35 }, (_, i) => f.invitee(inviter, { googleId: `g-35-${i}` })));
    await Promise.all(invitees.flatMap((i) => [grantReferralReward(f.deps, { inviteeId: i.id }), grantReferralReward(f.deps, { inviteeId: i.id })]));
    const rewards = (await f.storage.referrals.listForInviter(inviter.id))._unsafeUnwrap();
    expect(rewards.map((r) => [r.inviteeNumber, r.level, r.amount])).toEqual(
      Array.from({ length: 35 }, (_, i) => [i + 1, i < 10 ? 1 : i < 20 ? 2 : 3, i < 10 ? 5n : i < 20 ? 10n : 15n]),
    );
    expect(await f.referralKul(inviter.id)).toBe(375n);
    // mark-as-read names a notification by its timestamp: 35 grants in one instant still get 35 distinct ones.
    expect(new Set((await f.referralNotifications(inviter.id)).map((n) => n[2])).size).toBe(35);
  });

  it("pays the level total of the distinct qualified invitees, whatever the order and repeats of the grants", async () => {
    const plan = fc.record({ size: fc.integer({ min: 0, max: 25 }), social: fc.array(fc.boolean(), { minLength: 25, maxLength: 25 }), order: fc.array(fc.nat(24), { maxLength: 60 }) });
    await fc.assert(
      fc.asyncProperty(plan, async ({ size, social, order }) => {
        const f = referralFixture();
        const inviter = await f.user();
        const invitees: UserRecord[] = [];
        for (let i = 0; i < size; i += 1) invitees.push(await f.invitee(inviter, social[i] ? { facebookId: `fb-p-${i}` } : {}));
        const picked = order.filter((n) => n < size).map((n) => invitees[n]!);
        await Promise.all(picked.map((i) => grantReferralReward(f.deps, { inviteeId: i.id })));
        const qualified = new Set(picked.filter((i) => i.facebookId !== null).map((i) => i.id)).size;
        expect(await f.referralKul(inviter.id)).toBe(referralRewardTotal(qualified));
      }),
      { numRuns: 40 },
    );
  });
});

describe("getReferrals", () => {
  it("answers an inviter without invitees with the code, the link and level 1", async () => {
    const f = referralFixture();
    const user = await f.user({ referralCode: "7KX2M9QA" });
    expect(await getReferrals(f.deps, { userId: user.id, appUrl: APP })).toEqual(
      ok({
        referralCode: "7KX2M9QA",
        referralLink: `${APP}/register?ref=7KX2M9QA`,
        level: 1,
        invitedCount: 0,
        rewardedCount: 0,
        totalRewardKul: 0n,
        levels: [
          { level: 1, rewardPerInviteeKul: 5n, invitees: [] },
          { level: 2, rewardPerInviteeKul: 10n, invitees: [] },
          { level: 3, rewardPerInviteeKul: 15n, invitees: [] },
        ],
        pending: [],
      }),
    );
  });

  it("lists 35 rewarded invitees by level in the order they qualified, and those still pending", async () => {
    const f = referralFixture();
    const inviter = await f.user();
    const waiting = await f.invitee(inviter);
    const invitees: UserRecord[] = [];
    for (let i = 0; i < 35; i += 1) {
      f.clock.advance(1000);
      const invitee = await f.invitee(inviter, { googleId: `g-l-${i}` });
      await grantReferralReward(f.deps, { inviteeId: invitee.id });
      invitees.push(invitee);
    }
    const view = (await getReferrals(f.deps, { userId: inviter.id, appUrl: APP }))._unsafeUnwrap();
    expect([view.level, view.invitedCount, view.rewardedCount, view.totalRewardKul]).toEqual([3, 36, 35, 375n]);
    expect(view.levels.map((l) => [l.level, l.invitees.length, l.invitees.reduce((s, i) => s + i.rewardKul, 0n)])).toEqual([
      [1, 10, 50n],
      [2, 10, 100n],
      [3, 15, 225n],
    ]);
    expect(view.levels[1]!.invitees[0]).toEqual({ referrerEmail: invitees[10]!.email, rewardKul: 10n, rewardedAt: T0 + 11_000 });
    expect(view.pending).toEqual([{ referrerEmail: waiting.email, registeredAt: T0 }]);
  });

  it("links a stored code that is not in the current format as it is", async () => {
    const f = referralFixture();
    const user = await f.user({ referralCode: "legacy-1" });
    expect((await getReferrals(f.deps, { userId: user.id, appUrl: APP }))._unsafeUnwrap().referralLink).toBe(`${APP}/register?ref=legacy-1`);
  });

  it("refuses a user that does not exist", async () => {
    const f = referralFixture();
    expect(await getReferrals(f.deps, { userId: "00000000-0000-4000-8000-000000000000", appUrl: APP })).toEqual(err(userNotFound()));
  });
});
