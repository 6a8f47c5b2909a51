export { createLocalFileStore } from "./local-file-store.adapter";
export { createMemoryFileStore } from "./memory-file-store.adapter";
export { isSafeFileKey } from "./file-key";
