import type { UploadContentType } from "../file-content";
import type { ImageSize } from "./image-size";
import { readJpeg, stripJpegMetadata } from "./jpeg-structure";
import { readPdf } from "./pdf-structure";
import { readPng, stripPngMetadata } from "./png-structure";

/**
 * Whether a file is whole in the type its first bytes claim: a PNG or JPEG read down to its size
 * and end marker, a PDF down to its cross-reference and %%EOF. A renamed or padded file (a PNG
 * header followed by HTML) is not.
 */
export function hasSoundStructure(contentType: UploadContentType, content: Uint8Array): boolean {
  if (contentType === "image/png") return readPng(content) !== null;
  if (contentType === "image/jpeg") return readJpeg(content) !== null;
  return readPdf(content) !== null;
}

/** The pixel size of a PNG or JPEG, read from its structure; null when it is not sound. */
export function imageSize(contentType: "image/png" | "image/jpeg", content: Uint8Array): ImageSize | null {
  return contentType === "image/png" ? readPng(content) : readJpeg(content);
}

/** The picture without its metadata (camera, location, text); see stripPngMetadata and stripJpegMetadata. */
export function stripImageMetadata(contentType: "image/png" | "image/jpeg", content: Uint8Array): Uint8Array {
  return contentType === "image/png" ? stripPngMetadata(content) : stripJpegMetadata(content);
}
