import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blobOf, kycUser, pngBytes } from "../../tests/integration/kyc-fixtures";
import { startTestServer, type TestServer } from "../../tests/integration/server-harness";
import { KYC_DOCUMENT_PATH } from "../api-contract/kyc.schema";
import { createKycDocumentApi } from "./kyc-document.api";
import { createKycApi } from "./kyc.api";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("reading KYC documents over HTTP", () => {
  it("gives the owner the bytes of an uploaded document, and another user the not-found answer", async () => {
    const owner = await kycUser(server);
    const stranger = await kycUser(server);
    const bytes = pngBytes(160);
    const { link } = (await createKycApi(owner.api).uploadDocument("selfIdentificationPicture", blobOf(bytes), "me.png"))._unsafeUnwrap();
    const read = (await createKycDocumentApi({ baseUrl: server.baseUrl, getToken: () => owner.token }).document(link))._unsafeUnwrap();
    expect([read.contentType, new Uint8Array(await read.content.arrayBuffer())]).toEqual(["image/png", bytes]);
    const refused = await createKycDocumentApi({ baseUrl: server.baseUrl, getToken: () => stranger.token }).document(link);
    expect(refused._unsafeUnwrapErr()).toMatchObject({ code: "KYC_DOCUMENT_NOT_FOUND", status: 404 });
  });

  it("sends the token nowhere but the API's document links: other links are refused before any request", async () => {
    const owner = await kycUser(server);
    // Another origin that records what reaches it.
    const seen: string[] = [];
    const other = createServer((request, response) => {
      seen.push(`${request.url} ${request.headers.authorization ?? ""}`);
      response.end();
    });
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    const { port } = other.address() as AddressInfo;
    const api = createKycDocumentApi({ baseUrl: server.baseUrl, getToken: () => owner.token });
    const links = [
      `http://127.0.0.1:${port}${KYC_DOCUMENT_PATH}abc`,
      "/v1/api/user/profile",
      `${KYC_DOCUMENT_PATH}../../user/profile`,
      `${KYC_DOCUMENT_PATH}abc?x=1`,
      "http://[::1",
    ];
    try {
      for (const link of links) expect((await api.document(link))._unsafeUnwrapErr(), link).toMatchObject({ code: "KYC_DOCUMENT_NOT_FOUND", status: null });
      expect(seen).toEqual([]);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
