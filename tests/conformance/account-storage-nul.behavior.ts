import { err, ok, type ResultAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { AccountStorage } from "../../core/ports/account-storage.port";
import { T0, newUser, unwrap, type StorageSuiteContext } from "./account-storage-context";

const NUL_ID = "id\u0000";
const conflict = err(expect.objectContaining({ code: "STORAGE_CONFLICT" }));

/** U+0000 cannot be stored by PostgreSQL: look-ups holding it find nothing, writes holding it are refused. */
export function describeNulCharacters({ storage }: StorageSuiteContext): void {
  describe("text holding a NUL character", () => {
    it.each<[string, (s: AccountStorage) => ResultAsync<unknown, unknown>, unknown]>([
      ["a session look-up", (s) => s.sessions.findById(NUL_ID), ok(null)],
      ["a session revocation", (s) => s.sessions.revoke(NUL_ID, T0), ok(undefined)],
      ["a revocation of all sessions", (s) => s.sessions.revokeAllForUser(NUL_ID, T0), ok(undefined)],
      ["a token consumption", (s) => s.oneTimeTokens.consume(NUL_ID, "PASSWORD_RESET", T0), ok(null)],
      ["a revocation of all tokens", (s) => s.oneTimeTokens.revokeAll(NUL_ID, "PASSWORD_RESET", T0), ok(0)],
      ["a password hash replacement", (s) => s.users.replacePasswordHash(NUL_ID, "old", "new", T0), ok(false)],
      ["a user update", (s) => s.users.update(NUL_ID, { isActive: true }, T0), ok(null)],
      ["a reward listing", (s) => s.rewards.listForUser(NUL_ID), ok([])],
      ["a flag clearing", (s) => s.rewards.clearCongratsFlags(NUL_ID, ["Registration"]), ok(undefined)],
      ["a notification listing", (s) => s.notifications.listForUser(NUL_ID), ok([])],
      ["a mark-as-read", (s) => s.notifications.markRead(NUL_ID, T0), ok(0)],
      ["an outbox listing", (s) => s.outbox.list({ to: "a\u0000@example.com", limit: 5 }), ok([])],
    ])("finds nothing for %s", async (_what, run, expected) => {
      expect(await run(storage())).toEqual(expected);
    });

    it.each<[string, (s: AccountStorage, userId: string) => ResultAsync<unknown, unknown>]>([
      ["a session", (s, userId) => s.sessions.create({ id: NUL_ID, userId, createdAt: T0, expiresAt: T0 + 1 })],
      ["a token", (s, userId) => s.oneTimeTokens.create({ tokenHash: NUL_ID, userId, purpose: "PASSWORD_RESET", expiresAt: T0 + 1 })],
      ["a notification", (s, userId) => s.notifications.add({ id: NUL_ID, userId, type: "TRADING", name: "TakeTheKnowledgeTest", timestamp: T0, isRead: false })],
      ["a reward", (s) => s.rewards.grant({ userId: NUL_ID, name: "Registration", amount: 50n, isOpenCongratsModal: true, createdAt: T0 })],
    ])("refuses %s", async (_what, run) => {
      const { id } = unwrap(await storage().users.create(newUser(), T0));
      expect(await run(storage(), id)).toEqual(conflict);
    });

    it("clears no flag when no reward name is given", async () => {
      const { id } = unwrap(await storage().users.create(newUser(), T0));
      await storage().rewards.grant({ userId: id, name: "Registration", amount: 50n, isOpenCongratsModal: true, createdAt: T0 });
      await storage().rewards.clearCongratsFlags(id, []);
      expect(unwrap(await storage().rewards.listForUser(id)).map((r) => r.isOpenCongratsModal)).toEqual([true]);
    });
  });
}
