import type { ResultAsync } from "neverthrow";
import type { KycApiPort, KycReferenceLists, KycState, KycVerification, UploadedKycDocument } from "../../core/ports/kyc-api.port";
import type { ApiError } from "../../core/ports/api.errors";
import {
  KYC_UPLOAD_FILE_FIELD,
  KYC_UPLOAD_NAME_FIELD,
  kycResponseSchema,
  kycVerificationResponseSchema,
  submitKycResponseSchema,
  uploadKycDocumentResponseSchema,
} from "../api-contract/kyc.schema";
import { STATIC_FILES, STATIC_PATH, type StaticLists } from "../api-contract/reference-data.schema";
import type { ApiClient } from "./api-client";
import { xhrFetch } from "./xhr-fetch";

/** A transport that reports an upload's progress, where the browser's XMLHttpRequest can tell it; else the client's fetch. */
function progressFetch(onProgress: ((fraction: number) => void) | undefined): typeof fetch | undefined {
  if (onProgress === undefined || typeof XMLHttpRequest === "undefined") return undefined;
  return (url, init) => xhrFetch(String(url), init ?? {}, onProgress);
}

// Every served list fits the form's reference type: the compiler refuses a schema that drifts from it.
type _ListsFit = StaticLists extends KycReferenceLists ? true : never;
const _listsFit: _ListsFit = true;

/**
 * The KycApiPort over the KYC routes and the static reference lists (12 s timeout, static base
 * address): each answer checked by its api-contract schema, the success flag dropped.
 * @example const kyc = createKycApi(api); const link = (await kyc.uploadDocument("selfIdentificationPicture", blob))._unsafeUnwrap().link;
 */
export function createKycApi(api: ApiClient): KycApiPort {
  return {
    kycState: () => api.get("/user/kyc", { response: kycResponseSchema }).map(({ success: _success, ...state }): KycState => state),
    verificationLog: () => api.get("/user/kyc/verification", { response: kycVerificationResponseSchema }).map(({ success: _success, ...log }): KycVerification => log),
    // Multipart "name" (the document field) and "file"; the answer's link stands for the file in the form.
    uploadDocument: (field, file, fileName = field, options = {}) => {
      const form = new FormData();
      form.set(KYC_UPLOAD_NAME_FIELD, field);
      form.set(KYC_UPLOAD_FILE_FIELD, file, fileName);
      return api
        .post("/user/upload/kyc/docs", { form, response: uploadKycDocumentResponseSchema, fetch: progressFetch(options.onProgress) })
        .map(({ success: _success, ...uploaded }): UploadedKycDocument => uploaded);
    },
    // The body core/kyc/submission.ts builds.
    submit: (submission) => api.request("PATCH", "/user/submit-kyc", { body: submission, response: submitKycResponseSchema }).map(({ kycStatus }) => kycStatus),
    referenceList: <K extends keyof KycReferenceLists>(name: K) =>
      api.get(`${STATIC_PATH}/${STATIC_FILES[name].file}`, { static: true, response: STATIC_FILES[name].schema }) as ResultAsync<StaticLists[K], ApiError>,
  };
}
