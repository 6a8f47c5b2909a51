import { err, errAsync, ok, okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import { createOutboxMail } from "../../adapters/mail";
import { createMemoryTradeStorage } from "../../adapters/storage/memory";
import { mailUnavailable } from "../../core/account/account.errors";
import type { MailPort } from "../../core/ports/mail.port";
import type { WalletRecord } from "../../core/ports/trade-storage.port";
import { referralInviterNotFound, referralsAlreadyCancelled } from "../../core/referral/referral-cancellation";
import { cancelReferrals } from "../../core/referral/use-cases/cancel-referrals";
import { getReferrals } from "../../core/referral/use-cases/get-referrals";
import { grantReferralReward } from "../../core/referral/use-cases/grant-referral-reward";
import { T0 } from "./profile-fixtures";
import { referralFixture } from "./referral-fixtures";

const REASON = "Inviter and invitees are one person.";

/** The referral fixture with the real outbox mail adapter (memory storage), or the mail port given. */
function cancelFixture(mail?: MailPort) {
  const f = referralFixture();
  const outbox = createOutboxMail({ outbox: f.storage.outbox, clock: f.clock, random: f.deps.random, webOrigin: "https://app.kulswap.test" });
  return { ...f, deps: { ...f.deps, mail: mail ?? outbox } };
}
const cancelledNotices = async (f: ReturnType<typeof cancelFixture>, userId: string) =>
  (await f.storage.notifications.listForUser(userId))._unsafeUnwrap().filter((n) => n.name === "ReferralProgramCancelled").map((n) => [n.type, n.timestamp, n.isRead]);
const cancelMails = async (f: ReturnType<typeof cancelFixture>, to: string) =>
  (await f.storage.outbox.list({ to, limit: 10 }))._unsafeUnwrap().filter((m) => m.kind === "REFERRALS_CANCELLED");

/** An inviter paid for `paid` invitees (each connected Google), plus one invitee still without a social account. */
async function paidInviter(f: ReturnType<typeof cancelFixture>, paid: number) {
  const inviter = await f.user();
  for (let i = 0; i < paid; i += 1) {
    const invitee = await f.invitee(inviter, { googleId: `g-paid-${inviter.id}-${i}` });
    expect((await grantReferralReward(f.deps, { inviteeId: invitee.id }))._unsafeUnwrap().kind).toBe("GRANTED");
  }
  return { inviter, waiting: await f.invitee(inviter) };
}

describe("cancelReferrals", () => {
  it("reclaims the level-based rewards of 35 invitees (375 KUL) and pays nobody after", async () => {
    const f = cancelFixture();
    const admin = await f.user({ role: "ADMIN" });
    const { inviter, waiting } = await paidInviter(f, 35);
    expect(await f.referralKul(inviter.id)).toBe(375n);
    const done = await cancelReferrals(f.deps, { adminId: admin.id, inviterId: inviter.id, reason: REASON });
    expect(done).toEqual(ok({ inviterId: inviter.id, rewardsCancelled: 35, reclaimedKul: 375n, invitees: 36, cancelledAt: T0, mailError: null }));
    expect(await f.referralKul(inviter.id)).toBe(0n);
    expect(await f.storage.referrals.findCancellation(inviter.id)).toEqual(
      ok({ inviterId: inviter.id, cancelledBy: admin.id, reason: REASON, rewardsCancelled: 35, reclaimedKul: 375n, createdAt: T0 }),
    );

    const connected = (await f.storage.users.update(waiting.id, { googleId: "g-late" }, T0))._unsafeUnwrap()!;
    expect(await grantReferralReward(f.deps, { inviteeId: connected.id })).toEqual(ok({ kind: "SKIPPED", reason: "REFERRALS_CANCELLED" }));
    expect(await f.referralKul(inviter.id)).toBe(0n);
    const view = (await getReferrals(f.deps, { userId: inviter.id, appUrl: "https://app.kulswap.local" }))._unsafeUnwrap();
    expect([view.invitedCount, view.rewardedCount, view.totalRewardKul, view.pending]).toEqual([0, 0, 0n, []]);
  });

  it("cancels once when two operators cancel at the same time", async () => {
    const f = cancelFixture();
    const admin = await f.user({ role: "ADMIN" });
    const { inviter } = await paidInviter(f, 3);
    const results = await Promise.all([1, 2].map(() => cancelReferrals(f.deps, { adminId: admin.id, inviterId: inviter.id, reason: REASON })));
    expect(results.filter((r) => r.isOk()).map((r) => r._unsafeUnwrap().reclaimedKul)).toEqual([15n]);
    expect(results.filter((r) => r.isErr())).toEqual([err(referralsAlreadyCancelled())]);
    expect([(await cancelledNotices(f, inviter.id)).length, (await cancelMails(f, inviter.email)).length]).toEqual([1, 1]);
  });

  it("answers REFERRAL_INVITER_NOT_FOUND for an unknown user and writes nothing", async () => {
    const f = cancelFixture();
    const admin = await f.user({ role: "ADMIN" });
    const ghost = "00000000-0000-4000-8000-00000000beef";
    expect(await cancelReferrals(f.deps, { adminId: admin.id, inviterId: ghost, reason: REASON })).toEqual(err(referralInviterNotFound()));
    expect(await f.storage.referrals.findCancellation(ghost)).toEqual(ok(null));
  });
});

describe("cancelReferrals tells the inviter", () => {
  it("adds an unread in-app notice and mails the reason and the KUL reclaimed in English", async () => {
    const f = cancelFixture();
    const admin = await f.user({ role: "ADMIN" });
    const { inviter } = await paidInviter(f, 3);
    (await cancelReferrals(f.deps, { adminId: admin.id, inviterId: inviter.id, reason: REASON }))._unsafeUnwrap();
    expect(await cancelledNotices(f, inviter.id)).toEqual([["RECEIVE_REFERRAL_PROGRAM_REWARD", T0, false]]);
    const [mail, ...others] = await cancelMails(f, inviter.email);
    expect([others, mail?.language, mail?.subject]).toEqual([[], "en", "Your KUL Swap referral program was cancelled"]);
    expect(mail?.text).toContain("We took back 15 KUL: the 3 referral rewards you had received.");
    expect(mail?.text).toContain(`- ${REASON}`);
    expect(mail?.text).toContain("https://app.kulswap.test/referral-program");
  });

  it("writes the mail in Thai to a Thai-speaking inviter", async () => {
    const f = cancelFixture();
    const admin = await f.user({ role: "ADMIN" });
    const inviter = await f.user({ language: "th" });
    (await cancelReferrals(f.deps, { adminId: admin.id, inviterId: inviter.id, reason: "บัญชีซ้ำ" }))._unsafeUnwrap();
    const [mail] = await cancelMails(f, inviter.email);
    expect([mail?.language, mail?.subject]).toEqual(["th", "โปรแกรมแนะนำเพื่อน KUL Swap ของคุณถูกยกเลิก"]);
    expect(mail?.text).toContain("เราได้เรียกคืน 0 KUL");
    expect(mail?.text).toContain("- บัญชีซ้ำ");
  });

  it("keeps the cancellation and the notice when the mail cannot be sent, and returns the mail error", async () => {
    const f = cancelFixture({ send: () => errAsync(mailUnavailable("SMTP down")) });
    const admin = await f.user({ role: "ADMIN" });
    const { inviter } = await paidInviter(f, 2);
    const done = await cancelReferrals(f.deps, { adminId: admin.id, inviterId: inviter.id, reason: REASON });
    expect(done).toEqual(ok({ inviterId: inviter.id, rewardsCancelled: 2, reclaimedKul: 10n, invitees: 3, cancelledAt: T0, mailError: mailUnavailable("SMTP down") }));
    expect(await f.referralKul(inviter.id)).toBe(0n);
    expect((await f.storage.referrals.findCancellation(inviter.id))._unsafeUnwrap()?.reclaimedKul).toBe(10n);
    expect(await cancelledNotices(f, inviter.id)).toEqual([["RECEIVE_REFERRAL_PROGRAM_REWARD", T0, false]]);
  });

  it("neither notifies nor mails on a refused second cancellation", async () => {
    const f = cancelFixture();
    const admin = await f.user({ role: "ADMIN" });
    const { inviter } = await paidInviter(f, 1);
    (await cancelReferrals(f.deps, { adminId: admin.id, inviterId: inviter.id, reason: REASON }))._unsafeUnwrap();
    expect(await cancelReferrals(f.deps, { adminId: admin.id, inviterId: inviter.id, reason: REASON })).toEqual(err(referralsAlreadyCancelled()));
    expect([(await cancelledNotices(f, inviter.id)).length, (await cancelMails(f, inviter.email)).length]).toEqual([1, 1]);
  });
});

describe("grantReferralReward with the users' wallets", () => {
  const wallet = (userId: string, address: string): WalletRecord => ({ userId, address, connectionType: "MetaMask", updatedAt: T0 });

  it("pays an invitee whose wallets are all their own", async () => {
    const f = referralFixture();
    const trades = createMemoryTradeStorage();
    const inviter = await f.user();
    const invitee = await f.invitee(inviter, { googleId: "g-own-wallet" });
    (await trades.saveWallet(wallet(inviter.id, "0x00000000000000000000000000000000000000a1")))._unsafeUnwrap();
    (await trades.saveWallet(wallet(invitee.id, "0x00000000000000000000000000000000000000b2")))._unsafeUnwrap();
    expect((await grantReferralReward({ ...f.deps, wallets: trades }, { inviteeId: invitee.id }))._unsafeUnwrap().kind).toBe("GRANTED");
  });

  it("refuses an invitee who uses a wallet the inviter uses (compared without case)", async () => {
    const f = referralFixture();
    const inviter = await f.user();
    const invitee = await f.invitee(inviter, { googleId: "g-shared-wallet" });
    // The stored wallets give each address to one user, so a shared wallet can only come from a
    // registry that saw both users with it (a lookup across networks or imported records).
    const seen: Record<string, WalletRecord[]> = {
      [inviter.id]: [wallet(inviter.id, "0xABCDEF00000000000000000000000000000000c3")],
      [invitee.id]: [wallet(invitee.id, "0x00000000000000000000000000000000000000d4"), wallet(invitee.id, "0xabcdef00000000000000000000000000000000c3")],
    };
    const wallets = { listWallets: (userId: string) => okAsync(seen[userId] ?? []) };
    expect(await grantReferralReward({ ...f.deps, wallets }, { inviteeId: invitee.id })).toEqual(ok({ kind: "SKIPPED", reason: "SELF_REFERRAL" }));
    expect([await f.referralKul(inviter.id), await f.referralNotifications(invitee.id)]).toEqual([0n, []]);
  });
});
