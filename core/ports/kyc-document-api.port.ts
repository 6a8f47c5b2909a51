import type { ResultAsync } from "neverthrow";
import type { ApiError } from "./api.errors";

/** A stored KYC document read back: its bytes with their content type. */
export type KycDocumentFile = Readonly<{ content: Blob; contentType: string }>;

/**
 * The caller's own uploaded KYC documents, read by the links the submitted form holds (the
 * server answers only their owner or an admin). Implemented by adapters/http-client
 * (createKycDocumentApi).
 */
export interface KycDocumentApiPort {
  /** The document a form link names; KYC_DOCUMENT_NOT_FOUND for a link that is not a KYC document link. */
  document(link: string): ResultAsync<KycDocumentFile, ApiError>;
}
