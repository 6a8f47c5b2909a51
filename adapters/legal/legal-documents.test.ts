import { describe, expect, it } from "vitest";
import { LEGAL_DOCUMENT_KINDS } from "../../core/legal/legal-document.schema";
import { CURRENT_LEGAL_VERSIONS, LEGAL_LIBRARY } from "./legal-documents";

describe("the published legal documents", () => {
  it("load in both languages with one version each, and the accepted versions are the terms' and the privacy policy's", () => {
    expect(CURRENT_LEGAL_VERSIONS).toEqual({ terms: LEGAL_LIBRARY.terms.th.version, privacy: LEGAL_LIBRARY.privacy.th.version });
  });

  it.each(LEGAL_DOCUMENT_KINDS)("%s has the same sections, in the same order, in Thai and English", (kind) => {
    const ids = (language: "en" | "th") => LEGAL_LIBRARY[kind][language].sections.map((s) => [s.id, s.items.length > 0]);
    expect(ids("th")).toEqual(ids("en"));
  });

  it("states the conditions the terms must carry (age, one account, 24-hour fee notice, 7-day delisting notice) and the privacy policy's 5-year retention and 30-day answer", () => {
    const text = (kind: "terms" | "privacy", language: "en" | "th") => JSON.stringify(LEGAL_LIBRARY[kind][language]);
    for (const language of ["en", "th"] as const) {
      expect(text("terms", language)).toMatch(/20/);
      expect(text("terms", language)).toMatch(/24/);
      expect(text("terms", language)).toMatch(/7/);
      expect(text("privacy", language)).toMatch(/5/);
      expect(text("privacy", language)).toMatch(/30/);
    }
    expect(text("terms", "en")).toContain("more than 20 years old");
    expect(text("terms", "en")).toContain("at least 24 hours before");
    expect(text("terms", "en")).toContain("at least 7 days ahead");
    expect(text("privacy", "en")).toContain("5 years after your account is closed");
    expect(text("privacy", "en")).toContain("within 30 days");
  });
});
