import { err, ok, type Result } from "neverthrow";
import { UPLOAD_KIND, type KycDocumentField, type UploadKind } from "./documents";
import { kycFileEmpty, kycFileTooLarge, kycFileTypeNotAllowed, type KycUploadError } from "./kyc.errors";

/** Content types an upload may have, recognised by their first bytes. */
export type UploadContentType = "image/png" | "image/jpeg" | "application/pdf";

/** Size limits in MB (1 MB = 1,000,000 bytes), from decisions.md. */
export const UPLOAD_LIMIT_MB: Readonly<Record<UploadKind, number>> = { photo: 5, document: 10 };

/** Allowed content per kind: photos png or jpeg; documents png, jpeg or pdf. */
export const ALLOWED_CONTENT_TYPES: Readonly<Record<UploadKind, readonly UploadContentType[]>> = {
  photo: ["image/png", "image/jpeg"],
  document: ["image/png", "image/jpeg", "application/pdf"],
};

/** Bytes every file of a type starts with. */
const SIGNATURES: ReadonlyArray<readonly [UploadContentType, readonly number[]]> = [
  ["image/png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ["image/jpeg", [0xff, 0xd8, 0xff]],
  ["application/pdf", [0x25, 0x50, 0x44, 0x46, 0x2d]], // "%PDF-"
];

/** The content type the first bytes of a file show, or null when none of the allowed ones. */
export function sniffContentType(head: Uint8Array): UploadContentType | null {
  const match = SIGNATURES.find(([, sig]) => sig.every((byte, i) => head[i] === byte));
  return match ? match[0] : null;
}

/** A size in MB as the spec counts it: bytes / 1,000,000. */
export function sizeInMb(bytes: number): number {
  return bytes / 1_000_000;
}

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
