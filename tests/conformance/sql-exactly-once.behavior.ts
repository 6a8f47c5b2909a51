import { okAsync } from "neverthrow";
import { beforeAll, describe, expect, it } from "vitest";
import type { OpenedSqlStorage } from "../../adapters/storage/sql/pglite-storage";
import { referralRewards, trades } from "../../adapters/storage/sql/schema";
import type { SqlDb } from "../../adapters/storage/sql/sql-errors";
import { toTradeRow } from "../../adapters/storage/sql/sql-trade-rows";
import { T0, newUser, unwrap } from "./account-storage-context";
import { tradeRecord } from "./trade-storage.behavior";

type Opened = () => Promise<OpenedSqlStorage & Readonly<{ db: SqlDb }>>;

const RACERS = 20;

/**
 * Exactly-once rules held by the database itself (keys and unique indexes), so they survive
 * concurrent connections and any writer that skips the repository code.
 */
export function describeSqlExactlyOnce(name: string, opened: Opened, emptied: Opened): void {
  describe(`exactly-once constraints on ${name}`, () => {
    beforeAll(async () => {
      await opened();
    }, 60_000);

    it("approves a KYC and grants its 500 KUL once under 20 simultaneous approvals", async () => {
      const { storage } = await emptied();
      const user = unwrap(await storage.users.create(newUser({ kycStatus: "VERIFYING" }), T0));
      const approve = () =>
        storage.transaction((tx) =>
          tx.kyc
            .transitionStatus(user.id, ["VERIFYING"], "APPROVED", T0 + 1)
            .andThen((moved) =>
              moved ? tx.rewards.grant({ userId: user.id, name: "KYCApproved", amount: 500n, isOpenCongratsModal: true, createdAt: T0 + 1 }) : okAsync(false),
            ),
        );
      const granted = (await Promise.all(Array.from({ length: RACERS }, approve))).map(unwrap);
      expect(granted.filter(Boolean)).toHaveLength(1);
      expect(unwrap(await storage.rewards.listForUser(user.id)).map((r) => r.amount)).toEqual([500n]);
    });

    it("numbers simultaneous referral rewards of one inviter 1..n and pays each invitee once", async () => {
      const { storage } = await emptied();
      const inviter = unwrap(await storage.users.create(newUser(), T0));
      const invitees = [];
      for (let i = 0; i < 8; i += 1) invitees.push(unwrap(await storage.users.create(newUser({ referredBy: inviter.id }), T0 + i)));
      // Each invitee qualifies twice at once; the inviter lock orders the counting.
      const grant = (inviteeId: string) =>
        storage.transaction((tx) =>
          tx.referrals
            .lockInviter(inviter.id)
            .andThen(() => tx.referrals.listForInviter(inviter.id))
            .andThen((earlier) =>
              tx.referrals.record({ inviterId: inviter.id, inviteeId, inviteeNumber: earlier.length + 1, level: 1, amount: 5n, createdAt: T0 }),
            ),
        );
      const results = await Promise.all(invitees.flatMap((u) => [grant(u.id), grant(u.id)]));
      expect(results.map(unwrap).filter(Boolean)).toHaveLength(invitees.length);
      const rows = unwrap(await storage.referrals.listForInviter(inviter.id));
      expect(rows.map((r) => r.inviteeNumber)).toEqual(invitees.map((_u, i) => i + 1));
      expect(new Set(rows.map((r) => r.inviteeId)).size).toBe(invitees.length);
    });

    it("stores each Trade event once when overlapping scans run at the same time", async () => {
      const { trades: storage } = await emptied();
      const events = Array.from({ length: 30 }, (_v, i) => tradeRecord(100 + Math.floor(i / 3), i % 3));
      const scans = Array.from({ length: 6 }, (_v, k) => events.slice(k * 4, k * 4 + 12));
      const added = (await Promise.all(scans.map((batch, k) => storage.saveScan({ indexer: "router", trades: batch, lastBlock: BigInt(200 + k) })))).map(unwrap);
      const covered = new Set(scans.flat().map((t) => `${t.transactionHash}:${t.logIndex}`));
      expect(added.reduce((a, b) => a + b, 0)).toBe(covered.size);
      const page = unwrap(await storage.listTrades({ traders: [events[0]!.trader], startTimestamp: 0, endTimestamp: 2_000_000_000, limit: 100 }));
      expect(page.trades).toHaveLength(covered.size);
    });

    it.each([
      ["a Trade event by transaction hash and log index", (db: SqlDb) => db.insert(trades).values(toTradeRow(tradeRecord(7, 2)))],
      ["a referral reward by invitee", (db: SqlDb) => db.insert(referralRewards).values({ inviteeId: "u-b", inviterId: "u-a", inviteeNumber: 9, level: 1, amount: "5", createdAt: T0 })],
      ["a referral reward by inviter and number", (db: SqlDb) => db.insert(referralRewards).values({ inviteeId: "u-a", inviterId: "u-b", inviteeNumber: 1, level: 1, amount: "5", createdAt: T0 }).then(() => db.insert(referralRewards).values({ inviteeId: "u-c", inviterId: "u-b", inviteeNumber: 1, level: 1, amount: "5", createdAt: T0 }))],
    ])("refuses a second row for %s in the database itself", async (_what, insert) => {
      const { db, storage } = await emptied();
      for (const id of ["u-a", "u-b", "u-c"]) unwrap(await storage.users.create(newUser({ id }), T0));
      await db.insert(trades).values(toTradeRow(tradeRecord(7, 2)));
      await db.insert(referralRewards).values({ inviteeId: "u-b", inviterId: "u-a", inviteeNumber: 1, level: 1, amount: "5", createdAt: T0 });
      await expect(insert(db)).rejects.toMatchObject({ cause: expect.objectContaining({ code: "23505" }) });
    });
  });
}
