import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isLegacyDraft,
  kycDraftKey,
  LEGACY_DRAFT_CUTOFF_MS,
  makeDraftEntry,
  pruneDraft,
  readDraft,
  readDraftEntry,
  shouldPurgeDraft,
} from "./drafts";
import { LOCAL_STORAGE_ENTRY_LIFETIME_MS } from "../shared/storage-lifetime";
import type { KycForm } from "./kyc-form.schema";
import { pendingFile } from "./kyc.fixtures";

const NOW = Date.UTC(2026, 0, 15, 3, 0, 0);

describe("pruneDraft", () => {
  it("drops empty values, picked files and temporary inputs, and keeps the rest", () => {
    const form = {
      nationality: "Thai",
      firstName: "",
      middleName: "   ",
      lastName: undefined,
      tel: null as unknown as string,
      isAmerican: false,
      identificationPicture: pendingFile("id.png"),
      governmentIssued: "https://f/gov.png",
      inputFileIdCard: { any: 1 },
      inputFileSelfie: "x",
    };
    expect(pruneDraft(form)).toEqual({ nationality: "Thai", isAmerican: false, governmentIssued: "https://f/gov.png" });
  });

  it("leaves no blank value whatever the form holds", () => {
    const value = fc.oneof(fc.string(), fc.constant(undefined), fc.boolean());
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("firstName", "tel", "career", "isAmerican"), value), (form) => {
        const pruned = Object.values(pruneDraft(form as KycForm));
        expect(pruned.filter((v) => v === undefined || (typeof v === "string" && v.trim() === ""))).toEqual([]);
      }),
    );
  });
});

describe("draft entries", () => {
  it("expires 30 days after saving", () => {
    expect(makeDraftEntry({ firstName: "A", lastName: "" }, NOW)).toEqual({ value: { firstName: "A" }, expiresAt: NOW + 2_592_000_000 });
    expect(LOCAL_STORAGE_ENTRY_LIFETIME_MS).toBe(30 * 24 * 3_600_000);
  });

  it.each<[string, unknown, number, KycForm | null]>([
    ["a fresh draft", { value: { firstName: "A" }, expiresAt: NOW + 1 }, NOW, { firstName: "A" }],
    ["a draft at its expiry", { value: { firstName: "A" }, expiresAt: NOW }, NOW, null],
    ["a legacy draft", { value: { firstName: "A" }, expiresAt: LEGACY_DRAFT_CUTOFF_MS + LOCAL_STORAGE_ENTRY_LIFETIME_MS - 1 }, Date.UTC(2020, 0, 1), null],
    ["a draft saved on the cutoff", { value: { firstName: "A" }, expiresAt: LEGACY_DRAFT_CUTOFF_MS + LOCAL_STORAGE_ENTRY_LIFETIME_MS }, Date.UTC(2020, 0, 1), { firstName: "A" }],
    ["something that is not a draft", "garbage", NOW, null],
    ["a draft with a wrong field type", { value: { gender: "Other" }, expiresAt: NOW + 1 }, NOW, null],
    ["a draft with unknown fields", { value: { firstName: "A", hacked: true }, expiresAt: NOW + 1 }, NOW, { firstName: "A" }],
  ])("reads %s", (_, stored, now, form) => {
    expect(readDraft(stored, now)).toEqual(form);
    expect(shouldPurgeDraft(stored, now)).toBe(form === null);
  });

  it.each([
    [Date.UTC(2020, 11, 30, 16, 59, 59), true],
    [Date.UTC(2020, 11, 30, 17, 0, 0), false],
  ])("treats an expiry of %i as legacy: %s", (expiresAt, legacy) => {
    expect(isLegacyDraft(expiresAt)).toBe(legacy);
  });
});

describe("the wizard's draft", () => {
  it("keeps the step the user was on, and reads step 0 from an entry without one", () => {
    const entry = makeDraftEntry({ firstName: "A", identificationPicture: pendingFile("id.png") }, NOW, 2);
    expect([entry, readDraftEntry(entry, NOW), readDraftEntry({ value: { firstName: "A" }, expiresAt: NOW + 1 }, NOW)]).toEqual([
      { value: { firstName: "A" }, expiresAt: NOW + LOCAL_STORAGE_ENTRY_LIFETIME_MS, step: 2 },
      { form: { firstName: "A" }, step: 2 },
      { form: { firstName: "A" }, step: 0 },
    ]);
  });

  it("reads nothing from an expired entry or one with an impossible step", () => {
    expect([readDraftEntry({ value: {}, expiresAt: NOW }, NOW), readDraftEntry({ value: {}, expiresAt: NOW + 1, step: 7 }, NOW)]).toEqual([null, null]);
  });

  it("is kept per user", () => {
    expect([kycDraftKey("u1"), kycDraftKey("u2")]).toEqual(["KYC:u1", "KYC:u2"]);
  });
});
