import { LANGUAGES, type Language } from "../account/language";
import type { LegalVersions } from "./legal-acceptance";
import { LEGAL_DOCUMENT_KINDS, type LegalDocument, type LegalDocumentKind, type LegalDocumentVersion } from "./legal-document.schema";

/** Every published document, by kind and language. */
export type LegalLibrary = Readonly<Record<LegalDocumentKind, Readonly<Record<Language, LegalDocument>>>>;

/**
 * What is wrong with a set of documents (empty: it can be published): each kind in each language,
 * stored under its own kind and language, with the same version and effective date in every language.
 */
export function legalLibraryProblems(documents: readonly LegalDocument[]): string[] {
  const problems: string[] = [];
  for (const kind of LEGAL_DOCUMENT_KINDS) {
    const found = LANGUAGES.map((language) => documents.find((d) => d.kind === kind && d.language === language));
    LANGUAGES.forEach((language, i) => {
      if (found[i] === undefined) problems.push(`${kind}: no ${language} text`);
    });
    const versions = new Set(found.flatMap((d) => (d ? [`${d.version} ${d.effectiveDate}`] : [])));
    if (versions.size > 1) problems.push(`${kind}: the languages differ in version or effective date (${[...versions].join(" / ")})`);
  }
  return problems;
}

/** The versions a user accepts, from a consistent library. */
export function acceptedVersionsOf(library: LegalLibrary): LegalVersions {
  return { terms: library.terms.en.version, privacy: library.privacy.en.version };
}

/** Each document's version and effective date, in the legal page's order. */
export function documentVersionsOf(library: LegalLibrary): LegalDocumentVersion[] {
  return LEGAL_DOCUMENT_KINDS.map((kind) => ({ kind, version: library[kind].en.version, effectiveDate: library[kind].en.effectiveDate }));
}
