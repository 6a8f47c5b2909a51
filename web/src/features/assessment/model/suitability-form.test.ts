import { describe, expect, it } from "vitest";
import { memoryStore } from "@/lib/session/key-value-store";
import { LOCAL_STORAGE_ENTRY_LIFETIME_MS } from "@core/shared/storage-lifetime";
import { readSuitabilityDraft, suitabilityDraftKey, writeSuitabilityDraft } from "./suitability-draft";
import { formErrors, previewResult, SUITABILITY_STEPS, toSubmission, type SuitabilityFormAnswers } from "./suitability-form";

const one = (choice: string, extra: Partial<{ others: string; countries: string[] }> = {}) => ({ choices: [choice], others: "", countries: [], ...extra });
const LOWEST: SuitabilityFormAnswers = Object.fromEntries(
  SUITABILITY_STEPS.flat().map((q) => [q.key, one(q.key === "Q_5" ? "A_6" : "A_1")]),
);
const countries = [
  { en_short_name: "Thailand", type: "none" as const },
  { en_short_name: "Angola", type: "greyList" as const },
];

describe("suitability form", () => {
  it("groups the 14 questions in five steps, in order", () => {
    expect(SUITABILITY_STEPS.flat().map((q) => q.key)).toEqual(Array.from({ length: 14 }, (_, i) => `Q_${i + 1}`));
  });

  it("reports a missing answer and a missing 'others' text on their questions", () => {
    const answers = { ...LOWEST, Q_2: undefined, Q_3: { choices: ["A_5"], others: " ", countries: [] } };
    expect(formErrors(answers)).toEqual({
      Q_2: { code: "SUITABILITY_ANSWER_REQUIRED", others: false },
      Q_3: { code: "SUITABILITY_OTHERS_REQUIRED", others: true },
    });
  });

  it("sends countries on question 6 only when its answer names places beyond Thailand", () => {
    const thailand = toSubmission({ ...LOWEST, Q_6: one("A_1", { countries: ["Angola"] }) }, false);
    const abroad = toSubmission({ ...LOWEST, Q_6: one("A_3", { countries: ["Angola"] }) }, true);
    expect(thailand.suitTestData[5]).toEqual({ Q: "Q_6", A: [{ text: "A_1" }] });
    expect(abroad.suitTestData[5]).toEqual({ Q: "Q_6", A: [{ text: "A_3", countries: ["Angola"] }] });
    expect(abroad.isAcceptAcknowledgeRisk).toBe(true);
  });

  it("asks for the risk acknowledgement before sending a low-risk test, not a very-high-risk one", () => {
    expect(previewResult(LOWEST, countries)._unsafeUnwrap()).toEqual({ requiresRiskAcknowledgement: true });
    const highest: SuitabilityFormAnswers = {
      ...LOWEST, Q_1: one("A_4"), Q_2: one("A_3"), Q_3: one("A_4"), Q_4: one("A_4"), Q_5: one("A_2"), Q_6: one("A_3", { countries: ["Angola"] }),
      Q_7: one("A_5"), Q_8: one("A_5"), Q_9: one("A_4"), Q_10: one("A_5"), Q_11: one("A_5"), Q_12: one("A_4"),
    };
    expect(previewResult(highest, countries)._unsafeUnwrap()).toEqual({ requiresRiskAcknowledgement: false });
  });
});

describe("suitability draft", () => {
  it("keeps the answers and step of a user until the storage lifetime ends, then forgets them", () => {
    const storage = memoryStore();
    writeSuitabilityDraft(storage, "u1", { answers: LOWEST, step: 2, storedAt: 1_000 });
    expect(readSuitabilityDraft(storage, "u1", 2_000)).toEqual({ answers: LOWEST, step: 2, storedAt: 1_000 });
    expect(readSuitabilityDraft(storage, "u2", 2_000)).toBeNull();
    expect(readSuitabilityDraft(storage, "u1", 1_000 + LOCAL_STORAGE_ENTRY_LIFETIME_MS)).toBeNull();
    expect(storage.get(suitabilityDraftKey("u1"))).toBeNull();
  });

  it("drops an unreadable draft", () => {
    const storage = memoryStore({ [suitabilityDraftKey("u1")]: "{not json" });
    expect(readSuitabilityDraft(storage, "u1", 0)).toBeNull();
    expect(storage.get(suitabilityDraftKey("u1"))).toBeNull();
  });
});
