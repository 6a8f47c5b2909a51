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
}
