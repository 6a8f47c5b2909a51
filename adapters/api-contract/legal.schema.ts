import { z } from "zod";
import { LEGAL_DOCUMENT_KINDS, legalVersionSchema } from "../../core/legal/legal-document.schema";
import { lazySchema } from "../../core/shared/lazy-schema";
import { timestampSchema } from "./common.schema";

/** The terms and privacy policy versions (in force, accepted, or shown on the register page). */
export const legalVersionsSchema = lazySchema(() => z.object({ terms: legalVersionSchema, privacy: legalVersionSchema }));

/** A user's standing against the documents in force: the profile's `legal` and the acceptance answer. */
export const legalStatusSchema = lazySchema(() =>
  z.object({
    current: legalVersionsSchema,
    accepted: z.object({ terms: z.string(), privacy: z.string(), acceptedAt: timestampSchema }).nullable(),
  }),
);
export type LegalStatusWire = z.infer<typeof legalStatusSchema>;

/** PUT /user/legal-acceptance: the versions of the documents the user read and accepts (the ones in force). */
export const legalAcceptanceBodySchema = legalVersionsSchema;
export type LegalAcceptanceBody = z.input<typeof legalAcceptanceBodySchema>;

/** PUT /user/legal-acceptance answer. */
export const legalAcceptanceResponseSchema = lazySchema(() => z.object({ success: z.literal(true), legal: legalStatusSchema }));

/**
 * GET /legal/disclosures: the documents spec 3 puts in the footer. The connected exchanges are the
 * deployment's venues (empty when the server runs without a chain); the annual financial statements
 * link is configuration (null: not published yet).
 */
export const legalDisclosuresSchema = lazySchema(() =>
  z.object({
    documents: z.array(z.object({ kind: z.enum(LEGAL_DOCUMENT_KINDS), version: z.string(), effectiveDate: z.string() })),
    network: z.object({ chainId: z.number().int(), name: z.string() }).nullable(),
    connectedExchanges: z.array(z.object({ name: z.string(), tradingProxyIndex: z.number().int().nonnegative() })),
    financialStatementsUrl: z.string().nullable(),
  }),
);
export type LegalDisclosures = z.infer<typeof legalDisclosuresSchema>;
