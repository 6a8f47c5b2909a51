import type { Result } from "neverthrow";
import type { KycDocumentField } from "@core/kyc/documents";
import type { KycUploadError } from "@core/kyc/kyc.errors";
import { checkKycUpload, type AcceptedUpload } from "@core/kyc/uploads";

/** The first bytes core/kyc/uploads.ts reads to recognise a file's content. */
const HEAD_BYTES = 8;

/** Checks a picked file for a document field by size and by content (never by name) with the core's upload rule. */
export async function checkPickedFile(field: KycDocumentField, file: File): Promise<Result<AcceptedUpload, KycUploadError>> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return checkKycUpload(field, { size: file.size, head });
}
