import { errAsync, okAsync, ResultAsync } from "neverthrow";
import type { ApiError } from "../../core/ports/api.errors";
import type { KycDocumentApiPort, KycDocumentFile } from "../../core/ports/kyc-document-api.port";
import { KYC_DOCUMENT_PATH } from "../api-contract/kyc.schema";
import { API_TIMEOUT_MS, normaliseErrorBody } from "./api-client";

/** How to read documents: the API's base address (with /v1/api), the current token, and fetch. */
export type KycDocumentApiOptions = Readonly<{ baseUrl: string; getToken: () => string | null | undefined; fetch?: typeof fetch }>;

const notADocumentLink = (): ApiError => ({ code: "KYC_DOCUMENT_NOT_FOUND", status: null, message: "Not a KYC document link." });

/** The error of a failed read: the server's JSON error, or the transport's failure. */
async function failure(response: Response): Promise<ApiError> {
  const text = await response.text();
  try {
    return normaliseErrorBody(response.status, JSON.parse(text));
  } catch {
    return normaliseErrorBody(response.status, undefined);
  }
}

/**
 * The KycDocumentApiPort over GET /user/kyc/docs/:id. The bearer token goes only to a link on the
 * API's own origin under the documents path: a form value pointing anywhere else is refused
 * before any request, so the token never leaves for another address.
 * @example const file = (await createKycDocumentApi({ baseUrl, getToken }).document(form.selfIdentificationPicture))._unsafeUnwrap();
 */
export function createKycDocumentApi(options: KycDocumentApiOptions): KycDocumentApiPort {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const api = new URL(options.baseUrl);
  return {
    document(link) {
      let url: URL;
      try {
        url = new URL(link, api.origin);
      } catch {
        return errAsync(notADocumentLink());
      }
      if (url.origin !== api.origin || !url.pathname.startsWith(KYC_DOCUMENT_PATH) || url.search !== "") return errAsync(notADocumentLink());
      const token = options.getToken();
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      const read = async (): Promise<KycDocumentFile | ApiError> => {
        const response = await doFetch(url.toString(), { headers, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
        if (!response.ok) return failure(response);
        const content = await response.blob();
        return { content, contentType: response.headers.get("content-type") ?? content.type };
      };
      return ResultAsync.fromPromise(read(), (error): ApiError => ({
        code: error instanceof Error && error.name === "TimeoutError" ? "TIMEOUT" : "NETWORK_ERROR",
        status: null,
        message: error instanceof Error ? error.message : String(error),
      })).andThen((outcome) => ("code" in outcome ? errAsync(outcome) : okAsync(outcome)));
    },
  };
}
