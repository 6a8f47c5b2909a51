// A wire client for the server's route tests: typed calls that answer what goes over HTTP, which
// the API ports of adapters/http-client turn into domain values.
import type { ResultAsync } from "neverthrow";
import type { z } from "zod";
import type { KycStatus } from "../../../core/account/user";
import type { KycDocumentField } from "../../../core/kyc/documents";
import type { KycLogItem } from "../../../core/ports/kyc-storage.port";
import {
  KYC_UPLOAD_FILE_FIELD,
  KYC_UPLOAD_NAME_FIELD,
  adminKycDecisionResponseSchema,
  adminKycDetailResponseSchema,
  adminKycListResponseSchema,
  kycResponseSchema,
  kycVerificationResponseSchema,
  submitKycResponseSchema,
  uploadKycDocumentResponseSchema,
} from "../../../adapters/api-contract/kyc.schema";
import type { ApiClient, ApiClientError } from "../../../adapters/http-client/api-client";

type Call<S extends z.ZodType> = ResultAsync<z.output<S>, ApiClientError>;

/**
 * Typed calls of the KYC routes (the caller's own KYC) over the base client.
 * @example const kyc = createKycClient(api); const link = (await kyc.uploadDocument("selfIdentificationPicture", blob))._unsafeUnwrap().link;
 */
export function createKycClient(api: ApiClient) {
  return {
    /** GET /user/kyc: status and the last submitted form. */
    getKyc: (): Call<typeof kycResponseSchema> => api.get("/user/kyc", { response: kycResponseSchema }),
    /** GET /user/kyc/verification: the operator's per-topic log. */
    getVerification: (): Call<typeof kycVerificationResponseSchema> => api.get("/user/kyc/verification", { response: kycVerificationResponseSchema }),
    /** PATCH /user/submit-kyc: the body built by core/kyc/submission.ts buildKycSubmission. */
    submitKyc: (body: Readonly<Record<string, string | boolean>>): Call<typeof submitKycResponseSchema> =>
      api.request("PATCH", "/user/submit-kyc", { body, response: submitKycResponseSchema }),
    /** POST /user/upload/kyc/docs: multipart "name" (the document field) and "file"; answers the link. */
    uploadDocument: (name: KycDocumentField, file: Blob, fileName: string = name): Call<typeof uploadKycDocumentResponseSchema> => {
      const form = new FormData();
      form.set(KYC_UPLOAD_NAME_FIELD, name);
      form.set(KYC_UPLOAD_FILE_FIELD, file, fileName);
      return api.post("/user/upload/kyc/docs", { form, response: uploadKycDocumentResponseSchema });
    },
  };
}

/**
 * Typed calls of the operators' review routes (admin only), used by `kul admin kyc ...`.
 * @example await createAdminKycClient(api).approve(userId);
 */
export function createAdminKycClient(api: ApiClient) {
  const decide = (userId: string, action: string, details: readonly KycLogItem[]): Call<typeof adminKycDecisionResponseSchema> =>
    api.post(`/admin/kyc/${encodeURIComponent(userId)}/${action}`, { body: { details }, response: adminKycDecisionResponseSchema });
  return {
    /** GET /admin/kyc: submissions by status, oldest first. */
    list: (query: Readonly<{ status?: KycStatus; limit?: number; offset?: number }> = {}): Call<typeof adminKycListResponseSchema> =>
      api.get("/admin/kyc", { query, response: adminKycListResponseSchema }),
    /** GET /admin/kyc/{userId}: one submission with its document links. */
    show: (userId: string): Call<typeof adminKycDetailResponseSchema> => api.get(`/admin/kyc/${encodeURIComponent(userId)}`, { response: adminKycDetailResponseSchema }),
    /** POST /admin/kyc/{userId}/approve: grants the 500 KUL once. */
    approve: (userId: string, details: readonly KycLogItem[] = []) => decide(userId, "approve", details),
    /** POST /admin/kyc/{userId}/reject. */
    reject: (userId: string, details: readonly KycLogItem[] = []) => decide(userId, "reject", details),
    /** POST /admin/kyc/{userId}/request-change: at least one per-topic detail. */
    requestChange: (userId: string, details: readonly KycLogItem[]) => decide(userId, "request-change", details),
  };
}
