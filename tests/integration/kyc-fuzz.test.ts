import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { thaiPersonalForm } from "../../core/kyc/kyc.fixtures";
import { signInTestUser, startTestServer, type TestServer } from "./server-harness";

let server: TestServer;
let userToken: string;
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  server = await startTestServer();
  userToken = (await signInTestUser(server.deps)).token;
  const admin = await signInTestUser(server.deps, { role: "ADMIN" });
  adminToken = admin.token;
  adminId = admin.user.id;
});
afterAll(() => server.close());

const fields = Object.keys(thaiPersonalForm);
const value = fc.oneof(fc.string(), fc.boolean(), fc.integer(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }), fc.object({ maxDepth: 1 }), fc.string({ unit: "binary", maxLength: 30 }));
// Mostly the form's own fields so the rules run deep, plus strangers and prototype names.
const key = fc.oneof(fc.constantFrom(...fields, "__proto__", "constructor", "isLifetime"), fc.string({ maxLength: 12 }));
// Lone surrogates cannot be percent-encoded; the query part only needs odd text.
const q = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, "?"));
const body = fc.oneof(
  fc.dictionary(key, value, { maxKeys: 12 }),
  fc.record({ base: fc.constant(thaiPersonalForm), field: fc.constantFrom(...fields), v: value }).map(({ base, field, v }) => ({ ...base, [field]: v })),
  fc.anything(),
);

describe("KYC routes under random input", () => {
  it("never answers 500 to 1,200 random submissions and admin decisions", async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom("submit", "approve", "request-change", "list"), async (payload, route) => {
        const json = JSON.stringify(payload) ?? "null";
        const request =
          route === "submit"
            ? { method: "PATCH" as const, url: "/v1/api/user/submit-kyc", token: userToken }
            : route === "list"
              ? { method: "GET" as const, url: `/v1/api/admin/kyc?status=${q(json.slice(0, 20))}&limit=${q(json.slice(0, 5))}`, token: adminToken }
              : { method: "POST" as const, url: `/v1/api/admin/kyc/${adminId}/${route}`, token: adminToken };
        const response = await server.app.inject({
          method: request.method,
          url: request.url,
          headers: { authorization: `Bearer ${request.token}`, "content-type": "application/json" },
          payload: request.method === "GET" ? undefined : json,
        });
        statuses.add(response.statusCode);
        expect(response.statusCode, response.body).toBeLessThan(500);
      }),
      { numRuns: 1200, seed: 7 },
    );
    expect([...statuses].every((s) => s >= 200 && s < 500)).toBe(true);
  }, 60_000);

  it("never answers 500 to 300 random multipart uploads", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 30 }), fc.uint8Array({ maxLength: 64 }), fc.boolean(), async (name, bytes, withName) => {
        const boundary = "----kulfuzz";
        const parts = [
          ...(withName ? [`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`] : []),
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ];
        const payload = Buffer.concat([Buffer.from(parts.join("")), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]);
        const response = await server.app.inject({
          method: "POST",
          url: "/v1/api/user/upload/kyc/docs",
          headers: { authorization: `Bearer ${userToken}`, "content-type": `multipart/form-data; boundary=${boundary}` },
          payload,
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
      }),
      { numRuns: 300, seed: 11 },
    );
  }, 60_000);
});
