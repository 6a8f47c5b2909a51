import { err, ok, type Result } from "neverthrow";
import { sizeInMb, sniffContentType } from "../shared/file-content";
import { imageSize } from "../shared/files/file-structure";
import { avatarFileContentInvalid, avatarFileEmpty, avatarFileTooLarge, avatarFileTypeNotAllowed, type AvatarUploadError } from "./account.errors";

/** Avatar size limit in MB (decisions.md; 1 MB = 1,000,000 bytes as for KYC photos). */
export const AVATAR_LIMIT_MB = 5;
/** Content types an avatar may have, and the file extension each is stored under. */
export const AVATAR_EXTENSIONS = { "image/png": "png", "image/jpeg": "jpg" } as const;
export type AvatarContentType = keyof typeof AVATAR_EXTENSIONS;

/** Stored avatar names: a random UUID and the extension of the sniffed type, nothing from the user. */
export const AVATAR_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/;

/** File-store key of a stored avatar name (checked against AVATAR_FILE_NAME first). */
export function avatarKey(fileName: string): string {
  return `avatars/${fileName}`;
}

/**
 * Checks an avatar by size (the limit itself allowed) and by content, never by its file name:
 * png or jpeg by its first bytes, then read through its whole structure down to its pixel size
 * and end marker, so a picture header in front of something else is refused.
 */
export function checkAvatar(content: Uint8Array): Result<AvatarContentType, AvatarUploadError> {
  if (content.length === 0) return err(avatarFileEmpty());
  if (sizeInMb(content.length) > AVATAR_LIMIT_MB) return err(avatarFileTooLarge(AVATAR_LIMIT_MB, sizeInMb(content.length)));
  const type = sniffContentType(content.subarray(0, 8));
  if (type !== "image/png" && type !== "image/jpeg") return err(avatarFileTypeNotAllowed());
  return imageSize(type, content) === null ? err(avatarFileContentInvalid()) : ok(type);
}

/** Longest side, in pixels, of an avatar as the web app sends it (decisions.md: resized client-side). */
export const AVATAR_MAX_SIDE = 1024;

/** Pixel size of a picture scaled down, proportions kept, to fit AVATAR_MAX_SIDE; smaller pictures keep theirs. */
export function avatarFitSize(width: number, height: number): Readonly<{ width: number; height: number }> {
  const longest = Math.max(width, height);
  if (longest <= AVATAR_MAX_SIDE) return { width, height };
  const scale = AVATAR_MAX_SIDE / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
