import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { FileStoreError, FileStorePort, SecureRandomPort } from "../../ports/account-services.port";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { ClockPort } from "../../ports/clock.port";
import type { StorageError } from "../../ports/storage.port";
import { loadUser, type UserNotFound } from "../../shared/load-user";
import type { AvatarUploadError } from "../account.errors";
import { stripImageMetadata } from "../../shared/files/file-structure";
import { AVATAR_EXTENSIONS, AVATAR_FILE_NAME, avatarKey, checkAvatar, type AvatarContentType } from "../avatar";

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
 * without its metadata (Exif with a GPS position, XMP, text chunks: core/shared/files), points
 * the profile picture at it, and deletes the previous one. The file is written first,
 * so a failed user update only leaves an orphan file, which is removed on a best-effort basis.
 * @example uploadAvatar(deps, { userId, content: new Uint8Array(await file.arrayBuffer()) })
 */
export function uploadAvatar(deps: UploadAvatarDeps, input: UploadAvatarInput): ResultAsync<UploadAvatarOutput, UploadAvatarError> {
  const checked = checkAvatar(input.content);
  if (checked.isErr()) return errAsync(checked.error);
  const contentType = checked.value;
  // Served to anyone who sees the profile: only what draws the picture is kept.
  const content = stripImageMetadata(contentType, input.content);
  const fileName = `${deps.random.id()}.${AVATAR_EXTENSIONS[contentType]}`;
  const profilePicture = deps.avatarUrl(fileName);
  const forget = (key: string) => deps.files.delete(key).orElse(() => okAsync(undefined));
  return loadUser(deps.storage.users, input.userId).andThen((user) =>
    deps.files
      .put(avatarKey(fileName), content, contentType)
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
