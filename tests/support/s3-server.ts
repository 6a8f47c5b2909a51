import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3FileStoreConfig } from "../../adapters/files/s3-file-store.adapter";

/** A running local S3-compatible server with one bucket, and the store settings that reach it. */
export type LocalS3 = Readonly<{ config: Required<S3FileStoreConfig>; close: () => Promise<void> }>;

/**
 * Starts s3rver on 127.0.0.1 (a free port) over a temporary folder with the bucket `kul-files`;
 * `close` stops it and removes the folder. Its credentials are s3rver's fixed local pair.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), "kul-s3-"));
  const bucket = "kul-files";
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    config: { bucket, region: "us-east-1", endpoint: `http://127.0.0.1:${port}`, accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
