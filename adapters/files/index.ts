export { createLocalFileStore } from "./local-file-store.adapter";
export { createMemoryFileStore } from "./memory-file-store.adapter";
export { isSafeFileKey } from "./file-key";
export { createS3Client, createS3FileStore, type S3FileStoreConfig } from "./s3-file-store.adapter";
