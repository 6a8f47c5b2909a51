import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantReferralReward } from "../../core/referral/use-cases/grant-referral-reward";
import { createTestUser, type TestServer } from "../integration/server-harness";
import { errorOf, jsonOf, type KulUser } from "./account-cli-fixture";
import { freshEmail, onboard } from "./account-onboarding";
import { startOperatorStack, stopOperatorStack } from "./operator-fixture";
import { runOnTerminal } from "./account-pty";

const OPS = `ops-referral-${process.pid}@example.com`;
const REASON = "Same ID card as the invitees";
let server: TestServer;
let bin: string;
let ops: KulUser;
const others: KulUser[] = [];

beforeAll(async () => void ({ server, bin, ops } = await startOperatorStack(OPS)), 120_000);
afterAll(() => stopOperatorStack({ server, ops }, others));

/** An inviter (made directly in storage) paid the level-1 reward for `count` invitees with a Google account. */
async function paidInviter(count: number) {
  const inviter = await createTestUser(server.deps);
  for (let i = 0; i < count; i += 1) {
    const invitee = await createTestUser(server.deps, { referredBy: inviter.id, googleId: `g-cli-${inviter.id}-${i}` });
    expect((await grantReferralReward(server.deps, { inviteeId: invitee.id }))._unsafeUnwrap().kind).toBe("GRANTED");
  }
  return inviter;
}
const cancellationOf = async (userId: string) => (await server.deps.storage.referrals.findCancellation(userId))._unsafeUnwrap();
const noticesOf = async (userId: string) =>
  (await server.deps.storage.notifications.listForUser(userId))._unsafeUnwrap().filter((n) => n.name === "ReferralProgramCancelled");
const mailsTo = async (email: string) => (await server.deps.storage.outbox.list({ to: email, limit: 20 }))._unsafeUnwrap().filter((m) => m.kind === "REFERRALS_CANCELLED");

describe("kul admin referral cancel", () => {
  it("cancels with --yes, reclaims the KUL, tells the inviter, and refuses a second cancellation", async () => {
    const inviter = await paidInviter(3);
    const done = await ops.json<{ cancelledAt: number }>(["admin", "referral", "cancel", inviter.id, "--reason", REASON, "--yes"]);
    expect(done).toEqual({ ok: true, inviterId: inviter.id, rewardsCancelled: 3, reclaimedKul: "15", invitees: 3, cancelledAt: done.cancelledAt });
    expect(await cancellationOf(inviter.id)).toMatchObject({ reason: REASON, reclaimedKul: 15n, rewardsCancelled: 3 });
    expect([(await noticesOf(inviter.id)).length, (await mailsTo(inviter.email)).length]).toEqual([1, 1]);
    const again = await ops.run(["admin", "referral", "cancel", inviter.id, "--reason", REASON, "--yes", "--json"]);
    expect(errorOf(again)).toEqual([1, "REFERRALS_ALREADY_CANCELLED"]);
  }, 60_000);

  it("prints the result in Thai for a Thai operator", async () => {
    const inviter = await paidInviter(1);
    const run = await ops.run(["admin", "referral", "cancel", inviter.id, "--reason", REASON, "--yes", "--lang", "th"]);
    expect([run.code, run.stdout.trim()]).toEqual([0, `ยกเลิกโปรแกรมแนะนำเพื่อนของ ${inviter.id} แล้ว เรียกคืน 5 KUL จากรางวัล 1 รายการ (ผู้ได้รับการแนะนำ 1 คน) ผู้ใช้ได้รับการแจ้งเตือนแล้ว`]);
  }, 60_000);

  it("refuses without --yes when not on a terminal, and cancels nothing", async () => {
    const inviter = await paidInviter(1);
    const run = await ops.run(["admin", "referral", "cancel", inviter.id, "--reason", REASON, "--json"]);
    expect(errorOf(run)).toEqual([2, "CLI_MISSING_VALUE"]);
    expect(jsonOf<{ error: { message: string } }>(run).error.message).toContain("--yes");
    expect(await cancellationOf(inviter.id)).toBeNull();
  }, 60_000);

  it("explains a bad user id, a blank, missing or too long reason (exit 2), an unknown user and a non-admin (exit 1)", async () => {
    const inviter = await paidInviter(0);
    const cancel = (...args: string[]) => ops.run(["admin", "referral", "cancel", ...args, "--yes", "--json"]);
    expect(errorOf(await cancel("not-a-uuid", "--reason", REASON))).toEqual([2, "ADMIN_REFERRAL_USER_ID_INVALID"]);
    expect(errorOf(await cancel(inviter.id, "--reason", "   "))).toEqual([2, "ADMIN_REFERRAL_REASON_INVALID"]);
    expect(errorOf(await cancel(inviter.id, "--reason", "x".repeat(501)))).toEqual([2, "ADMIN_REFERRAL_REASON_INVALID"]);
    expect(errorOf(await cancel(inviter.id))).toEqual([2, "CLI_MISSING_VALUE"]);
    expect(errorOf(await cancel("00000000-0000-4000-8000-000000000042", "--reason", REASON))).toEqual([1, "REFERRAL_INVITER_NOT_FOUND"]);
    const human = await ops.run(["admin", "referral", "cancel", "nope", "--reason", REASON, "--yes"]);
    expect([human.code, human.stderr.trim()]).toEqual([2, '"nope" is not a user id. Give the user\'s id (a UUID, see kul admin kyc list).']);
    const trader = await onboard(server.origin, freshEmail());
    others.push(trader);
    expect(errorOf(await trader.run(["admin", "referral", "cancel", inviter.id, "--reason", REASON, "--yes", "--json"]))).toEqual([1, "FORBIDDEN"]);
    expect(await cancellationOf(inviter.id)).toBeNull();
  }, 90_000);

  it("asks on a terminal: no keeps the program, yes cancels it", async () => {
    const inviter = await paidInviter(2);
    const env = { KUL_CONFIG_DIR: ops.configDir, KUL_API_URL: server.origin, NO_COLOR: "1", LANG: "en_US.UTF-8" };
    const argv = [process.execPath, bin, "admin", "referral", "cancel", inviter.id, "--reason", REASON];
    const declined = await runOnTerminal(argv, env, [{ expect: "This cannot be undone", send: "n\r" }]);
    expect([declined.code, declined.screen]).toEqual([1, expect.stringContaining("Cancelled.")]);
    expect(await cancellationOf(inviter.id)).toBeNull();
    const accepted = await runOnTerminal(argv, env, [{ expect: "This cannot be undone", send: "y\r" }]);
    expect(accepted.code, accepted.screen).toBe(0);
    expect(accepted.screen).toContain(`Referral program of ${inviter.id} cancelled: 10 KUL reclaimed from 2 rewards (2 invitees).`);
    expect(await cancellationOf(inviter.id)).toMatchObject({ reason: REASON, reclaimedKul: 10n });
  }, 90_000);
});
