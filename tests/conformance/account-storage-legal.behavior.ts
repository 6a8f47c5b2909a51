import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { LegalAcceptanceRecord } from "../../core/ports/account-storage.port";
import { T0, newUser, unwrap, type StorageSuiteContext } from "./account-storage-context";

const conflict = err(expect.objectContaining({ code: "STORAGE_CONFLICT" }));

/** Acceptances of the terms and privacy policy versions (evidence: added, the latest read back). */
export function describeLegalAcceptances({ storage }: StorageSuiteContext): void {
  describe("legal acceptances", () => {
    const acceptance = (id: string, userId: string, terms: string, acceptedAt: number): LegalAcceptanceRecord => ({
      id,
      userId,
      terms,
      privacy: "1.0",
      acceptedAt,
    });

    it("has no acceptance for a user who never accepted", async () => {
      const { id } = unwrap(await storage().users.create(newUser(), T0));
      expect(await storage().legalAcceptances.latestForUser(id)).toEqual(ok(null));
    });

    it("reads back the user's latest acceptance, whatever the order they were added in", async () => {
      const { id } = unwrap(await storage().users.create(newUser(), T0));
      const other = unwrap(await storage().users.create(newUser(), T0));
      await storage().legalAcceptances.add(acceptance("a2", id, "1.1", T0 + 2000));
      await storage().legalAcceptances.add(acceptance("a1", id, "1.0", T0));
      await storage().legalAcceptances.add(acceptance("a3", other.id, "2.0", T0 + 5000));
      expect(await storage().legalAcceptances.latestForUser(id)).toEqual(ok(acceptance("a2", id, "1.1", T0 + 2000)));
    });

    it("takes the later added of two acceptances of the same time", async () => {
      const { id } = unwrap(await storage().users.create(newUser(), T0));
      await storage().legalAcceptances.add(acceptance("a1", id, "1.0", T0));
      await storage().legalAcceptances.add(acceptance("a2", id, "1.1", T0));
      expect(await storage().legalAcceptances.latestForUser(id)).toEqual(ok(acceptance("a2", id, "1.1", T0)));
    });

    it("keeps nothing of an acceptance whose transaction rolled back", async () => {
      const { id } = unwrap(await storage().users.create(newUser(), T0));
      const failed = await storage().transaction((tx) => tx.legalAcceptances.add(acceptance("a1", id, "1.0", T0)).andThen(() => err({ code: "UNDO" })));
      expect(failed).toEqual(err({ code: "UNDO" }));
      expect(await storage().legalAcceptances.latestForUser(id)).toEqual(ok(null));
    });

    it.each([
      ["an id already used", "a1", true],
      ["an unknown user", "a2", false],
    ])("refuses an acceptance with %s", async (_what, acceptanceId, knownUser) => {
      const { id } = unwrap(await storage().users.create(newUser(), T0));
      await storage().legalAcceptances.add(acceptance("a1", id, "1.0", T0));
      expect(await storage().legalAcceptances.add(acceptance(acceptanceId, knownUser ? id : "nobody", "1.0", T0))).toEqual(conflict);
    });

    it("refuses an acceptance whose text holds a NUL character", async () => {
      const { id } = unwrap(await storage().users.create(newUser(), T0));
      expect(await storage().legalAcceptances.add(acceptance("a1", id, "1.0\u0000", T0))).toEqual(conflict);
    });
  });
}
