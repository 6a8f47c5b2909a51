import { z } from "zod";
import { KYC_STATUSES } from "../../core/account/user";
import { hasControlCharacters } from "../../core/account/profile-rules";
import { CUSTOMER_TYPES } from "../../core/kyc/kyc-constants";
import { timestampSchema } from "./common.schema";

/** Where the server serves KYC documents; an uploaded document's link is this path plus its id. */
export const KYC_DOCUMENT_PATH = "/v1/api/user/kyc/docs/";
/** The multipart parts of POST /user/upload/kyc/docs (spec 2 section 7: "name, file"). */
export const KYC_UPLOAD_NAME_FIELD = "name";
export const KYC_UPLOAD_FILE_FIELD = "file";

const plainText = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .refine((text) => !hasControlCharacters(text), "TEXT_INVALID");

/** The form as submitted or stored: text and yes / no values, documents as links. */
export const kycFormDataSchema = z.record(z.string().max(64), z.union([plainText(0, 2000), z.boolean()]));

/** PATCH /user/submit-kyc body: the form after the wizard's submission rules (spec 2 section 4). */
export const submitKycBodySchema = kycFormDataSchema;
export const submitKycResponseSchema = z.object({ success: z.literal(true), kycStatus: z.enum(KYC_STATUSES) });

/** GET /user/kyc: status and the last submitted form (null before any). */
export const kycResponseSchema = z.object({
  success: z.literal(true),
  kycStatus: z.enum(KYC_STATUSES),
  customerType: z.enum(CUSTOMER_TYPES).nullable(),
  data: kycFormDataSchema.nullable(),
  submittedAt: timestampSchema.nullable(),
});

/** One verification-log item: the group and topic an operator flagged, and what to fix. */
export const kycLogItemSchema = z.object({ group: plainText(1, 100), topic: plainText(1, 100), detail: plainText(0, 1000) });

/** GET /user/kyc/verification. */
export const kycVerificationResponseSchema = z.object({
  success: z.literal(true),
  kycStatus: z.enum(KYC_STATUSES),
  logData: z.array(kycLogItemSchema),
});

/** POST /user/upload/kyc/docs answer: the link that replaces the file in the form. */
export const uploadKycDocumentResponseSchema = z.object({
  success: z.literal(true),
  name: z.string(),
  link: z.string(),
  contentType: z.string(),
});

/** GET /user/kyc/docs/{documentId}. */
export const kycDocumentParamsSchema = z.object({ documentId: z.uuid() });

/** GET /admin/kyc query: by status, paged. */
export const adminKycListQuerySchema = z.object({
  status: z.enum(KYC_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const adminKycListResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(
    z.object({ userId: z.string(), email: z.string(), kycStatus: z.enum(KYC_STATUSES), customerType: z.enum(CUSTOMER_TYPES), submittedAt: timestampSchema }),
  ),
});

/** Admin routes about one user's submission. */
export const adminKycParamsSchema = z.object({ userId: z.uuid() });
export const adminKycDetailResponseSchema = z.object({
  success: z.literal(true),
  userId: z.string(),
  email: z.string(),
  kycStatus: z.enum(KYC_STATUSES),
  customerType: z.enum(CUSTOMER_TYPES),
  data: kycFormDataSchema,
  submittedAt: timestampSchema,
  reviewedAt: timestampSchema.nullable(),
  reviewedBy: z.string().nullable(),
  logData: z.array(kycLogItemSchema),
  documents: z.array(z.object({ id: z.string(), name: z.string(), contentType: z.string(), size: z.number(), createdAt: timestampSchema, link: z.string() })),
  /** Other accounts that used the same ID card or passport (submitted it, or were refused for it), last first. */
  sameIdentity: z.array(z.object({ userId: z.string(), email: z.string(), kycStatus: z.enum(KYC_STATUSES), usedAt: timestampSchema })).default([]),
});

/** Approve and reject: optional per-topic details (reasons) for the verification log. */
export const adminKycDecisionBodySchema = z.object({ details: z.array(kycLogItemSchema).max(50).default([]) }).default({ details: [] });
/** Request change: at least one per-topic detail saying what to correct. */
export const adminKycRequestChangeBodySchema = z.object({ details: z.array(kycLogItemSchema).min(1).max(50) });
export const adminKycDecisionResponseSchema = z.object({ success: z.literal(true), kycStatus: z.enum(KYC_STATUSES), rewardGranted: z.boolean() });

export type KycResponse = z.infer<typeof kycResponseSchema>;
export type AdminKycDetailResponse = z.infer<typeof adminKycDetailResponseSchema>;
