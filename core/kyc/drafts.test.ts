import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isLegacyDraft,
  LEGACY_DRAFT_CUTOFF_MS,
  makeDraftEntry,
  pruneDraft,
  readDraft,
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
