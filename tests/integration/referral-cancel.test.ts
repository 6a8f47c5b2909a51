import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminReferralCancelSchema } from "../../adapters/api-contract/referral.schema";
import { createProfileClient } from "../support/wire-clients/profile.client";
import { createReferralClient } from "../support/wire-clients/referral.client";
import { startProfileTestServer, type ProfileTestServer } from "./profile-server";
import { signInTestUser } from "./server-harness";

let env: ProfileTestServer;
beforeAll(async () => {
  env = await startProfileTestServer();
});
afterAll(() => env.close());

const cancel = (token: string, userId: string, payload: unknown = { reason: "Same person as the invitees (one device, one ID card)." }) =>
  env.server.app.inject({ method: "POST", url: `/v1/api/admin/referrals/${userId}/cancel`, headers: { authorization: `Bearer ${token}` }, payload: payload as object });

/** An inviter with `count` invitees who connected Google (so the inviter was paid for each), plus one still waiting. */
async function inviterWith(count: number) {
  const inviter = await signInTestUser(env.server.deps);
  const invitees = await Promise.all(Array.from({ length: count }, () => signInTestUser(env.server.deps, { referredBy: inviter.user.id })));
  const waiting = await signInTestUser(env.server.deps, { referredBy: inviter.user.id });
  for (const { user, token } of invitees) {
    (await connectGoogle(user.id, token))._unsafeUnwrap();
  }
  return { inviter, waiting };
}
const connectGoogle = (userId: string, token: string) =>
  createProfileClient(env.server.clientWithToken(token)).updateProfile({ googleIdToken: env.issuer.googleToken({ id: `cancel-${userId}`, email: null }) });
const balanceOf = async (token: string) => (await createProfileClient(env.server.clientWithToken(token)).getProfile())._unsafeUnwrap().kulBalance;

describe("POST /admin/referrals/{userId}/cancel", () => {
  it("cancels a self-referring inviter's referrals, reclaims every reward, and pays for no later invitee", async () => {
    const { inviter, waiting } = await inviterWith(12);
    const admin = await signInTestUser(env.server.deps, { role: "ADMIN" });
    const before = await balanceOf(inviter.token);
    expect((await createReferralClient(env.server.clientWithToken(inviter.token)).getReferrals())._unsafeUnwrap().totalRewardKul).toBe(70n);

    const started = env.server.deps.clock.now();
    const answer = await cancel(admin.token, inviter.user.id);
    expect(answer.statusCode).toBe(200);
    const done = adminReferralCancelSchema.parse(answer.json());
    expect(done).toEqual({ success: true, inviterId: inviter.user.id, rewardsCancelled: 12, reclaimedKul: 70n, invitees: 13, cancelledAt: done.cancelledAt });
    expect(done.cancelledAt).toBeGreaterThanOrEqual(started);
    expect(done.cancelledAt).toBeLessThanOrEqual(env.server.deps.clock.now());
    expect(await balanceOf(inviter.token)).toBe(before - 70n);
    const view = (await createReferralClient(env.server.clientWithToken(inviter.token)).getReferrals())._unsafeUnwrap();
    expect([view.level, view.invitedCount, view.rewardedCount, view.totalRewardKul, view.pending]).toEqual([1, 0, 0, 0n, []]);
    expect(view.levels.map((l) => l.invitees)).toEqual([[], [], []]);

    // The invitee who was still waiting connects now: the cancelled program pays nothing.
    (await connectGoogle(waiting.user.id, waiting.token))._unsafeUnwrap();
    expect(await balanceOf(inviter.token)).toBe(before - 70n);
    expect((await env.server.deps.storage.referrals.findByInvitee(waiting.user.id))._unsafeUnwrap()).toBeNull();

    const again = await cancel(admin.token, inviter.user.id);
    expect([again.statusCode, again.json().code]).toEqual([409, "REFERRALS_ALREADY_CANCELLED"]);
    const record = (await env.server.deps.storage.referrals.findCancellation(inviter.user.id))._unsafeUnwrap();
    expect(record).toMatchObject({ cancelledBy: admin.user.id, rewardsCancelled: 12, reclaimedKul: 70n, reason: "Same person as the invitees (one device, one ID card)." });
  });

  it("cancels an inviter who was never paid, so that no invitee ever pays", async () => {
    const { inviter, waiting } = await inviterWith(0);
    const admin = await signInTestUser(env.server.deps, { role: "ADMIN" });
    expect(adminReferralCancelSchema.parse((await cancel(admin.token, inviter.user.id)).json())).toMatchObject({ rewardsCancelled: 0, reclaimedKul: 0n, invitees: 1 });
    (await connectGoogle(waiting.user.id, waiting.token))._unsafeUnwrap();
    expect(await balanceOf(inviter.token)).toBe(0n);
  });

  it("refuses users who are not admins, unknown users and a missing or blank reason", async () => {
    const { inviter } = await inviterWith(1);
    const admin = await signInTestUser(env.server.deps, { role: "ADMIN" });
    const forbidden = await cancel(inviter.token, inviter.user.id);
    expect([forbidden.statusCode, forbidden.json().code]).toEqual([403, "FORBIDDEN"]);
    const unknown = await cancel(admin.token, "00000000-0000-4000-8000-000000000042");
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, "REFERRAL_INVITER_NOT_FOUND"]);
    for (const payload of [{}, { reason: "   " }, { reason: "x".repeat(501) }]) {
      const bad = await cancel(admin.token, inviter.user.id, payload);
      expect([bad.statusCode, bad.json().fields?.[0]?.field]).toEqual([400, "reason"]);
    }
    const notUuid = await cancel(admin.token, "nope");
    expect(notUuid.statusCode).toBe(400);
    expect((await env.server.deps.storage.referrals.findCancellation(inviter.user.id))._unsafeUnwrap()).toBeNull();
  });

  it("answers the reclaim message in Thai", async () => {
    const admin = await signInTestUser(env.server.deps, { role: "ADMIN" });
    const { inviter } = await inviterWith(0);
    await cancel(admin.token, inviter.user.id);
    const again = await env.server.app.inject({
      method: "POST",
      url: `/v1/api/admin/referrals/${inviter.user.id}/cancel`,
      headers: { authorization: `Bearer ${admin.token}`, "accept-language": "th" },
      payload: { reason: "ซ้ำ" },
    });
    expect(again.json().message).toBe("โปรแกรมแนะนำเพื่อนของบัญชีนี้ถูกยกเลิกไปแล้ว");
  });

  it("is reachable through the HTTP client: the cancellation with its bigint amount, then 409 on a second call", async () => {
    const { inviter } = await inviterWith(2);
    const admin = await signInTestUser(env.server.deps, { role: "ADMIN" });
    const client = createReferralClient(env.server.clientWithToken(admin.token));
    const done = (await client.cancelReferrals(inviter.user.id, "one person, two accounts"))._unsafeUnwrap();
    expect(done).toEqual({ success: true, inviterId: inviter.user.id, rewardsCancelled: 2, reclaimedKul: 10n, invitees: 3, cancelledAt: done.cancelledAt });
    const again = (await client.cancelReferrals(inviter.user.id, "again"))._unsafeUnwrapErr();
    expect([again.status, again.code]).toEqual([409, "REFERRALS_ALREADY_CANCELLED"]);
  });
});
