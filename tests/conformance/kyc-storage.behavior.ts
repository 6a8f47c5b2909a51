import { err, ok } from "neverthrow";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AccountStorage } from "../../core/ports/account-storage.port";
import type { KycDocumentRecord, KycSubmissionRecord } from "../../core/ports/kyc-storage.port";
import { T0, newUser, unwrap, type OpenStorage, type StorageFixture } from "./account-storage-context";

const conflict = err(expect.objectContaining({ code: "STORAGE_CONFLICT" }));

/** A Personal submission of `userId` at `at`, with `overrides` applied. */
function submission(userId: string, at = T0, overrides: Partial<KycSubmissionRecord> = {}): KycSubmissionRecord {
  return {
    userId,
    customerType: "Personal",
    form: { nationality: "Thai", firstName: "Somchai", isAmerican: false, identificationPicture: "/v1/api/user/kyc/docs/d1" },
    submittedAt: at,
    reviewedAt: null,
    reviewedBy: null,
    verificationLog: [],
    ...overrides,
  };
}

let docCounter = 0;
/** A document of `userId`, unique id per call. */
function document(userId: string, at = T0, overrides: Partial<KycDocumentRecord> = {}): KycDocumentRecord {
  docCounter += 1;
  return {
    id: `10000000-0000-4000-8000-${String(docCounter).padStart(12, "0")}`,
    userId,
    field: "identificationPicture",
    fileKey: `kyc/${userId}/${docCounter}.png`,
    contentType: "image/png",
    size: 1234,
    createdAt: at,
    ...overrides,
  };
}

/**
 * The behaviour every KycRepositoryPort must show (memory, PGlite, PostgreSQL): submissions
 * replaced per user, listing by status, the atomic status compare-and-set, private documents.
 * @example describeKycStorage("memory", async () => ({ fresh: async () => createMemoryAccountStorage(), close: async () => {} }));
 */
export function describeKycStorage(name: string, open: OpenStorage): void {
  describe(`KycRepositoryPort on ${name}`, () => {
    let fixture: StorageFixture;
    let current: AccountStorage;
    const storage = () => current;
    const user = async (overrides = {}) => unwrap(await storage().users.create(newUser(overrides), T0));

    beforeAll(async () => {
      fixture = await open();
    }, 60_000);
    beforeEach(async () => {
      current = await fixture.fresh();
    });
    afterAll(async () => {
      await fixture?.close();
    });

    describe("submissions", () => {
      it("stores a submission and replaces it on a corrected one", async () => {
        const { id } = await user();
        expect(await storage().kyc.findSubmission(id)).toEqual(ok(null));
        expect(await storage().kyc.saveSubmission(submission(id))).toEqual(ok(undefined));
        const log = [{ group: "Identity", topic: "identificationId", detail: "blurred" }];
        const corrected = submission(id, T0 + 5, { customerType: "Organization", form: { orgTaxId: "0105500000001" }, reviewedAt: T0 + 1, reviewedBy: id, verificationLog: log });
        expect(await storage().kyc.saveSubmission(corrected)).toEqual(ok(undefined));
        expect(await storage().kyc.findSubmission(id)).toEqual(ok(corrected));
      });

      it("refuses a submission of an unknown user", async () => {
        expect(await storage().kyc.saveSubmission(submission("00000000-0000-4000-8000-999999999999"))).toEqual(conflict);
      });

      it("refuses a NUL character in a form value or a log item", async () => {
        const { id } = await user();
        expect(await storage().kyc.saveSubmission(submission(id, T0, { form: { firstName: "a\u0000b" } }))).toEqual(conflict);
        const log = [{ group: "g", topic: "t", detail: "x\u0000" }];
        expect(await storage().kyc.saveSubmission(submission(id, T0, { verificationLog: log }))).toEqual(conflict);
        expect(await storage().kyc.findSubmission(id)).toEqual(ok(null));
      });

      it("lists submissions by their user's status, oldest first, paged", async () => {
        const a = await user({ kycStatus: "VERIFYING" });
        const b = await user({ kycStatus: "APPROVED" });
        const c = await user({ kycStatus: "VERIFYING" });
        await user({ kycStatus: "VERIFYING" }); // no submission: not listed
        unwrap(await storage().kyc.saveSubmission(submission(a.id, T0 + 30)));
        unwrap(await storage().kyc.saveSubmission(submission(b.id, T0 + 10)));
        unwrap(await storage().kyc.saveSubmission(submission(c.id, T0 + 20, { customerType: "Organization" })));
        const row = (u: typeof a, at: number, customerType = "Personal") => ({ userId: u.id, email: u.email, kycStatus: u.kycStatus, customerType, submittedAt: at });
        expect(await storage().kyc.listSubmissions({ status: "VERIFYING", limit: 10, offset: 0 })).toEqual(ok([row(c, T0 + 20, "Organization"), row(a, T0 + 30)]));
        expect(await storage().kyc.listSubmissions({ limit: 10, offset: 0 })).toEqual(ok([row(b, T0 + 10), row(c, T0 + 20, "Organization"), row(a, T0 + 30)]));
        expect(await storage().kyc.listSubmissions({ limit: 1, offset: 1 })).toEqual(ok([row(c, T0 + 20, "Organization")]));
        expect(await storage().kyc.listSubmissions({ status: "REJECTED", limit: 10, offset: 0 })).toEqual(ok([]));
      });
    });

    describe("status transitions", () => {
      it("changes the status only from an expected one", async () => {
        const { id } = await user({ kycStatus: "UNVERIFIED" });
        const moved = unwrap(await storage().kyc.transitionStatus(id, ["UNVERIFIED", "REQUEST_CHANGE"], "VERIFYING", T0 + 7));
        expect(moved).toMatchObject({ id, kycStatus: "VERIFYING", updatedAt: T0 + 7 });
        expect(await storage().kyc.transitionStatus(id, ["UNVERIFIED"], "VERIFYING", T0 + 8)).toEqual(ok(null));
        expect(unwrap(await storage().users.findById(id))?.kycStatus).toBe("VERIFYING");
      });

      it("answers null for an unknown user", async () => {
        expect(await storage().kyc.transitionStatus("00000000-0000-4000-8000-999999999998", ["VERIFYING"], "APPROVED", T0)).toEqual(ok(null));
      });

      it("lets exactly one of many simultaneous callers move the status", async () => {
        const { id } = await user({ kycStatus: "VERIFYING" });
        const results = await Promise.all(Array.from({ length: 10 }, () => storage().kyc.transitionStatus(id, ["VERIFYING"], "APPROVED", T0 + 1)));
        expect(results.map(unwrap).filter((u) => u !== null)).toHaveLength(1);
      });

      it("is undone with the transaction that made it", async () => {
        const { id } = await user({ kycStatus: "VERIFYING" });
        const failed = await storage().transaction((tx) => tx.kyc.transitionStatus(id, ["VERIFYING"], "APPROVED", T0 + 1).andThen(() => err("boom" as const)));
        expect(failed).toEqual(err("boom"));
        expect(unwrap(await storage().users.findById(id))?.kycStatus).toBe("VERIFYING");
      });
    });

    describe("documents", () => {
      it("stores documents and lists a user's own, oldest first", async () => {
        const a = await user();
        const b = await user();
        const first = document(a.id, T0 + 2);
        const second = document(a.id, T0 + 1, { field: "orgCompanyCert", contentType: "application/pdf", size: 10_000_000 });
        const other = document(b.id);
        for (const d of [first, second, other]) expect(await storage().kyc.addDocument(d)).toEqual(ok(undefined));
        expect(await storage().kyc.listDocuments(a.id)).toEqual(ok([second, first]));
        expect(await storage().kyc.findDocument(other.id)).toEqual(ok(other));
        expect(await storage().kyc.findDocument("10000000-0000-4000-8000-999999999999")).toEqual(ok(null));
      });

      it("refuses a taken id and an unknown user", async () => {
        const a = await user();
        const d = document(a.id);
        unwrap(await storage().kyc.addDocument(d));
        expect(await storage().kyc.addDocument({ ...d, fileKey: "other" })).toEqual(conflict);
        expect(await storage().kyc.addDocument(document("00000000-0000-4000-8000-999999999997"))).toEqual(conflict);
      });
    });
  });
}
