import { err, ok } from "neverthrow";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AccountStorage } from "../../core/ports/account-storage.port";
import type { KnowledgeDrawRecord, KnowledgeResultRecord, SuitabilityRecord } from "../../core/ports/assessment-storage.port";
import { T0, newUser, unwrap, type OpenStorage, type StorageFixture } from "./account-storage-context";

const conflict = err(expect.objectContaining({ code: "STORAGE_CONFLICT" }));

function suitability(userId: string, overrides: Partial<SuitabilityRecord> = {}): SuitabilityRecord {
  return {
    userId,
    suitTestData: [
      { Q: "Q_1", A: [{ text: "A_2", point: 2 }] },
      { Q: "Q_3", A: [{ text: "A_1", point: 1 }, { text: "A_5", others: "ที่ดิน", point: 3 }] },
      { Q: "Q_6", A: [{ text: "A_1", point: 10, countries: ["Iran", "Japan"] }] },
    ],
    score: 13,
    riskLevel: "medium",
    isAcceptAcknowledgeRisk: true,
    submittedAt: T0,
    ...overrides,
  };
}

function draw(userId: string, drawnAt = T0): KnowledgeDrawRecord {
  return { userId, drawnAt, questions: [{ category: "cryptocurrency", key: "q_3" }, { category: "investment", key: "q_21" }] };
}

function result(userId: string, overrides: Partial<KnowledgeResultRecord> = {}): KnowledgeResultRecord {
  return {
    userId,
    data: [
      { Q: "cryptocurrency.q_3", A: [{ text: "a_2", point: 1 }] },
      { Q: "investment.q_21", A: [{ text: "a_4", point: 0 }] },
    ],
    knowledgeTestPoint: 1,
    total: 2,
    submittedAt: T0 + 5,
    ...overrides,
  };
}

/**
 * The behaviour every AssessmentRepositoryPort must show (memory, PGlite, PostgreSQL): one row
 * of each kind per user, replaced on a retake, exact round trips, draws consumed once, unknown
 * users and NUL characters refused, writes undone with their transaction.
 * @example describeAssessmentStorage("memory", async () => ({ fresh: async () => createMemoryAccountStorage(), close: async () => {} }));
 */
export function describeAssessmentStorage(name: string, open: OpenStorage): void {
  describe(`AssessmentRepositoryPort on ${name}`, () => {
    let fixture: StorageFixture;
    let storage: AccountStorage;
    beforeAll(async () => {
      fixture = await open();
    }, 60_000);
    beforeEach(async () => {
      storage = await fixture.fresh();
    });
    afterAll(async () => {
      await fixture?.close();
    });

    const user = async () => unwrap(await storage.users.create(newUser(), T0)).id;

    it("finds nothing for a user who took no test", async () => {
      const id = await user();
      expect(await storage.assessments.findSuitability(id)).toEqual(ok(null));
      expect(await storage.assessments.findKnowledgeDraw(id)).toEqual(ok(null));
      expect(await storage.assessments.findKnowledgeResult(id)).toEqual(ok(null));
    });

    it("stores a suitability result and reads it back exactly, others, points and countries included", async () => {
      const id = await user();
      expect(await storage.assessments.saveSuitability(suitability(id))).toEqual(ok(undefined));
      expect(await storage.assessments.findSuitability(id)).toEqual(ok(suitability(id)));
    });

    it("replaces the suitability result on a retake and keeps other users' apart", async () => {
      const [a, b] = [await user(), await user()];
      unwrap(await storage.assessments.saveSuitability(suitability(a)));
      unwrap(await storage.assessments.saveSuitability(suitability(b, { score: 30, riskLevel: "very_hight" })));
      const retake = suitability(a, { score: 8, riskLevel: "low", isAcceptAcknowledgeRisk: false, submittedAt: T0 + 9 });
      unwrap(await storage.assessments.saveSuitability(retake));
      expect(await storage.assessments.findSuitability(a)).toEqual(ok(retake));
      expect(await storage.assessments.findSuitability(b)).toEqual(ok(suitability(b, { score: 30, riskLevel: "very_hight" })));
    });

    it("stores a draw, replaces it with a new one and consumes only the current one, once", async () => {
      const id = await user();
      unwrap(await storage.assessments.saveKnowledgeDraw(draw(id, T0)));
      unwrap(await storage.assessments.saveKnowledgeDraw(draw(id, T0 + 1)));
      expect(await storage.assessments.findKnowledgeDraw(id)).toEqual(ok(draw(id, T0 + 1)));
      expect(await storage.assessments.consumeKnowledgeDraw(id, T0)).toEqual(ok(false));
      expect(await storage.assessments.consumeKnowledgeDraw(id, T0 + 1)).toEqual(ok(true));
      expect(await storage.assessments.consumeKnowledgeDraw(id, T0 + 1)).toEqual(ok(false));
      expect(await storage.assessments.findKnowledgeDraw(id)).toEqual(ok(null));
    });

    it("stores a knowledge result, reads it back exactly and replaces it on a retake", async () => {
      const id = await user();
      unwrap(await storage.assessments.saveKnowledgeResult(result(id)));
      expect(await storage.assessments.findKnowledgeResult(id)).toEqual(ok(result(id)));
      unwrap(await storage.assessments.saveKnowledgeResult(result(id, { knowledgeTestPoint: 0, submittedAt: T0 + 50 })));
      expect(await storage.assessments.findKnowledgeResult(id)).toEqual(ok(result(id, { knowledgeTestPoint: 0, submittedAt: T0 + 50 })));
    });

    it.each([
      ["a suitability result", (s: AccountStorage) => s.assessments.saveSuitability(suitability("no-such-user"))],
      ["a draw", (s: AccountStorage) => s.assessments.saveKnowledgeDraw(draw("no-such-user"))],
      ["a knowledge result", (s: AccountStorage) => s.assessments.saveKnowledgeResult(result("no-such-user"))],
    ])("refuses %s of an unknown user with STORAGE_CONFLICT", async (_, write) => {
      expect(await write(storage)).toEqual(conflict);
    });

    it("refuses a NUL character in a free-text answer and stores nothing", async () => {
      const id = await user();
      const nul = suitability(id, { suitTestData: [{ Q: "Q_3", A: [{ text: "A_5", others: "a\u0000b", point: 3 }] }] });
      expect(await storage.assessments.saveSuitability(nul)).toEqual(conflict);
      expect(await storage.assessments.findSuitability(id)).toEqual(ok(null));
    });

    it("undoes every assessment write of a failed transaction", async () => {
      const id = await user();
      unwrap(await storage.assessments.saveKnowledgeDraw(draw(id)));
      const failed = await storage.transaction((tx) =>
        tx.assessments
          .consumeKnowledgeDraw(id, T0)
          .andThen(() => tx.assessments.saveKnowledgeResult(result(id)))
          .andThen(() => tx.assessments.saveSuitability(suitability(id)))
          .andThen(() => err({ code: "ABORT" as const })),
      );
      expect(failed).toEqual(err({ code: "ABORT" }));
      expect(await storage.assessments.findKnowledgeDraw(id)).toEqual(ok(draw(id)));
      expect(await storage.assessments.findKnowledgeResult(id)).toEqual(ok(null));
      expect(await storage.assessments.findSuitability(id)).toEqual(ok(null));
    });
  });
}
