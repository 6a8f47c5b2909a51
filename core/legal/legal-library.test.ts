import { describe, expect, it } from "vitest";
import { legalLibraryProblems } from "./legal-library";
import { LEGAL_DOCUMENT_KINDS, type LegalDocument } from "./legal-document.schema";

const doc = (kind: LegalDocument["kind"], language: LegalDocument["language"], version = "1.0"): LegalDocument => ({
  kind,
  language,
  version,
  effectiveDate: "2026-12-01",
  title: "Title",
  summary: "Summary",
  sections: [{ id: "one", heading: "One", paragraphs: ["Text"], items: [] }],
});
const complete = LEGAL_DOCUMENT_KINDS.flatMap((kind) => [doc(kind, "en"), doc(kind, "th")]);

describe("legalLibraryProblems", () => {
  it("finds nothing wrong with every kind in both languages at one version", () => {
    expect(legalLibraryProblems(complete)).toEqual([]);
  });

  it("names a document missing in one language", () => {
    expect(legalLibraryProblems(complete.filter((d) => !(d.kind === "privacy" && d.language === "th")))).toEqual(["privacy: no th text"]);
  });

  it("names a document whose languages carry different versions", () => {
    const changed = complete.map((d) => (d.kind === "terms" && d.language === "th" ? { ...d, version: "1.1" } : d));
    expect(legalLibraryProblems(changed)).toEqual(["terms: the languages differ in version or effective date (1.0 2026-12-01 / 1.1 2026-12-01)"]);
  });
});
