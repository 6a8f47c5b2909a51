import { err, errAsync, ok } from "neverthrow";
import { userNotFound } from "../../core/shared/load-user";
import { describe, expect, it } from "vitest";
import { drawKnowledgeTestFor } from "../../core/assessment/use-cases/draw-knowledge-test";
import { getKnowledgeTest } from "../../core/assessment/use-cases/get-knowledge-test";
import { submitSuitabilityTest } from "../../core/assessment/use-cases/submit-suitability-test";
import type { AccountStorage } from "../../core/ports/account-storage.port";
import { loadKnowledgeBank } from "../../adapters/server/knowledge-bank/knowledge-bank";
import { loadReferenceData } from "../../adapters/reference-data/reference-data";
import { createMemoryAccountStorage } from "../../adapters/storage/memory";
import { storageUnavailable } from "../../adapters/storage/storage-errors";
import { FakeClock } from "../../core/testing/fake-clock";
import { newUser, T0 } from "../conformance/account-storage-context";
import { BOLDEST, suitabilityBody } from "./assessment-fixtures";

const { bank, answerKey } = loadKnowledgeBank();
const countries = loadReferenceData().fatfCountries;

async function setup() {
  const storage = createMemoryAccountStorage();
  const user = (await storage.users.create(newUser({ isActive: true }), T0))._unsafeUnwrap();
  return { storage, userId: user.id, clock: new FakeClock(T0) };
}

describe("assessment use cases", () => {
  it("leaves suitabilityTestPoint unset when the result cannot be stored", async () => {
    const { storage, userId, clock } = await setup();
    const failing: AccountStorage = {
      ...storage,
      transaction: (work) => storage.transaction((tx) => work({ ...tx, assessments: { ...tx.assessments, saveSuitability: () => errAsync(storageUnavailable("down")) } })),
    };
    const result = await submitSuitabilityTest({ storage: failing, clock, countries }, { userId, body: suitabilityBody(BOLDEST) });
    expect(result).toEqual(err(storageUnavailable("down")));
    expect((await storage.users.findById(userId))._unsafeUnwrap()?.suitabilityTestPoint).toBeNull();
  });

  it("replaces a stored draw that names a question the banks no longer hold", async () => {
    const { storage, userId, clock } = await setup();
    const stale = { userId, drawnAt: T0, questions: [{ category: "investment" as const, key: "q_99" }] };
    (await storage.assessments.saveKnowledgeDraw(stale))._unsafeUnwrap();
    const drawn = (await drawKnowledgeTestFor({ storage, clock, random: () => 0.5, bank }, { userId }))._unsafeUnwrap();
    expect(drawn).toHaveLength(10);
    expect((await storage.assessments.findKnowledgeDraw(userId))._unsafeUnwrap()?.questions).toHaveLength(10);
  });

  it("shows empty texts, not a failure, for a stored answer whose question left the banks", async () => {
    const { storage, userId } = await setup();
    const record = { userId, data: [{ Q: "investment.q_99", A: [{ text: "a_1", point: 0 }] as [{ text: string; point: 0 }] }], knowledgeTestPoint: 0, total: 1, submittedAt: T0 };
    (await storage.assessments.saveKnowledgeResult(record))._unsafeUnwrap();
    expect(await getKnowledgeTest({ storage, bank, answerKey }, { userId })).toEqual(
      ok({ data: [{ Q: "investment.q_99", q: { en: "", th: "" }, A: [{ key: "a_1", text: { en: "", th: "" }, point: 0 }], correct: null }], knowledgeTestPoint: 0, total: 1 }),
    );
  });

  it("answers USER_NOT_FOUND for a user who is gone", async () => {
    const { storage, clock } = await setup();
    expect(await drawKnowledgeTestFor({ storage, clock, random: Math.random, bank }, { userId: "gone" })).toEqual(err(userNotFound()));
  });
});
