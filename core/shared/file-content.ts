/** Content types an upload (KYC document, avatar) may have, recognised by their first bytes. */
export type UploadContentType = "image/png" | "image/jpeg" | "application/pdf";

/** Bytes every file of a type starts with. */
const SIGNATURES: ReadonlyArray<readonly [UploadContentType, readonly number[]]> = [
  ["image/png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ["image/jpeg", [0xff, 0xd8, 0xff]],
  ["application/pdf", [0x25, 0x50, 0x44, 0x46, 0x2d]], // "%PDF-"
];

/** The content type the first bytes of a file show, or null when none of the allowed ones; a file's name is never trusted. */
export function sniffContentType(head: Uint8Array): UploadContentType | null {
  const match = SIGNATURES.find(([, sig]) => sig.every((byte, i) => head[i] === byte));
  return match ? match[0] : null;
}

/** A size in MB as the spec counts it: bytes / 1,000,000. */
export function sizeInMb(bytes: number): number {
  return bytes / 1_000_000;
}
