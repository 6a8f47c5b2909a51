import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { ResultAsync, errAsync } from "neverthrow";
import type { FileStoreError, FileStorePort } from "../../core/ports/account-services.port";
import { fileStoreUnavailable } from "../../core/account/account.errors";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../storage/private-dir";
import { filePathOf } from "./file-key";

// The content type sits beside the file so a read answers with what was stored.
const TYPE_SUFFIX = ".content-type";

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | undefined)?.code === "ENOENT";
const toStoreError = (error: unknown): FileStoreError => fileStoreUnavailable(error instanceof Error ? error.message : String(error));

/**
 * FileStorePort over a local directory (DATA_DIR/files by default). Writes go to a temporary
 * file renamed into place, so a reader never sees half a file; keys that are not plain
 * relative segments are refused. Identity documents are inside: files are created 0600 and
 * folders 0700, readable by the server's user only.
 * @example const files = createLocalFileStore(path.join(config.dataDir, "files"));
 */
export function createLocalFileStore(root: string): FileStorePort {
  const locate = (key: string): ResultAsync<string, FileStoreError> => {
    const file = filePathOf(root, key);
    return file === null ? errAsync(fileStoreUnavailable(`unsafe key ${JSON.stringify(key)}`)) : ResultAsync.fromSafePromise(Promise.resolve(file));
  };
  return {
    put: (key, content, contentType) =>
      locate(key).andThen((file) =>
        ResultAsync.fromPromise(
          (async () => {
            await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
            const temp = `${file}.${randomUUID()}.tmp`;
            await writeFile(`${file}${TYPE_SUFFIX}`, contentType, { encoding: "utf8", mode: PRIVATE_FILE_MODE });
            await writeFile(temp, content, { mode: PRIVATE_FILE_MODE });
            await rename(temp, file);
          })(),
          toStoreError,
        ),
      ),
    get: (key) =>
      locate(key).andThen((file) =>
        ResultAsync.fromPromise(
          (async () => {
            try {
              // The file first: only its absence means "not stored"; any other failure is reported.
              const content = await readFile(file);
              const contentType = await readFile(`${file}${TYPE_SUFFIX}`, "utf8");
              return { content: new Uint8Array(content), contentType: contentType.trim() };
            } catch (error) {
              if (isMissing(error)) return null;
              throw error;
            }
          })(),
          toStoreError,
        ),
      ),
    delete: (key) =>
      locate(key).andThen((file) =>
        ResultAsync.fromPromise(
          Promise.all([rm(file, { force: true }), rm(`${file}${TYPE_SUFFIX}`, { force: true })]).then(() => undefined),
          toStoreError,
        ),
      ),
  };
}
