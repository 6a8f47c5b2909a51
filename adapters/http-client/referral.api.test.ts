import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInTestUser, startTestServer, type TestServer } from "../../tests/integration/server-harness";
import { createReferralApi } from "./referral.api";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("the referral port over HTTP", () => {
  it("answers a new inviter's program with KUL as bigint", async () => {
    const { user, token } = await signInTestUser(server.deps);
    const program = (await createReferralApi(server.clientWithToken(token)).referralProgram())._unsafeUnwrap();
    expect(program).toEqual({
      referralCode: user.referralCode,
      referralLink: `${server.config.webOrigin}/register?ref=${user.referralCode}`,
      level: 1,
      invitedCount: 0,
      rewardedCount: 0,
      totalRewardKul: 0n,
      levels: expect.any(Array),
      pending: [],
    });
  });

  it("answers an operator's cancellation with the reclaimed KUL as bigint and no envelope", async () => {
    const inviter = await signInTestUser(server.deps);
    const operator = await signInTestUser(server.deps, { role: "ADMIN" });
    const cancelled = await createReferralApi(server.clientWithToken(operator.token)).cancelReferralProgram(inviter.user.id, "self-referral");
    expect(cancelled._unsafeUnwrap()).toEqual({ inviterId: inviter.user.id, rewardsCancelled: 0, reclaimedKul: 0n, invitees: 0, cancelledAt: expect.any(Number) });
  });
});
