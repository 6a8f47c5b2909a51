import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { CookieConsentRecord } from "../../core/ports/account-storage.port";
import { T0, newUser, unwrap, type StorageSuiteContext } from "./account-storage-context";

const conflict = err(expect.objectContaining({ code: "STORAGE_CONFLICT" }));

/** Cookie-consent records (audit trail). */
export function describeAudit({ storage }: StorageSuiteContext): void {
  describe("cookie consents", () => {
    const consent = (id: string, userId: string | null): CookieConsentRecord => ({
      id,
      userId,
      action: "allow",
      bannerText: "เราใช้คุกกี้ We use cookies",
      url: "https://kulswap.example/th",
      userAgent: "Mozilla/5.0",
      consents: { analytics: true, essential: true, marketing: false, personalization: false, uncategorized: false },
      createdAt: T0,
    });

    it("records consents of visitors and of signed-in users", async () => {
      const { id } = unwrap(await storage().users.create(newUser(), T0));
      expect(await storage().cookieConsents.add(consent("c1", null))).toEqual(ok(undefined));
      expect(await storage().cookieConsents.add(consent("c2", id))).toEqual(ok(undefined));
    });

    it.each([
      ["an id already used", "c1", null],
      ["an unknown user", "c2", "nobody"],
    ])("refuses a consent with %s", async (_what, id, userId) => {
      await storage().cookieConsents.add(consent("c1", null));
      expect(await storage().cookieConsents.add(consent(id, userId))).toEqual(conflict);
    });

    it("refuses a consent whose text holds a NUL character", async () => {
      expect(await storage().cookieConsents.add({ ...consent("c1", null), userAgent: "bot\u0000" })).toEqual(conflict);
    });
  });
}
