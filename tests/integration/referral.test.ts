import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProfileClient } from "../support/wire-clients/profile.client";
import { createReferralClient } from "../support/wire-clients/referral.client";
import { API_PREFIX } from "../../adapters/server/app";
import { startProfileTestServer, type ProfileTestServer } from "./profile-server";
import { signInTestUser } from "./server-harness";

let env: ProfileTestServer;
beforeAll(async () => {
  env = await startProfileTestServer();
});
afterAll(() => env.close());

const referralsOf = (token: string | null) => createReferralClient(env.server.clientWithToken(token));

describe("GET /user/referrals", () => {
  it("answers a new inviter with the code, the link to the web app's register page and no invitees", async () => {
    const { user, token } = await signInTestUser(env.server.deps);
    const view = (await referralsOf(token).getReferrals())._unsafeUnwrap();
    expect([view.referralCode, view.referralLink, view.level, view.invitedCount, view.rewardedCount, view.totalRewardKul, view.pending]).toEqual([
      user.referralCode,
      `${env.server.config.webOrigin}/register?ref=${user.referralCode}`,
      1,
      0,
      0,
      0n,
      [],
    ]);
  });

  it("pays 375 KUL for 35 invitees who connect Google over HTTP, listed by level", async () => {
    const inviter = await signInTestUser(env.server.deps);
    const invitees = await Promise.all(Array.from({ length: 35 }, () => signInTestUser(env.server.deps, { referredBy: inviter.user.id })));
    const waiting = await signInTestUser(env.server.deps, { referredBy: inviter.user.id });
    const connects = await Promise.all(
      invitees.map(({ user, token }) =>
        createProfileClient(env.server.clientWithToken(token)).updateProfile({ googleIdToken: env.issuer.googleToken({ id: `http-${user.id}`, email: null }) }),
      ),
    );
    expect(connects.every((c) => c.isOk())).toBe(true);
    const view = (await referralsOf(inviter.token).getReferrals())._unsafeUnwrap();
    expect([view.level, view.invitedCount, view.rewardedCount, view.totalRewardKul]).toEqual([3, 36, 35, 375n]);
    expect(view.levels.map((l) => [l.level, l.rewardPerInviteeKul, l.invitees.length])).toEqual([
      [1, 5n, 10],
      [2, 10n, 10],
      [3, 15n, 15],
    ]);
    expect(view.pending.map((p) => p.referrerEmail)).toEqual([waiting.user.email]);
    const profile = (await createProfileClient(env.server.clientWithToken(inviter.token)).getProfile())._unsafeUnwrap();
    expect([profile.kulBalance, profile.notifications.filter((n) => n.name === "ReceivedReferralProgramReward").length]).toEqual([375n, 35]);
  });

  it("shows each caller only their own invitees", async () => {
    const inviter = await signInTestUser(env.server.deps);
    const other = await signInTestUser(env.server.deps);
    await signInTestUser(env.server.deps, { referredBy: inviter.user.id });
    const [mine, theirs] = [(await referralsOf(inviter.token).getReferrals())._unsafeUnwrap(), (await referralsOf(other.token).getReferrals())._unsafeUnwrap()];
    expect([mine.invitedCount, theirs.invitedCount, theirs.referralCode]).toEqual([1, 0, other.user.referralCode]);
  });

  it.each([
    ["no token", null],
    ["a forged token", "not-a-token"],
  ])("refuses a caller with %s (401)", async (_name, token) => {
    expect((await referralsOf(token).getReferrals())._unsafeUnwrapErr()).toEqual(expect.objectContaining({ status: 401, code: expect.any(String) }));
  });

  it("never answers 500 to 1,000 random query strings, headers and bodies", async () => {
    const { token } = await signInTestUser(env.server.deps);
    const query = fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 4 });
    const auth = fc.oneof(fc.constant(`Bearer ${token}`), fc.string({ maxLength: 40 }), fc.constant(undefined));
    const body = fc.oneof(fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)), fc.string({ maxLength: 40 }));
    await fc.assert(
      fc.asyncProperty(query, auth, body, async (q, authorization, payload) => {
        const answer = await env.server.app.inject({
          method: "GET",
          url: `${API_PREFIX}/user/referrals`,
          query: q,
          headers: { ...(authorization === undefined ? {} : { authorization }), "content-type": "application/json" },
          payload,
        });
        expect(answer.statusCode).toBeLessThan(500);
      }),
      { numRuns: 1_000 },
    );
  });
});
