import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { FileStoreError, FileStorePort } from "../../ports/account-services.port";
import { avatarNotFound, type AvatarNotFound } from "../account.errors";
import { AVATAR_FILE_NAME, avatarKey } from "../avatar";

/** Ports getAvatar uses. */
export type GetAvatarDeps = Readonly<{ files: Pick<FileStorePort, "get"> }>;
export type GetAvatarInput = Readonly<{ fileName: string }>;
export type GetAvatarOutput = Readonly<{ content: Uint8Array; contentType: string }>;

/**
 * Reads a stored avatar by its random name. Names that could not have been made by
 * uploadAvatar are refused before the file store is asked, so no path from the URL reaches it.
 * The name is a random UUID, so knowing the URL is what lets an <img> tag show it.
 * @example getAvatar({ files }, { fileName: "3f0c...e1.png" })
 */
export function getAvatar(deps: GetAvatarDeps, input: GetAvatarInput): ResultAsync<GetAvatarOutput, AvatarNotFound | FileStoreError> {
  if (!AVATAR_FILE_NAME.test(input.fileName)) return errAsync(avatarNotFound());
  return deps.files
    .get(avatarKey(input.fileName))
    .andThen((file) => (file === null ? errAsync(avatarNotFound()) : okAsync(file)));
}
