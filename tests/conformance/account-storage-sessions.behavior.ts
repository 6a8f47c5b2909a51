import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { T0, newUser, unwrap, type StorageSuiteContext } from "./account-storage-context";

const conflict = err(expect.objectContaining({ code: "STORAGE_CONFLICT" }));
const HOUR = 3_600_000;

/** Sessions (revocation) and single-use tokens (atomic consumption). */
export function describeSessionsAndTokens({ storage }: StorageSuiteContext): void {
  const user = async () => unwrap(await storage().users.create(newUser(), T0));

  describe("sessions", () => {
    it("creates a live session and finds it by id", async () => {
      const { id: userId } = await user();
      const session = { id: "s-1", userId, createdAt: T0, expiresAt: T0 + HOUR };
      expect(await storage().sessions.create(session)).toEqual(ok({ ...session, revokedAt: null }));
      expect(await storage().sessions.findById("s-1")).toEqual(ok({ ...session, revokedAt: null }));
      expect(await storage().sessions.findById("s-unknown")).toEqual(ok(null));
    });

    it("keeps the first revocation time when revoked twice", async () => {
      const { id: userId } = await user();
      await storage().sessions.create({ id: "s-1", userId, createdAt: T0, expiresAt: T0 + HOUR });
      expect(await storage().sessions.revoke("s-1", T0 + 10)).toEqual(ok(undefined));
      expect(await storage().sessions.revoke("s-1", T0 + 20)).toEqual(ok(undefined));
      expect(await storage().sessions.findById("s-1")).toEqual(ok(expect.objectContaining({ revokedAt: T0 + 10 })));
    });

    it("accepts revoking a session that does not exist", async () => {
      expect(await storage().sessions.revoke("s-unknown", T0)).toEqual(ok(undefined));
    });

    it("revokes every live session of one user and no one else's", async () => {
      const a = await user();
      const b = await user();
      for (const [id, userId] of [["a-1", a.id], ["a-2", a.id], ["b-1", b.id]] as const) {
        await storage().sessions.create({ id, userId, createdAt: T0, expiresAt: T0 + HOUR });
      }
      await storage().sessions.revoke("a-2", T0 + 1);
      expect(await storage().sessions.revokeAllForUser(a.id, T0 + 2)).toEqual(ok(undefined));
      const revokedAt = async (id: string) => unwrap(await storage().sessions.findById(id))?.revokedAt;
      expect([await revokedAt("a-1"), await revokedAt("a-2"), await revokedAt("b-1")]).toEqual([T0 + 2, T0 + 1, null]);
    });

    it.each([
      ["an id already used", "s-dup", true],
      ["an unknown user", "s-2", false],
    ])("refuses a session with %s", async (_what, id, known) => {
      const { id: userId } = await user();
      await storage().sessions.create({ id: "s-dup", userId, createdAt: T0, expiresAt: T0 + HOUR });
      expect(await storage().sessions.create({ id, userId: known ? userId : "nobody", createdAt: T0, expiresAt: T0 + HOUR })).toEqual(conflict);
    });
  });

  describe("one-time tokens", () => {
    const token = (userId: string, purpose: "EMAIL_CONFIRMATION" | "PASSWORD_RESET" = "PASSWORD_RESET") => ({
      tokenHash: "a".repeat(64),
      userId,
      purpose,
      expiresAt: T0 + HOUR,
    });

    it("hands a token out once, marked used at that time", async () => {
      const { id } = await user();
      await storage().oneTimeTokens.create(token(id));
      expect(await storage().oneTimeTokens.consume("a".repeat(64), "PASSWORD_RESET", T0 + 5)).toEqual(ok({ ...token(id), usedAt: T0 + 5 }));
      expect(await storage().oneTimeTokens.consume("a".repeat(64), "PASSWORD_RESET", T0 + 6)).toEqual(ok(null));
    });

    it.each([
      ["of another purpose", "EMAIL_CONFIRMATION", T0] as const,
      ["expired (at its expiry time)", "PASSWORD_RESET", T0 + HOUR] as const,
    ])("answers null for a token %s and leaves it unused", async (_what, purpose, now) => {
      const { id } = await user();
      await storage().oneTimeTokens.create(token(id));
      expect(await storage().oneTimeTokens.consume("a".repeat(64), purpose, now)).toEqual(ok(null));
      expect(await storage().oneTimeTokens.consume("a".repeat(64), "PASSWORD_RESET", T0 + 1)).toEqual(ok({ ...token(id), usedAt: T0 + 1 }));
    });

    it("answers null for an unknown token", async () => {
      expect(await storage().oneTimeTokens.consume("b".repeat(64), "EMAIL_CONFIRMATION", T0)).toEqual(ok(null));
    });

    it("hands a token to exactly one of many simultaneous consumers", async () => {
      const { id } = await user();
      await storage().oneTimeTokens.create(token(id));
      const results = await Promise.all(Array.from({ length: 5 }, () => storage().oneTimeTokens.consume("a".repeat(64), "PASSWORD_RESET", T0)));
      expect(results.filter((r) => unwrap(r) !== null)).toHaveLength(1);
    });

    it("ends every unused token of one purpose for one user, and no other", async () => {
      const [a, b] = [await user(), await user()];
      const make = (hash: string, userId: string, purpose: "EMAIL_CONFIRMATION" | "PASSWORD_RESET") => storage().oneTimeTokens.create({ ...token(userId, purpose), tokenHash: hash.repeat(64) });
      await make("1", a.id, "PASSWORD_RESET");
      await make("2", a.id, "PASSWORD_RESET");
      await make("3", a.id, "EMAIL_CONFIRMATION");
      await make("4", b.id, "PASSWORD_RESET");
      await storage().oneTimeTokens.consume("2".repeat(64), "PASSWORD_RESET", T0 + 1);
      expect(await storage().oneTimeTokens.revokeAll(a.id, "PASSWORD_RESET", T0 + 2)).toEqual(ok(1));
      const usable = await Promise.all(
        [["1", "PASSWORD_RESET"], ["3", "EMAIL_CONFIRMATION"], ["4", "PASSWORD_RESET"]].map(([hash, purpose]) =>
          storage().oneTimeTokens.consume(hash!.repeat(64), purpose as "PASSWORD_RESET", T0 + 3).map((t) => t !== null),
        ),
      );
      expect(usable.map(unwrap)).toEqual([false, true, true]);
    });

    it.each([
      ["a hash already stored", true],
      ["an unknown user", false],
    ])("refuses a token with %s", async (_what, known) => {
      const { id } = await user();
      await storage().oneTimeTokens.create(token(id));
      expect(await storage().oneTimeTokens.create(known ? token(id) : { ...token("nobody"), tokenHash: "c".repeat(64) })).toEqual(conflict);
    });
  });
}
