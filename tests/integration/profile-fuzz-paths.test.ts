import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryFileStore } from "../../adapters/files";
import { localSocialProvider, PNG_HEAD } from "./profile-fixtures";
import { signInTestUser, startTestServer, type TestServer } from "./server-harness";

// At least 1,000 random requests per route (issue 6), here for the routes whose input is a path,
// a header or a multipart body (JSON bodies: profile-fuzz.test.ts). None may answer 500 or worse.
const RUNS = 1_000;

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ deps: { social: localSocialProvider(), files: createMemoryFileStore() } });
  token = (await signInTestUser(server.deps)).token;
});
afterAll(() => server.close());

async function send(method: "GET" | "PUT", url: string, payload?: Buffer, headers: Record<string, string> = {}) {
  const answer = await server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
  return answer.statusCode;
}

describe("profile routes under random paths, headers and multipart bodies", () => {
  it("GET /user/profile never answers a server error, whatever the token and query", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constant(`Bearer ${"x"}`), fc.string(), fc.constant("")), fc.string({ maxLength: 30 }), async (auth, query) => {
        const status = await send("GET", `/v1/api/user/profile?${encodeURIComponent(query)}=1`, undefined, auth === "" ? {} : { authorization: auth.replace(/[^\t\x20-\x7e]/g, "") });
        expect(status).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it.each([
    ["GET", "/v1/api/user/avatar/"],
    ["PUT", "/v1/api/user/unlink/"],
  ] as const)("%s %s<param> never answers a server error", async (method, prefix) => {
    const param = fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom("google", "FACEBOOK", "..", "%2e%2e%2fjwt-secret", `${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}.png`));
    await fc.assert(
      fc.asyncProperty(param, async (value) => {
        expect(await send(method, `${prefix}${encodeURIComponent(value)}`)).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it("PUT /user/profile/avatar never answers a server error, whatever the multipart body", async () => {
    const boundary = "fuzzboundary";
    const part = fc.record({
      field: fc.oneof(fc.constantFrom("file", "name", "avatar"), fc.string({ maxLength: 10 })),
      filename: fc.option(fc.string({ maxLength: 20 })),
      head: fc.constantFrom(PNG_HEAD, [0xff, 0xd8, 0xff], [0x47, 0x49, 0x46], []),
      bytes: fc.uint8Array({ maxLength: 300 }),
    });
    const multipart = fc.array(part, { maxLength: 3 }).map((parts) =>
      Buffer.concat([
        ...parts.map((p) => {
          const disposition = `form-data; name="${p.field.replace(/["\r\n]/g, "")}"${p.filename === null ? "" : `; filename="${p.filename.replace(/["\r\n]/g, "")}"`}`;
          return Buffer.concat([
            Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\n`),
            Buffer.from([...p.head, ...p.bytes]),
            Buffer.from("\r\n"),
          ]);
        }),
        Buffer.from(`--${boundary}--\r\n`),
      ]),
    );
    const body = fc.oneof({ weight: 5, arbitrary: multipart }, { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)) });
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const status = await send("PUT", "/v1/api/user/profile/avatar", payload, { "content-type": `multipart/form-data; boundary=${boundary}` });
        expect(status).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });
});
