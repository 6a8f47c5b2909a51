import { err, errAsync, ok, okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import { T0, newUser, unwrap, type StorageSuiteContext } from "./account-storage-context";

/** A use case's transaction: all of its writes or none. */
export function describeTransactions({ storage }: StorageSuiteContext): void {
  describe("transactions", () => {
    it("commits every write when the work succeeds, and reads its own writes inside", async () => {
      const user = newUser();
      const result = await storage().transaction((tx) =>
        tx.users
          .create(user, T0)
          .andThen((u) => tx.rewards.grant({ userId: u.id, name: "Registration", amount: 50n, isOpenCongratsModal: true, createdAt: T0 }))
          .andThen(() => tx.users.findById(user.id)),
      );
      expect(result).toEqual(ok(expect.objectContaining({ id: user.id })));
      expect(unwrap(await storage().rewards.listForUser(user.id))).toHaveLength(1);
    });

    it("rolls every write back and passes the error on when the work fails", async () => {
      const user = newUser();
      const result = await storage().transaction((tx) => tx.users.create(user, T0).andThen(() => errAsync({ code: "WORK_FAILED" as const })));
      expect(result).toEqual(err({ code: "WORK_FAILED" }));
      expect(await storage().users.findById(user.id)).toEqual(ok(null));
    });

    it("restores the rows a failed transaction changed or deleted", async () => {
      const user = unwrap(await storage().users.create(newUser(), T0));
      await storage().sessions.create({ id: "s-1", userId: user.id, createdAt: T0, expiresAt: T0 + 1000 });
      await storage().attempts.take(user.email, 1000, T0);
      const result = await storage().transaction((tx) =>
        tx.users
          .update(user.id, { isActive: true, displayName: "Changed" }, T0 + 1)
          .andThen(() => tx.sessions.revokeAllForUser(user.id, T0 + 1))
          .andThen(() => tx.attempts.clear(user.email))
          .andThen(() => errAsync("undo")),
      );
      expect(result).toEqual(err("undo"));
      expect(await storage().users.findById(user.id)).toEqual(ok(user));
      expect(await storage().sessions.findById("s-1")).toEqual(ok(expect.objectContaining({ revokedAt: null })));
      expect(await storage().attempts.take(user.email, 1000, T0)).toEqual(ok({ count: 2, windowStartedAt: T0 }));
    });

    it("rolls back and rethrows when the work throws", async () => {
      const user = newUser();
      const run = storage().transaction((tx) =>
        tx.users.create(user, T0).andThen(() => {
          throw new Error("bug in the use case");
        }),
      );
      await expect(Promise.resolve(run)).rejects.toThrow("bug in the use case");
      expect(await storage().users.findById(user.id)).toEqual(ok(null));
    });

    it("rolls back earlier writes when a later write breaks a rule", async () => {
      const taken = unwrap(await storage().users.create(newUser(), T0));
      const user = newUser();
      const result = await storage().transaction((tx) =>
        tx.users.create(user, T0).andThen(() => tx.users.create(newUser({ email: taken.email }), T0)),
      );
      expect(result).toEqual(err(expect.objectContaining({ code: "STORAGE_CONFLICT" })));
      expect(await storage().users.findById(user.id)).toEqual(ok(null));
    });

    it("undoes a failed nested transaction only, keeping the enclosing one's writes", async () => {
      const [outer, inner] = [newUser(), newUser()];
      const result = await storage().transaction((tx) =>
        tx.users.create(outer, T0).andThen(() =>
          tx
            .transaction((nested) => nested.users.create(inner, T0).andThen(() => errAsync("inner failed")))
            .orElse((e) => okAsync(e)),
        ),
      );
      expect(result).toEqual(ok("inner failed"));
      expect(await storage().users.findById(outer.id)).toEqual(ok(expect.objectContaining({ id: outer.id })));
      expect(await storage().users.findById(inner.id)).toEqual(ok(null));
    });

    it("keeps a committed nested transaction's writes only if the enclosing one commits", async () => {
      const inner = newUser();
      const result = await storage().transaction((tx) =>
        tx.transaction((nested) => nested.users.create(inner, T0)).andThen(() => errAsync("outer failed")),
      );
      expect(result).toEqual(err("outer failed"));
      expect(await storage().users.findById(inner.id)).toEqual(ok(null));
    });

    it("runs simultaneous transactions without losing either's writes", async () => {
      const users = [newUser(), newUser(), newUser()];
      const results = await Promise.all(users.map((u) => storage().transaction((tx) => tx.users.create(u, T0))));
      expect(results.every((r) => r.isOk())).toBe(true);
      for (const u of users) expect(unwrap(await storage().users.findById(u.id))?.id).toBe(u.id);
    });
  });
}
