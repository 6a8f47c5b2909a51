import { err, ok } from "neverthrow";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AccountStorage } from "../../core/ports/account-storage.port";
import type { ReferralCancellationRecord, ReferralRewardRecord } from "../../core/ports/referral-storage.port";
import { T0, newUser, unwrap, type OpenStorage, type StorageFixture } from "./account-storage-context";

const conflict = err(expect.objectContaining({ code: "STORAGE_CONFLICT" }));

/** The reward `inviterId` earned for `inviteeId` as its `n`-th counted invitee. */
function reward(inviterId: string, inviteeId: string, n: number, overrides: Partial<ReferralRewardRecord> = {}): ReferralRewardRecord {
  return { inviterId, inviteeId, inviteeNumber: n, level: 1, amount: 5n, createdAt: T0 + n, ...overrides };
}

/** An admin's cancellation of `inviterId`'s program. */
function cancellation(inviterId: string, cancelledBy: string, overrides: Partial<ReferralCancellationRecord> = {}): ReferralCancellationRecord {
  return { inviterId, cancelledBy, reason: "Self-referral: same person", rewardsCancelled: 2, reclaimedKul: 15n, createdAt: T0 + 100, ...overrides };
}

/**
 * The behaviour every ReferralRepositoryPort must show (memory, PGlite, PostgreSQL): one reward
 * per invitee, one per inviter and number, exact amounts, invitees found by referredBy, and a
 * cancellation that happens once and takes the inviter's "Referral" rewards off the balance.
 * @example describeReferralStorage("memory", async () => ({ fresh: async () => createMemoryAccountStorage(), close: async () => {} }));
 */
export function describeReferralStorage(name: string, open: OpenStorage): void {
  describe(`ReferralRepositoryPort on ${name}`, () => {
    let fixture: StorageFixture;
    let storage: AccountStorage;
    beforeAll(async () => {
      fixture = await open();
    }, 60_000);
    beforeEach(async () => {
      storage = await fixture.fresh();
    });
    afterAll(async () => {
      await fixture?.close();
    });

    const user = async (referredBy: string | null = null, at = T0) => unwrap(await storage.users.create(newUser({ referredBy }), at));

    it("records a reward once per invitee, keeping the first", async () => {
      const [inviter, invitee] = [await user(), await user()];
      expect(await storage.referrals.record(reward(inviter.id, invitee.id, 1))).toEqual(ok(true));
      expect(await storage.referrals.record(reward(inviter.id, invitee.id, 2, { amount: 99n }))).toEqual(ok(false));
      expect(await storage.referrals.findByInvitee(invitee.id)).toEqual(ok(reward(inviter.id, invitee.id, 1)));
      expect(await storage.referrals.listForInviter(inviter.id)).toEqual(ok([reward(inviter.id, invitee.id, 1)]));
    });

    it("refuses a second reward with the same number for one inviter", async () => {
      const [inviter, a, b] = [await user(), await user(), await user()];
      await storage.referrals.record(reward(inviter.id, a.id, 1));
      expect(await storage.referrals.record(reward(inviter.id, b.id, 1))).toEqual(conflict);
      expect(await storage.referrals.findByInvitee(b.id)).toEqual(ok(null));
    });

    it("refuses a reward naming an unknown user", async () => {
      const known = await user();
      expect(await storage.referrals.record(reward(known.id, "00000000-0000-4000-8000-999999999999", 1))).toEqual(conflict);
      expect(await storage.referrals.record(reward("00000000-0000-4000-8000-999999999998", known.id, 1))).toEqual(conflict);
    });

    it("lists an inviter's rewards by number, with exact amounts and levels", async () => {
      const inviter = await user();
      const others = await user();
      const invitees = [await user(), await user(), await user()];
      const rows = [
        reward(inviter.id, invitees[2]!.id, 3, { level: 3, amount: 2n ** 200n }),
        reward(inviter.id, invitees[0]!.id, 1),
        reward(inviter.id, invitees[1]!.id, 2, { level: 2, amount: 10n }),
      ];
      for (const row of rows) unwrap(await storage.referrals.record(row));
      unwrap(await storage.referrals.record(reward(others.id, (await user()).id, 1)));
      expect(await storage.referrals.listForInviter(inviter.id)).toEqual(ok([rows[1], rows[2], rows[0]]));
      expect(await storage.referrals.listForInviter(invitees[0]!.id)).toEqual(ok([]));
    });

    it("lists the users an inviter referred, oldest first", async () => {
      const inviter = await user();
      const later = await user(inviter.id, T0 + 10);
      const first = await user(inviter.id, T0 + 1);
      await user(null, T0 + 2);
      expect(await storage.referrals.listInvitees(inviter.id)).toEqual(ok([first, later]));
      expect(await storage.referrals.listInvitees(first.id)).toEqual(ok([]));
    });

    it("locks an inviter inside a transaction, whether or not the user exists", async () => {
      const inviter = await user();
      const locked = await storage.transaction((tx) =>
        tx.referrals.lockInviter(inviter.id).andThen(() => tx.referrals.lockInviter("00000000-0000-4000-8000-999999999997")),
      );
      expect(locked).toEqual(ok(undefined));
    });

    it("numbers rewards one after the other when grants to one inviter run at once", async () => {
      const inviter = await user();
      const invitees = await Promise.all(Array.from({ length: 8 }, () => user(inviter.id)));
      const grant = (inviteeId: string) =>
        storage.transaction((tx) =>
          tx.referrals
            .lockInviter(inviter.id)
            .andThen(() => tx.referrals.listForInviter(inviter.id))
            .andThen((done) => tx.referrals.record(reward(inviter.id, inviteeId, done.length + 1))),
        );
      const results = await Promise.all(invitees.flatMap((i) => [grant(i.id), grant(i.id)]));
      expect(results.map(unwrap).filter(Boolean)).toHaveLength(8);
      const numbers = unwrap(await storage.referrals.listForInviter(inviter.id)).map((r) => r.inviteeNumber);
      expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    });

    it("undoes a recorded reward when its transaction fails", async () => {
      const [inviter, invitee] = [await user(), await user()];
      const failed = await storage.transaction((tx) =>
        tx.referrals.record(reward(inviter.id, invitee.id, 1)).andThen(() => err({ code: "NOPE" } as const)),
      );
      expect(failed).toEqual(err({ code: "NOPE" }));
      expect(await storage.referrals.findByInvitee(invitee.id)).toEqual(ok(null));
    });
    describe("cancellation", () => {
      const kul = (userId: string, name: "Referral" | "Registration", amount: bigint, at: number) =>
        storage.rewards.grant({ userId, name, amount, isOpenCongratsModal: false, createdAt: at });

      it("cancels once, taking back only the inviter's referral rewards and keeping the record of what was paid", async () => {
        const [inviter, admin, other] = [await user(), await user(), await user()];
        const invitees = [await user(inviter.id), await user(inviter.id)];
        for (const [i, invitee] of invitees.entries()) unwrap(await storage.referrals.record(reward(inviter.id, invitee.id, i + 1, { amount: BigInt(5 * (i + 1)) })));
        unwrap(await kul(inviter.id, "Registration", 50n, T0));
        unwrap(await kul(inviter.id, "Referral", 5n, T0 + 1));
        unwrap(await kul(inviter.id, "Referral", 10n, T0 + 2));
        unwrap(await kul(other.id, "Referral", 5n, T0 + 3));
        const record = cancellation(inviter.id, admin.id);
        expect(await storage.referrals.findCancellation(inviter.id)).toEqual(ok(null));
        expect(await storage.referrals.cancel(record)).toEqual(ok(true));
        expect(await storage.referrals.findCancellation(inviter.id)).toEqual(ok(record));
        expect(unwrap(await storage.rewards.listForUser(inviter.id)).map((r) => [r.name, r.amount])).toEqual([["Registration", 50n]]);
        expect(unwrap(await storage.rewards.listForUser(other.id)).map((r) => r.amount)).toEqual([5n]);
        expect(unwrap(await storage.referrals.listForInviter(inviter.id)).map((r) => r.amount)).toEqual([5n, 10n]);
        unwrap(await kul(inviter.id, "Referral", 15n, T0 + 4));
        expect(await storage.referrals.cancel(cancellation(inviter.id, admin.id, { reason: "again", reclaimedKul: 99n }))).toEqual(ok(false));
        expect(await storage.referrals.findCancellation(inviter.id)).toEqual(ok(record));
        expect(unwrap(await storage.rewards.listForUser(inviter.id)).map((r) => r.amount)).toEqual([50n, 15n]);
      });

      it("keeps an exact reclaimed amount and Thai text", async () => {
        const [inviter, admin] = [await user(), await user()];
        const record = cancellation(inviter.id, admin.id, { reclaimedKul: 2n ** 200n, rewardsCancelled: 0, reason: "ผู้แนะนำและผู้ถูกแนะนำเป็นคนเดียวกัน" });
        unwrap(await storage.referrals.cancel(record));
        expect(await storage.referrals.findCancellation(inviter.id)).toEqual(ok(record));
      });

      it("refuses a cancellation naming an unknown user or holding a NUL, and finds none for a NUL id", async () => {
        const [inviter, admin] = [await user(), await user()];
        const ghost = "00000000-0000-4000-8000-999999999996";
        expect(await storage.referrals.cancel(cancellation(ghost, admin.id))).toEqual(conflict);
        expect(await storage.referrals.cancel(cancellation(inviter.id, ghost))).toEqual(conflict);
        expect(await storage.referrals.cancel(cancellation(inviter.id, admin.id, { reason: "a\u0000b" }))).toEqual(conflict);
        expect(await storage.referrals.findCancellation(inviter.id)).toEqual(ok(null));
        expect(await storage.referrals.findCancellation("x\u0000")).toEqual(ok(null));
      });

      it("undoes a cancellation and its reclaim when its transaction fails", async () => {
        const [inviter, admin] = [await user(), await user()];
        unwrap(await kul(inviter.id, "Referral", 5n, T0));
        const failed = await storage.transaction((tx) => tx.referrals.cancel(cancellation(inviter.id, admin.id)).andThen(() => err({ code: "NOPE" } as const)));
        expect(failed).toEqual(err({ code: "NOPE" }));
        expect(await storage.referrals.findCancellation(inviter.id)).toEqual(ok(null));
        expect(unwrap(await storage.rewards.listForUser(inviter.id)).map((r) => r.amount)).toEqual([5n]);
      });
    });
  });
}
