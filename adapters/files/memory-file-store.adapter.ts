import { errAsync, okAsync } from "neverthrow";
import type { FileStorePort } from "../../core/ports/account-services.port";
import { fileStoreUnavailable } from "../../core/account/account.errors";
import { isSafeFileKey } from "./file-key";

/** FileStorePort kept in memory, for tests and throwaway servers; refuses the keys the local store refuses. */
export function createMemoryFileStore(): FileStorePort & { readonly size: number } {
  const files = new Map<string, { content: Uint8Array; contentType: string }>();
  const check = (key: string) => (isSafeFileKey(key) ? null : fileStoreUnavailable(`unsafe key ${JSON.stringify(key)}`));
  return {
    get size() {
      return files.size;
    },
    put: (key, content, contentType) => {
      const bad = check(key);
      if (bad) return errAsync(bad);
      files.set(key, { content: content.slice(), contentType });
      return okAsync(undefined);
    },
    get: (key) => {
      const bad = check(key);
      if (bad) return errAsync(bad);
      const file = files.get(key);
      return okAsync(file ? { content: file.content.slice(), contentType: file.contentType } : null);
    },
    delete: (key) => {
      const bad = check(key);
      if (bad) return errAsync(bad);
      files.delete(key);
      return okAsync(undefined);
    },
  };
}
