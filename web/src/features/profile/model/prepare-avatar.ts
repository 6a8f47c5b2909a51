import { err, ok, type Result } from "neverthrow";
import { avatarFileTypeNotAllowed, type AvatarUploadError } from "@core/account/account.errors";
import { avatarFitSize, checkAvatar, type AvatarContentType } from "@core/account/avatar";

/** A picture ready to upload: re-encoded (so without its EXIF data) and at most 1024 x 1024. */
export type PreparedAvatar = Readonly<{ blob: Blob; type: AvatarContentType; width: number; height: number }>;

const JPEG_QUALITY = 0.9;

function encode(canvas: HTMLCanvasElement, type: AvatarContentType): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, JPEG_QUALITY));
}

/**
 * Checks a chosen file by its content and size (core's avatar rules), then draws it on a canvas
 * scaled to fit 1024 x 1024 and encodes it again in its own type: only pixels leave the browser,
 * never the camera's EXIF data (location, device). The browser applies the EXIF orientation when
 * decoding, so a phone photo keeps its way up. A file that does not decode counts as a wrong type.
 */
export async function prepareAvatar(file: Blob): Promise<Result<PreparedAvatar, AvatarUploadError>> {
  const checked = checkAvatar(new Uint8Array(await file.arrayBuffer()));
  if (checked.isErr()) return err(checked.error);
  const type = checked.value;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return err(avatarFileTypeNotAllowed());
  }
  const { width, height } = avatarFitSize(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (context === null) return (bitmap.close(), err(avatarFileTypeNotAllowed()));
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await encode(canvas, type);
  if (blob === null) return err(avatarFileTypeNotAllowed());
  // The re-encoded picture passes the same rules the server applies.
  const again = checkAvatar(new Uint8Array(await blob.arrayBuffer()));
  return again.isErr() ? err(again.error) : ok({ blob, type, width, height });
}
