import { errAsync } from "neverthrow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminReferralCancelSchema } from "../../adapters/api-contract/referral.schema";
import { createProfileClient } from "../support/wire-clients/profile.client";
import { createReferralClient } from "../support/wire-clients/referral.client";
import { openPgliteStorage } from "../../adapters/storage/sql/pglite-storage";
import { mailUnavailable } from "../../core/account/account.errors";
import { grantReferralReward } from "../../core/referral/use-cases/grant-referral-reward";
import { signInTestUser, startTestServer, type TestServer } from "./server-harness";

const REASON = "One person behind the inviter and its invitees (same ID card).";

/** A server on PGlite storage; `mailDown` makes every mail fail (the outbox adapter is replaced). */
async function startSqlServer(mailDown = false) {
  const opened = await openPgliteStorage();
  const mail = { send: () => errAsync(mailUnavailable("SMTP down")) };
  const server = await startTestServer({ deps: { storage: opened.storage, ...(mailDown ? { mail } : {}) } });
  return { server, close: async () => (await server.close(), await opened.close()) };
}

/** An inviter (in `language`) paid for `count` invitees who connected Google. */
async function paidInviter(server: TestServer, count: number, language: "en" | "th" = "en") {
  const inviter = await signInTestUser(server.deps, { language });
  for (let i = 0; i < count; i += 1) {
    const invitee = await signInTestUser(server.deps, { referredBy: inviter.user.id, googleId: `g-sql-${inviter.user.id}-${i}` });
    expect((await grantReferralReward(server.deps, { inviteeId: invitee.user.id }))._unsafeUnwrap().kind).toBe("GRANTED");
  }
  return inviter;
}
const cancelAs = (server: TestServer, token: string, userId: string) => createReferralClient(server.clientWithToken(token)).cancelReferrals(userId, REASON);
const profileOf = async (server: TestServer, token: string) => (await createProfileClient(server.clientWithToken(token)).getProfile())._unsafeUnwrap();
const cancelMails = async (server: TestServer, to: string) =>
  (await server.deps.storage.outbox.list({ to, limit: 20 }))._unsafeUnwrap().filter((m) => m.kind === "REFERRALS_CANCELLED");

describe("POST /admin/referrals/{userId}/cancel on SQL storage (PGlite) tells the inviter", () => {
  let env: Awaited<ReturnType<typeof startSqlServer>>;
  beforeAll(async () => {
    env = await startSqlServer();
  }, 60_000);
  afterAll(() => env.close());

  it("puts an unread notice in the inviter's feed and mails them, in Thai, the reason and the KUL reclaimed", async () => {
    const inviter = await paidInviter(env.server, 4, "th");
    const admin = await signInTestUser(env.server.deps, { role: "ADMIN" });
    const done = (await cancelAs(env.server, admin.token, inviter.user.id))._unsafeUnwrap();
    expect([done.rewardsCancelled, done.reclaimedKul]).toEqual([4, 20n]);

    const notices = (await profileOf(env.server, inviter.token)).notifications.filter((n) => n.name === "ReferralProgramCancelled");
    expect(notices).toEqual([{ type: "RECEIVE_REFERRAL_PROGRAM_REWARD", name: "ReferralProgramCancelled", timestamp: done.cancelledAt, isRead: false }]);
    const [mail, ...others] = await cancelMails(env.server, inviter.user.email);
    expect([others.length, mail?.language, mail?.subject]).toEqual([0, "th", "โปรแกรมแนะนำเพื่อน KUL Swap ของคุณถูกยกเลิก"]);
    expect(mail?.text).toContain("เราได้เรียกคืน 20 KUL");
    expect(mail?.text).toContain(`- ${REASON}`);
  }, 60_000);

  it("sends nothing more on a refused second cancellation", async () => {
    const inviter = await paidInviter(env.server, 1);
    const admin = await signInTestUser(env.server.deps, { role: "ADMIN" });
    (await cancelAs(env.server, admin.token, inviter.user.id))._unsafeUnwrap();
    expect((await cancelAs(env.server, admin.token, inviter.user.id))._unsafeUnwrapErr().status).toBe(409);
    const notices = (await profileOf(env.server, inviter.token)).notifications.filter((n) => n.name === "ReferralProgramCancelled");
    expect([notices.length, (await cancelMails(env.server, inviter.user.email)).length]).toEqual([1, 1]);
  }, 60_000);
});

describe("POST /admin/referrals/{userId}/cancel when mail is down", () => {
  it("still cancels, reclaims and notifies in-app, answering 200", async () => {
    const env = await startSqlServer(true);
    try {
      const inviter = await paidInviter(env.server, 2);
      const admin = await signInTestUser(env.server.deps, { role: "ADMIN" });
      const before = (await profileOf(env.server, inviter.token)).kulBalance;
      const answer = await env.server.app.inject({
        method: "POST",
        url: `/v1/api/admin/referrals/${inviter.user.id}/cancel`,
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { reason: REASON },
      });
      expect(answer.statusCode).toBe(200);
      expect(adminReferralCancelSchema.parse(answer.json())).toMatchObject({ rewardsCancelled: 2, reclaimedKul: 10n });
      expect(answer.json()).not.toHaveProperty("mailError");
      const profile = await profileOf(env.server, inviter.token);
      expect(profile.kulBalance).toBe(before - 10n);
      expect(profile.notifications.map((n) => n.name)).toContain("ReferralProgramCancelled");
      expect((await env.server.deps.storage.referrals.findCancellation(inviter.user.id))._unsafeUnwrap()?.reason).toBe(REASON);
    } finally {
      await env.close();
    }
  }, 60_000);
});
