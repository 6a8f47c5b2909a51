import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Client, createS3FileStore } from "../../adapters/files";
import { startLocalS3, type LocalS3 } from "../support/s3-server";
import { blobOf, kycUser, pngBytes } from "./kyc-fixtures";
import { startTestServer, type TestServer } from "./server-harness";

let s3: LocalS3;
let server: TestServer;
beforeAll(async () => {
  s3 = await startLocalS3();
  server = await startTestServer({ config: { s3: s3.config } });
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

describe("KYC documents kept in an S3 bucket", () => {
  it("stores the upload in the bucket (not the data folder) and serves it to its owner and operators only", async () => {
    const owner = await kycUser(server);
    const other = await kycUser(server);
    const operator = await kycUser(server, { role: "ADMIN" });
    const { link } = (await owner.kyc.uploadDocument("selfIdentificationPicture", blobOf(pngBytes(120))))._unsafeUnwrap();

    const bucket = createS3FileStore(createS3Client(s3.config), s3.config.bucket);
    const key = `kyc/${owner.user.id}/${link.split("/").at(-1)}.png`;
    expect((await bucket.get(key))._unsafeUnwrap()?.content).toEqual(pngBytes(120));
    expect(await readdir(path.join(server.config.dataDir))).not.toContain("files");

    const fetchAs = (token: string | null) => fetch(`${server.origin}${link}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const mine = await fetchAs(owner.token);
    expect([mine.status, mine.headers.get("content-type"), mine.headers.get("cache-control")]).toEqual([200, "image/png", "private, no-store"]);
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(pngBytes(120));
    expect((await fetchAs(operator.token)).status).toBe(200);
    const refused = await fetchAs(other.token);
    expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([404, "KYC_DOCUMENT_NOT_FOUND"]);
    expect((await fetchAs(null)).status).toBe(401);
  });
});
