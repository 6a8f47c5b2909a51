import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { errAsync, ResultAsync } from "neverthrow";
import { fileStoreUnavailable } from "../../core/account/account.errors";
import type { FileStoreError, FileStorePort } from "../../core/ports/account-services.port";
import { isSafeFileKey } from "./file-key";

/** Where the files go: a bucket of an S3-compatible store, and how to reach it. */
export type S3FileStoreConfig = Readonly<{
  bucket: string;
  region: string;
  /** Unset: AWS's own endpoint for the region. Set for another S3-compatible store (MinIO, R2...). */
  endpoint?: string;
  /** Both or neither: without keys, the SDK's default chain (an instance or task role) signs. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name: most self-hosted stores need it. */
  forcePathStyle?: boolean;
}>;

/** The SDK client for `config`; exported so a test can watch the requests it sends. */
export function createS3Client(config: S3FileStoreConfig): S3Client {
  const { accessKeyId, secretAccessKey } = config;
  return new S3Client({
    region: config.region,
    ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint }),
    ...(accessKeyId !== undefined && secretAccessKey !== undefined ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    forcePathStyle: config.forcePathStyle ?? false,
    // Checksums only where S3 demands them: S3-compatible stores differ in which newer checksum headers they take.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
}

// Only a missing key is "not stored"; a missing bucket (also a 404) is a configuration fault, reported.
const isMissing = (error: unknown): boolean => error instanceof S3ServiceException && error.name === "NoSuchKey";
// The SDK's message names the bucket and operation, never a key's content or the credentials.
const toStoreError = (error: unknown): FileStoreError => fileStoreUnavailable(error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * FileStorePort over an S3 bucket. Objects are written without any ACL, so they stay as private
 * as the bucket (KYC documents are never public-read); the API serves them to those allowed.
 * Keys that are not plain relative segments are refused, as by the local store.
 * @example const files = createS3FileStore(createS3Client(config.s3), config.s3.bucket);
 */
export function createS3FileStore(client: S3Client, bucket: string): FileStorePort {
  const safe = (key: string) => (isSafeFileKey(key) ? null : fileStoreUnavailable(`unsafe key ${JSON.stringify(key)}`));
  return {
    put: (key, content, contentType) => {
      const unsafe = safe(key);
      if (unsafe) return errAsync(unsafe);
      const put = new PutObjectCommand({ Bucket: bucket, Key: key, Body: content, ContentType: contentType });
      return ResultAsync.fromPromise(client.send(put), toStoreError).map(() => undefined);
    },
    get: (key) => {
      const unsafe = safe(key);
      if (unsafe) return errAsync(unsafe);
      return ResultAsync.fromPromise(
        (async () => {
          try {
            const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
            const content = answer.Body === undefined ? new Uint8Array() : await answer.Body.transformToByteArray();
            return { content: new Uint8Array(content), contentType: answer.ContentType ?? "application/octet-stream" };
          } catch (error) {
            if (isMissing(error)) return null;
            throw error;
          }
        })(),
        toStoreError,
      );
    },
    delete: (key) => {
      const unsafe = safe(key);
      if (unsafe) return errAsync(unsafe);
      return ResultAsync.fromPromise(client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })), toStoreError).map(() => undefined);
    },
  };
}
