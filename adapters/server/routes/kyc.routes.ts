import type { FastifyRequest } from "fastify";
import { getKyc } from "../../../core/kyc/use-cases/get-kyc";
import { getKycVerification } from "../../../core/kyc/use-cases/get-kyc-verification";
import { uploadKycDocument } from "../../../core/kyc/use-cases/upload-kyc-document";
import { readKycDocument } from "../../../core/kyc/use-cases/read-kyc-document";
import { submitKyc } from "../../../core/kyc/use-cases/submit-kyc";
import { UPLOAD_LIMIT_MB } from "../../../core/kyc/uploads";
import {
  KYC_UPLOAD_FILE_FIELD,
  KYC_UPLOAD_NAME_FIELD,
  kycDocumentParamsSchema,
  kycResponseSchema,
  kycVerificationResponseSchema,
  submitKycBodySchema,
  submitKycResponseSchema,
  uploadKycDocumentResponseSchema,
} from "../../api-contract/kyc.schema";
import { ApiError, orThrow } from "../api-error";
import { authOf } from "../auth";
import type { RouteModule } from "../route-module";
import { KYC_ERROR_STATUSES, kycDepsOf } from "./kyc-route-deps";

/** Field codes of a KYC upload missing one of its multipart parts. */
export const KYC_UPLOAD_ERROR_CODES = ["KYC_FILE_REQUIRED", "KYC_DOCUMENT_NAME_REQUIRED"] as const;

// The largest document limit, plus one byte so the core, not the stream, says what is too large.
const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_LIMIT_MB)) * 1_000_000 + 1;

/** Reads the `name` text part and the `file` part in either order; other parts are ignored. */
async function readUpload(request: FastifyRequest): Promise<{ name: string; content: Uint8Array }> {
  let name: string | undefined;
  let content: Uint8Array | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } })) {
      if (part.type === "file") {
        const bytes = new Uint8Array(await part.toBuffer());
        if (part.fieldname === KYC_UPLOAD_FILE_FIELD) content = bytes;
      } else if (part.fieldname === KYC_UPLOAD_NAME_FIELD && typeof part.value === "string") {
        name = part.value;
      }
    }
  } catch (error) {
    if (typeof (error as { code?: unknown }).code === "string") throw error;
    throw new ApiError(400, "BODY_INVALID");
  }
  if (name === undefined) throw new ApiError(400, "KYC_DOCUMENT_NAME_REQUIRED");
  if (content === undefined) throw new ApiError(400, "KYC_FILE_REQUIRED");
  return { name, content };
}

/**
 * The caller's own KYC (spec 2 section 7): the form and status, the verification log, the
 * submission re-checked by the core rules, document uploads and the documents' private links.
 */
export const registerKycRoutes: RouteModule = (app, deps) => {
  const auth = { preHandler: app.authenticate };
  const kyc = kycDepsOf(deps);
  const statuses = KYC_ERROR_STATUSES;

  app.get("/user/kyc", { ...auth, schema: { response: { 200: kycResponseSchema } } }, async (request) => {
    const view = orThrow(await getKyc(kyc, { userId: authOf(request).userId }), statuses);
    return { success: true as const, kycStatus: view.kycStatus, customerType: view.customerType, data: view.form, submittedAt: view.submittedAt };
  });

  app.get("/user/kyc/verification", { ...auth, schema: { response: { 200: kycVerificationResponseSchema } } }, async (request) => {
    const view = orThrow(await getKycVerification(kyc, { userId: authOf(request).userId }), statuses);
    return { success: true as const, kycStatus: view.kycStatus, logData: [...view.logData] };
  });

  app.patch("/user/submit-kyc", { ...auth, schema: { body: submitKycBodySchema, response: { 200: submitKycResponseSchema } } }, async (request) => {
    const done = orThrow(await submitKyc(kyc, { userId: authOf(request).userId, body: request.body }), statuses);
    return { success: true as const, kycStatus: done.kycStatus };
  });

  app.post("/user/upload/kyc/docs", { ...auth, schema: { response: { 200: uploadKycDocumentResponseSchema } } }, async (request) => {
    const { name, content } = await readUpload(request);
    const stored = orThrow(await uploadKycDocument(kyc, { userId: authOf(request).userId, name, content }), statuses);
    return { success: true as const, name: stored.field, link: stored.link, contentType: stored.contentType };
  });

  // Private: only the owner and admins; never cached by shared caches, never rendered as a page.
  app.get("/user/kyc/docs/:documentId", { ...auth, schema: { params: kycDocumentParamsSchema } }, async (request, reply) => {
    const input = { requesterId: authOf(request).userId, documentId: request.params.documentId };
    const file = orThrow(await readKycDocument(kyc, input), statuses);
    return reply
      .header("content-type", file.contentType)
      .header("cache-control", "private, no-store")
      .header("content-disposition", "attachment")
      .header("content-security-policy", "default-src 'none'")
      .send(Buffer.from(file.content));
  });
};
