import { err, errAsync, ok, okAsync, type Result, type ResultAsync } from "neverthrow";
import type { FileStoreError, FileStorePort, SecureRandomPort } from "../../ports/account-services.port";
import type { AccountStorage, StorageError } from "../../ports/account-storage.port";
import type { ClockPort } from "../../ports/clock.port";
import { sizeInMb, sniffContentType } from "../../kyc/uploads";
import { findUser } from "./get-profile";
import {
  avatarFileEmpty,
  avatarFileTooLarge,
  avatarFileTypeNotAllowed,
  type AvatarUploadError,
  type UserNotFound,
} from "./profile.errors";

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

/** Checks an avatar by size (the limit itself allowed) and by content, never by its file name. */
export function checkAvatar(content: Uint8Array): Result<AvatarContentType, AvatarUploadError> {
  if (content.length === 0) return err(avatarFileEmpty());
  if (sizeInMb(content.length) > AVATAR_LIMIT_MB) return err(avatarFileTooLarge(AVATAR_LIMIT_MB, sizeInMb(content.length)));
  const type = sniffContentType(content.subarray(0, 8));
  return type === "image/png" || type === "image/jpeg" ? ok(type) : err(avatarFileTypeNotAllowed());
}

/** Ports uploadAvatar uses; avatarUrl says where the server serves a stored avatar name. */
export type UploadAvatarDeps = Readonly<{
  storage: AccountStorage;
  clock: ClockPort;
  files: FileStorePort;
  random: Pick<SecureRandomPort, "id">;
  avatarUrl: (fileName: string) => string;
}>;
export type UploadAvatarInput = Readonly<{ userId: string; content: Uint8Array }>;
/** The new profile picture URL, as the spec's "image URL" answer. */
export type UploadAvatarOutput = Readonly<{ profilePicture: string; contentType: AvatarContentType }>;
export type UploadAvatarError = AvatarUploadError | UserNotFound | FileStoreError | StorageError;

/** The stored avatar name inside a profile picture URL this server made, else null (e.g. a Google picture). */
function ownAvatarName(profilePicture: string | null): string | null {
  const name = profilePicture?.split("/").pop() ?? "";
  return AVATAR_FILE_NAME.test(name) ? name : null;
}

/**
 * Stores the caller's new avatar (png or jpeg by content, at most 5 MB) under a random name,
 * points the profile picture at it, and deletes the previous one. The file is written first,
 * so a failed user update only leaves an orphan file, which is removed on a best-effort basis.
 * @example uploadAvatar(deps, { userId, content: new Uint8Array(await file.arrayBuffer()) })
 */
export function uploadAvatar(deps: UploadAvatarDeps, input: UploadAvatarInput): ResultAsync<UploadAvatarOutput, UploadAvatarError> {
  const checked = checkAvatar(input.content);
  if (checked.isErr()) return errAsync(checked.error);
  const contentType = checked.value;
  const fileName = `${deps.random.id()}.${AVATAR_EXTENSIONS[contentType]}`;
  const profilePicture = deps.avatarUrl(fileName);
  const forget = (key: string) => deps.files.delete(key).orElse(() => okAsync(undefined));
  return findUser(deps.storage, input.userId).andThen((user) =>
    deps.files
      .put(avatarKey(fileName), input.content, contentType)
      .andThen(() =>
        deps.storage.users
          .update(user.id, { profilePicture }, deps.clock.now())
          .orElse((e) => forget(avatarKey(fileName)).andThen(() => errAsync(e))),
      )
      .andThen(() => {
        const previous = ownAvatarName(user.profilePicture);
        return previous === null || previous === fileName ? okAsync(undefined) : forget(avatarKey(previous));
      })
      .map(() => ({ profilePicture, contentType })),
  );
}
