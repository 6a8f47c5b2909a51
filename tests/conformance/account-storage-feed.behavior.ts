import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { NotificationRecord, RewardRecord } from "../../core/ports/account-storage.port";
import { T0, newUser, unwrap, type StorageSuiteContext } from "./account-storage-context";

const conflict = err(expect.objectContaining({ code: "STORAGE_CONFLICT" }));

/** Rewards (granted once, exact bigint amounts) and notifications (newest first, marked read). */
export function describeFeed({ storage }: StorageSuiteContext): void {
  const user = async () => unwrap(await storage().users.create(newUser(), T0)).id;
  const reward = (userId: string, name: RewardRecord["name"], amount = 50n, at = T0): RewardRecord => ({
    userId,
    name,
    amount,
    isOpenCongratsModal: true,
    createdAt: at,
  });

  describe("rewards", () => {
    it("grants a named reward once and lists rewards in grant order", async () => {
      const id = await user();
      expect(await storage().rewards.grant(reward(id, "Registration"))).toEqual(ok(true));
      expect(await storage().rewards.grant(reward(id, "SubscribeNewsLetter", 50n, T0 + 1))).toEqual(ok(true));
      expect(await storage().rewards.grant(reward(id, "Registration", 999n, T0 + 2))).toEqual(ok(false));
      expect(await storage().rewards.listForUser(id)).toEqual(ok([reward(id, "Registration"), reward(id, "SubscribeNewsLetter", 50n, T0 + 1)]));
    });

    it("grants the Referral reward as often as asked", async () => {
      const id = await user();
      for (const at of [T0, T0 + 1, T0 + 2]) expect(await storage().rewards.grant(reward(id, "Referral", 10n, at))).toEqual(ok(true));
      expect(unwrap(await storage().rewards.listForUser(id))).toHaveLength(3);
    });

    it("grants a named reward to exactly one of many simultaneous callers", async () => {
      const id = await user();
      const results = await Promise.all(Array.from({ length: 5 }, () => storage().rewards.grant(reward(id, "KYCApproved", 500n))));
      expect(results.map(unwrap).filter(Boolean)).toHaveLength(1);
    });

    it.each([0n, 1n, 10n ** 30n, 2n ** 255n - 1n])("keeps the amount %s exactly", async (amount) => {
      const id = await user();
      await storage().rewards.grant(reward(id, "KYCApproved", amount));
      expect(await storage().rewards.listForUser(id)).toEqual(ok([reward(id, "KYCApproved", amount)]));
    });

    it("clears the congratulations flag of the named rewards of that user only", async () => {
      const [a, b] = [await user(), await user()];
      for (const id of [a, b]) {
        await storage().rewards.grant(reward(id, "Registration"));
        await storage().rewards.grant(reward(id, "SubscribeNewsLetter"));
      }
      expect(await storage().rewards.clearCongratsFlags(a, ["Registration", "KYCApproved"])).toEqual(ok(undefined));
      const flags = async (id: string) => unwrap(await storage().rewards.listForUser(id)).map((r) => [r.name, r.isOpenCongratsModal]);
      expect(await flags(a)).toEqual([["Registration", false], ["SubscribeNewsLetter", true]]);
      expect(await flags(b)).toEqual([["Registration", true], ["SubscribeNewsLetter", true]]);
    });

    it("lists no rewards for a user without any", async () => {
      expect(await storage().rewards.listForUser(await user())).toEqual(ok([]));
    });

    it("refuses a reward for an unknown user", async () => {
      expect(await storage().rewards.grant(reward("nobody", "Registration"))).toEqual(conflict);
    });
  });

  describe("notifications", () => {
    const note = (id: string, userId: string, timestamp: number, isRead = false): NotificationRecord => ({
      id,
      userId,
      type: "GET_FREE_REWARD",
      name: "GetKYCApprovedReward",
      timestamp,
      isRead,
    });

    it("lists only the user's notifications, newest first, ties newest-added first", async () => {
      const [a, b] = [await user(), await user()];
      for (const n of [note("n1", a, T0), note("n2", a, T0 + 2), note("n3", b, T0 + 1), note("n4", a, T0 + 1), note("n5", a, T0 + 1)]) {
        expect(await storage().notifications.add(n)).toEqual(ok(undefined));
      }
      expect(await storage().notifications.listForUser(a)).toEqual(ok([note("n2", a, T0 + 2), note("n5", a, T0 + 1), note("n4", a, T0 + 1), note("n1", a, T0)]));
    });

    it("marks read the caller's unread notifications with that timestamp and counts them", async () => {
      const [a, b] = [await user(), await user()];
      for (const n of [note("n1", a, T0), note("n2", a, T0), note("n3", a, T0 + 1), note("n4", b, T0)]) await storage().notifications.add(n);
      expect(await storage().notifications.markRead(a, T0)).toEqual(ok(2));
      expect(await storage().notifications.markRead(a, T0)).toEqual(ok(0));
      expect(unwrap(await storage().notifications.listForUser(a)).map((n) => [n.id, n.isRead])).toEqual([["n3", false], ["n2", true], ["n1", true]]);
      expect(await storage().notifications.listForUser(b)).toEqual(ok([note("n4", b, T0)]));
    });

    it.each([
      ["an id already used", "n1", true],
      ["an unknown user", "n2", false],
    ])("refuses a notification with %s", async (_what, id, known) => {
      const a = await user();
      await storage().notifications.add(note("n1", a, T0));
      expect(await storage().notifications.add(note(id, known ? a : "nobody", T0))).toEqual(conflict);
    });
  });

  describe("profile", () => {
    const note = (id: string, userId: string, timestamp: number): NotificationRecord => ({ id, userId, type: "GET_FREE_REWARD", name: "GetKYCApprovedReward", timestamp, isRead: false });
    const acceptance = (id: string, userId: string, terms: string, acceptedAt: number) => ({ id, userId, terms, privacy: "1.0", acceptedAt });

    it("reads the user with exactly what findById and the rewards, notifications and legal reads answer, and no other user's", async () => {
      const [a, b] = [await user(), await user()];
      for (const [userId, mark] of [[a, 0], [b, 7]] as const) {
        unwrap(await storage().rewards.grant(reward(userId, "Registration", 2n ** 200n + BigInt(mark), T0 + mark)));
        unwrap(await storage().rewards.grant(reward(userId, "Referral", 10n, T0 + 1)));
        unwrap(await storage().rewards.clearCongratsFlags(userId, mark === 0 ? ["Referral"] : []));
        for (const [id, at] of [[`n1-${mark}`, T0], [`n2-${mark}`, T0 + 1], [`n3-${mark}`, T0 + 1]] as const) unwrap(await storage().notifications.add(note(id, userId, at)));
        unwrap(await storage().legalAcceptances.add(acceptance(`l1-${mark}`, userId, "1.0", T0 + mark)));
        unwrap(await storage().legalAcceptances.add(acceptance(`l2-${mark}`, userId, "1.1", T0 + mark)));
      }
      for (const id of [a, b]) {
        const profile = unwrap(await storage().users.findProfile(id));
        expect(profile).toEqual({
          user: unwrap(await storage().users.findById(id)),
          rewards: unwrap(await storage().rewards.listForUser(id)),
          notifications: unwrap(await storage().notifications.listForUser(id)),
          latestLegalAcceptance: unwrap(await storage().legalAcceptances.latestForUser(id)),
        });
        expect(profile?.rewards.map((r) => r.userId)).toEqual([id, id]);
        expect(profile?.notifications.map((n) => n.userId)).toEqual([id, id, id]);
        expect(profile?.latestLegalAcceptance?.userId).toBe(id);
      }
      expect(unwrap(await storage().users.findProfile(a))?.rewards[0]?.amount).toBe(2n ** 200n);
    });

    it("reads a user with no rewards, notifications or acceptance as empty lists and null", async () => {
      const id = await user();
      const found = unwrap(await storage().users.findById(id));
      expect(await storage().users.findProfile(id)).toEqual(ok({ user: found, rewards: [], notifications: [], latestLegalAcceptance: null }));
    });

    it("answers null for an unknown user", async () => {
      await user();
      expect(await storage().users.findProfile("nobody")).toEqual(ok(null));
    });

    it("sees the writes made before it in the same transaction", async () => {
      const id = await user();
      const seen = await storage().transaction((tx) =>
        tx.rewards.grant(reward(id, "KYCApproved", 500n)).andThen(() => tx.users.findProfile(id)),
      );
      expect(unwrap(seen)?.rewards).toEqual([reward(id, "KYCApproved", 500n)]);
    });
  });
}
