import { z } from "zod";
import { LANGUAGES } from "../account/language";
import { LEGAL_VERSION_PATTERN } from "./legal-acceptance";

/**
 * The legal documents the product publishes (legal/<lng>/<kind>.json), in the order the legal page
 * shows them; each kind is also the page anchor (#terms, #privacy, #aml, #risk, #dex-risk, #service-quality).
 */
export const LEGAL_DOCUMENT_KINDS = ["terms", "privacy", "aml", "risk", "dex-risk", "service-quality"] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];

/**
 * A document version as a schema (the pattern is legal-acceptance.ts's). Declared here, with the
 * other legal schemas, so the trading checks that read legal-acceptance.ts do not load zod.
 */
export const legalVersionSchema = z.string({ error: "LEGAL_VERSION_INVALID" }).regex(LEGAL_VERSION_PATTERN, "LEGAL_VERSION_INVALID");

const text = z.string().trim().min(1).max(4000);

/** One numbered section: a heading, its paragraphs, and an optional list after them. */
export const legalSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  heading: text,
  paragraphs: z.array(text).default([]),
  items: z.array(text).default([]),
});

/** A published legal document in one language; the version and effective date are the same in every language. */
export const legalDocumentSchema = z.object({
  kind: z.enum(LEGAL_DOCUMENT_KINDS),
  language: z.enum(LANGUAGES),
  version: legalVersionSchema,
  /** The day it takes effect, YYYY-MM-DD (Asia/Bangkok). */
  effectiveDate: z.iso.date(),
  title: text,
  summary: text,
  sections: z.array(legalSectionSchema).min(1),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
export type LegalSection = z.infer<typeof legalSectionSchema>;

/** A document's identity without its text: what the disclosures list and what a client compares. */
export type LegalDocumentVersion = Readonly<Pick<LegalDocument, "kind" | "version" | "effectiveDate">>;
