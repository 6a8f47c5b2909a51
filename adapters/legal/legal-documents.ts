import enAml from "../../legal/en/aml.json";
import enDexRisk from "../../legal/en/dex-risk.json";
import enPrivacy from "../../legal/en/privacy.json";
import enRisk from "../../legal/en/risk.json";
import enServiceQuality from "../../legal/en/service-quality.json";
import enTerms from "../../legal/en/terms.json";
import thAml from "../../legal/th/aml.json";
import thDexRisk from "../../legal/th/dex-risk.json";
import thPrivacy from "../../legal/th/privacy.json";
import thRisk from "../../legal/th/risk.json";
import thServiceQuality from "../../legal/th/service-quality.json";
import thTerms from "../../legal/th/terms.json";
import { acceptedVersionsOf, legalLibraryProblems, type LegalLibrary } from "../../core/legal/legal-library";
import { legalDocumentSchema, type LegalDocument } from "../../core/legal/legal-document.schema";
import type { LegalVersions } from "../../core/legal/legal-acceptance";

/**
 * The published legal documents (legal/<lng>/<kind>.json), checked once when first imported: a
 * file that does not parse, a missing language or languages with different versions stop the
 * server and the build instead of publishing a document nobody can accept consistently.
 * A new version: edit both languages, raise `version` and set `effectiveDate`.
 */
function load(): LegalLibrary {
  const raw = [enTerms, thTerms, enPrivacy, thPrivacy, enAml, thAml, enRisk, thRisk, enDexRisk, thDexRisk, enServiceQuality, thServiceQuality];
  const documents: LegalDocument[] = raw.map((file) => legalDocumentSchema.parse(file));
  const problems = legalLibraryProblems(documents);
  if (problems.length > 0) throw new Error(`legal documents: ${problems.join("; ")}`);
  const pick = (kind: LegalDocument["kind"]) => ({
    en: documents.find((d) => d.kind === kind && d.language === "en")!,
    th: documents.find((d) => d.kind === kind && d.language === "th")!,
  });
  return {
    terms: pick("terms"),
    privacy: pick("privacy"),
    aml: pick("aml"),
    risk: pick("risk"),
    "dex-risk": pick("dex-risk"),
    "service-quality": pick("service-quality"),
  };
}

/** Every published document, by kind and language. */
export const LEGAL_LIBRARY: LegalLibrary = load();

/** The terms and privacy policy versions in force: what registration records and what trading asks for. */
export const CURRENT_LEGAL_VERSIONS: LegalVersions = acceptedVersionsOf(LEGAL_LIBRARY);
