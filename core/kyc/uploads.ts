import { err, ok, type Result } from "neverthrow";
import { UPLOAD_KIND, type KycDocumentField, type UploadKind } from "./documents";
import { kycFileContentInvalid, kycFileEmpty, kycFileTooLarge, kycFileTypeNotAllowed, type KycUploadError } from "./kyc.errors";
import { sizeInMb, sniffContentType, type UploadContentType } from "../shared/file-content";
import { hasSoundStructure } from "../shared/files/file-structure";

/** Size limits in MB (1 MB = 1,000,000 bytes), from decisions.md. */
export const UPLOAD_LIMIT_MB: Readonly<Record<UploadKind, number>> = { photo: 5, document: 10 };

/** Allowed content per kind: photos png or jpeg; documents png, jpeg or pdf. */
export const ALLOWED_CONTENT_TYPES: Readonly<Record<UploadKind, readonly UploadContentType[]>> = {
  photo: ["image/png", "image/jpeg"],
  document: ["image/png", "image/jpeg", "application/pdf"],
};

/** A file offered for upload: its size and its first bytes (at least 8 to recognise a png). */
export type UploadCandidate = Readonly<{ size: number; head: Uint8Array }>;

/** An accepted upload. */
export type AcceptedUpload = Readonly<{ field: KycDocumentField; kind: UploadKind; contentType: UploadContentType }>;

/**
 * Checks a file for a document field by size (the limit itself is allowed) and by content,
 * never by its name: a renamed executable stays refused, a png named .pdf is a png.
 */
export function checkKycUpload(field: KycDocumentField, file: UploadCandidate): Result<AcceptedUpload, KycUploadError> {
  const kind = UPLOAD_KIND[field];
  if (file.size <= 0) return err(kycFileEmpty());
  const limitMb = UPLOAD_LIMIT_MB[kind];
  if (sizeInMb(file.size) > limitMb) return err(kycFileTooLarge(limitMb, sizeInMb(file.size)));
  const contentType = sniffContentType(file.head);
  const allowed = ALLOWED_CONTENT_TYPES[kind];
  if (contentType === null || !allowed.includes(contentType)) return err(kycFileTypeNotAllowed(allowed));
  return ok({ field, kind, contentType });
}

/**
 * The whole check of a file for a document field: size and type (checkKycUpload), then its
 * structure (a png or jpeg read to its size and end, a pdf to its cross-reference and %%EOF), so a
 * file that only starts like an allowed type is refused. The server and `kul kyc` both run it.
 */
export function checkKycFile(field: KycDocumentField, content: Uint8Array): Result<AcceptedUpload, KycUploadError> {
  return checkKycUpload(field, { size: content.length, head: content.subarray(0, 8) }).andThen((accepted) =>
    hasSoundStructure(accepted.contentType, content) ? ok(accepted) : err(kycFileContentInvalid()),
  );
}
