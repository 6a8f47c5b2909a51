import fc from "fast-check";
import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { KYC_STATUSES } from "../../core/account/user";
import { type NewUser } from "../../core/ports/storage.port";
import { T0, newUser, unwrap, type StorageSuiteContext } from "./account-storage-context";

/** Any well-formed text PostgreSQL can hold (it refuses U+0000), Thai included. */
const text = fc.string({ unit: "grapheme", maxLength: 40 }).filter((s) => !s.includes("\u0000"));

const conflict = err(expect.objectContaining({ code: "STORAGE_CONFLICT" }));

/** Users: creation, the four look-ups, uniqueness and partial updates. */
export function describeUsers({ storage }: StorageSuiteContext): void {
  describe("users", () => {
    it("stamps a created user with the time and finds it by id, email, referral code and social id", async () => {
      const user = newUser({ googleId: "g-1", facebookId: "f-1", accountType: "GOOGLE" });
      const created = unwrap(await storage().users.create(user, T0));
      expect(created).toEqual({ ...user, createdAt: T0, updatedAt: T0 });
      expect(await storage().users.findById(user.id)).toEqual(ok(created));
      expect(await storage().users.findByEmail(user.email)).toEqual(ok(created));
      expect(await storage().users.findByReferralCode(user.referralCode)).toEqual(ok(created));
      expect(await storage().users.findBySocialId("GOOGLE", "g-1")).toEqual(ok(created));
      expect(await storage().users.findBySocialId("FACEBOOK", "f-1")).toEqual(ok(created));
    });

    it("finds a user by email whatever the letter case of the query", async () => {
      const created = unwrap(await storage().users.create(newUser({ email: "mixed@example.com" }), T0));
      expect(await storage().users.findByEmail("MiXeD@Example.COM")).toEqual(ok(created));
    });

    it.each([
      ["id", "findById"],
      ["email", "findByEmail"],
      ["referral code", "findByReferralCode"],
    ] as const)("answers null for an unknown %s", async (_what, method) => {
      await storage().users.create(newUser(), T0);
      expect(await storage().users[method]("nobody@example.com")).toEqual(ok(null));
    });

    it("answers null for a social id of the other provider", async () => {
      await storage().users.create(newUser({ googleId: "shared-id" }), T0);
      expect(await storage().users.findBySocialId("FACEBOOK", "shared-id")).toEqual(ok(null));
    });

    it.each<[string, (taken: NewUser) => Partial<NewUser>]>([
      ["id", (taken) => ({ id: taken.id })],
      ["email", (taken) => ({ email: taken.email })],
      ["email in other letter case", (taken) => ({ email: taken.email.toUpperCase() })],
      ["referral code", (taken) => ({ referralCode: taken.referralCode })],
      ["Google id", (taken) => ({ googleId: taken.googleId })],
      ["Facebook id", (taken) => ({ facebookId: taken.facebookId })],
    ])("refuses a second user with the same %s", async (_what, same) => {
      const taken = newUser({ googleId: "g-taken", facebookId: "f-taken" });
      await storage().users.create(taken, T0);
      const second = newUser(same(taken));
      expect(await storage().users.create(second, T0)).toEqual(conflict);
      expect(await storage().users.findByReferralCode(second.referralCode)).toEqual(ok(second.referralCode === taken.referralCode ? expect.objectContaining({ id: taken.id }) : null));
    });

    it("lets many users have no social ids", async () => {
      for (let i = 0; i < 3; i += 1) expect((await storage().users.create(newUser(), T0)).isOk()).toBe(true);
    });

    it("changes only the patched fields, stamps updatedAt and keeps createdAt", async () => {
      const created = unwrap(await storage().users.create(newUser(), T0));
      const patch = { isActive: true, kycStatus: "APPROVED", suitabilityTestPoint: 21, language: "th" } as const;
      const updated = unwrap(await storage().users.update(created.id, patch, T0 + 5));
      expect(updated).toEqual({ ...created, ...patch, updatedAt: T0 + 5 });
      expect(await storage().users.findById(created.id)).toEqual(ok(updated));
    });

    it("clears nullable fields patched with null", async () => {
      const created = unwrap(await storage().users.create(newUser({ googleId: "g-9", twoFactorSecret: "JBSWY3DP" }), T0));
      const updated = unwrap(await storage().users.update(created.id, { googleId: null, twoFactorSecret: null }, T0 + 1));
      expect(updated).toEqual({ ...created, googleId: null, twoFactorSecret: null, updatedAt: T0 + 1 });
    });

    it("answers null when updating a user that does not exist", async () => {
      expect(await storage().users.update("missing", { isActive: true }, T0)).toEqual(ok(null));
    });

    it("refuses to change an email to one another user has, leaving both users unchanged", async () => {
      const first = unwrap(await storage().users.create(newUser(), T0));
      const second = unwrap(await storage().users.create(newUser(), T0));
      expect(await storage().users.update(second.id, { email: first.email }, T0 + 1)).toEqual(conflict);
      expect(await storage().users.findById(second.id)).toEqual(ok(second));
    });

    it.each<[string, Partial<NewUser>]>([
      ["display name", { displayName: "a\u0000b" }],
      ["email", { email: "nul\u0000@example.com" }],
    ])("refuses a %s holding a NUL character, which PostgreSQL cannot store", async (_what, fields) => {
      expect(await storage().users.create(newUser(fields), T0)).toEqual(conflict);
      const created = unwrap(await storage().users.create(newUser(), T0));
      expect(await storage().users.update(created.id, fields, T0 + 1)).toEqual(conflict);
      expect(await storage().users.findById(created.id)).toEqual(ok(created));
    });

    it("answers null for look-ups holding a NUL character", async () => {
      await storage().users.create(newUser(), T0);
      expect(await storage().users.findByEmail("a\u0000@example.com")).toEqual(ok(null));
      expect(await storage().users.findById("id\u0000")).toEqual(ok(null));
      expect(await storage().users.findByReferralCode("R\u0000")).toEqual(ok(null));
      expect(await storage().users.findBySocialId("GOOGLE", "g\u0000")).toEqual(ok(null));
    });

    it("gives back every field exactly as stored", async () => {
      const userArb = fc.record({
        displayName: text,
        profilePicture: fc.option(fc.constantFrom("avatars/u1.png", "https://cdn.example/a.jpg"), { nil: null }),
        passwordHash: fc.option(fc.string({ minLength: 1, maxLength: 80 }), { nil: null }),
        isActive: fc.boolean(),
        isEnabled2FA: fc.boolean(),
        isSubscribeNews: fc.boolean(),
        language: fc.constantFrom("en" as const, "th" as const),
        kycStatus: fc.constantFrom(...KYC_STATUSES),
        suitabilityTestPoint: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
        knowledgeTestPoint: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
        role: fc.constantFrom("USER" as const, "ADMIN" as const),
        facebookName: fc.option(text, { nil: null }),
        createdAt: fc.integer({ min: 0, max: 4_102_444_800_000 }),
      });
      await fc.assert(
        fc.asyncProperty(userArb, async ({ createdAt, ...fields }) => {
          const user = newUser(fields);
          expect(await storage().users.create(user, createdAt)).toEqual(ok({ ...user, createdAt, updatedAt: createdAt }));
          expect(await storage().users.findById(user.id)).toEqual(ok({ ...user, createdAt, updatedAt: createdAt }));
        }),
        { numRuns: 25 },
      );
    });

    describe("replacing the password hash", () => {
      it("stores the new hash while the stored one is the one expected", async () => {
        const user = unwrap(await storage().users.create(newUser({ passwordHash: "old" }), T0));
        expect(await storage().users.replacePasswordHash(user.id, "old", "new", T0 + 1)).toEqual(ok(true));
        expect(await storage().users.findById(user.id)).toEqual(ok({ ...user, passwordHash: "new", updatedAt: T0 + 1 }));
      });

      it("writes nothing once the hash has changed, so a reset is never undone", async () => {
        const user = unwrap(await storage().users.create(newUser({ passwordHash: "old" }), T0));
        await storage().users.update(user.id, { passwordHash: "reset" }, T0 + 1);
        expect(await storage().users.replacePasswordHash(user.id, "old", "rehashed-old", T0 + 2)).toEqual(ok(false));
        expect(unwrap(await storage().users.findById(user.id))?.passwordHash).toBe("reset");
      });

      it("lets one of several parallel replacements of the same hash through", async () => {
        const user = unwrap(await storage().users.create(newUser({ passwordHash: "old" }), T0));
        const results = await Promise.all(["a", "b", "c", "d"].map((next) => storage().users.replacePasswordHash(user.id, "old", next, T0 + 1)));
        expect(results.filter((r) => r.isOk() && r.value)).toHaveLength(1);
      });

      it("answers false for an unknown user", async () => {
        expect(await storage().users.replacePasswordHash("nobody", "old", "new", T0)).toEqual(ok(false));
      });
    });

    describe("the last used TOTP step", () => {
      const STEP = 59_000_000;

      it("takes a user's first step and then only later ones, each once", async () => {
        const user = unwrap(await storage().users.create(newUser(), T0));
        expect(await storage().users.useTwoFactorStep(user.id, STEP)).toEqual(ok(true));
        expect(await storage().users.useTwoFactorStep(user.id, STEP)).toEqual(ok(false));
        expect(await storage().users.useTwoFactorStep(user.id, STEP - 1)).toEqual(ok(false));
        expect(await storage().users.useTwoFactorStep(user.id, STEP + 1)).toEqual(ok(true));
      });

      it("keeps each user's step apart", async () => {
        const [a, b] = [unwrap(await storage().users.create(newUser(), T0)), unwrap(await storage().users.create(newUser(), T0))];
        expect(await storage().users.useTwoFactorStep(a.id, STEP)).toEqual(ok(true));
        expect(await storage().users.useTwoFactorStep(b.id, STEP)).toEqual(ok(true));
      });

      it("lets one of several parallel uses of the same step through", async () => {
        const user = unwrap(await storage().users.create(newUser(), T0));
        const results = await Promise.all(Array.from({ length: 8 }, () => storage().users.useTwoFactorStep(user.id, STEP)));
        expect(results.filter((r) => r.isOk() && r.value)).toHaveLength(1);
        expect(results.every((r) => r.isOk())).toBe(true);
      });

      it("refuses a step for an unknown user", async () => {
        expect(await storage().users.useTwoFactorStep("nobody", STEP)).toEqual(conflict);
      });
    });
  });
}
