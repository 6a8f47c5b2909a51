import { err } from "neverthrow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Client, createS3FileStore } from "../../adapters/files/s3-file-store.adapter";
import { startLocalS3, type LocalS3 } from "../support/s3-server";
import { describeFileStore } from "./file-store.behavior";
import { closedUrl } from "./hardhat-env";

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.close());

describeFileStore("S3 (s3rver on loopback)", () => createS3FileStore(createS3Client(s3.config), s3.config.bucket));

describe("the S3 file store", () => {
  const unavailable = err(expect.objectContaining({ code: "FILE_STORE_UNAVAILABLE" }));

  it("writes objects without any ACL or grant, so they stay as private as the bucket", async () => {
    const client = createS3Client(s3.config);
    const sent: Record<string, string>[] = [];
    client.middlewareStack.add(
      (next) => async (args) => {
        sent.push({ ...(args.request as { headers: Record<string, string> }).headers });
        return next(args);
      },
      { step: "finalizeRequest", name: "recordHeaders" },
    );
    await createS3FileStore(client, s3.config.bucket).put("kyc/u1/selfie.png", new Uint8Array([1, 2, 3]), "image/png");
    expect(sent).toHaveLength(1);
    expect(Object.keys(sent[0]!).filter((name) => /^x-amz-(acl|grant-)/i.test(name))).toEqual([]);
    expect(sent[0]!["content-type"]).toBe("image/png");
  });

  it("reports a bucket that does not exist as unavailable, not as a missing file", async () => {
    const files = createS3FileStore(createS3Client(s3.config), "no-such-bucket");
    expect(await files.get("kyc/u1/selfie.png")).toEqual(unavailable);
    expect(await files.put("kyc/u1/selfie.png", new Uint8Array([1]), "image/png")).toEqual(unavailable);
  });

  it("reports a store that is down as unavailable", async () => {
    const files = createS3FileStore(createS3Client({ ...s3.config, endpoint: await closedUrl() }), s3.config.bucket);
    expect(await files.get("kyc/u1/selfie.png")).toEqual(unavailable);
  });
});
