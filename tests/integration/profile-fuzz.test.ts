import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localSocialProvider } from "./profile-fixtures";
import { signInTestUser, startTestServer, type TestServer } from "./server-harness";

// At least 1,000 random JSON bodies per route (issue 6; paths, headers and multipart bodies are in
// profile-fuzz-paths.test.ts): none may answer 500 or worse. Social tokens are checked by an
// in-memory provider, so every answer is the server's own.
const RUNS = 1_000;

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ deps: { social: localSocialProvider() } });
  token = (await signInTestUser(server.deps, { googleId: "fuzz-google" })).token;
});
afterAll(() => server.close());

const anyValue = fc.jsonValue({ maxDepth: 3 });
const profileBody = fc.record(
  {
    displayName: fc.oneof(fc.string({ maxLength: 300 }), anyValue),
    isSubscribeNews: fc.oneof(fc.boolean(), anyValue),
    language: fc.oneof(fc.constantFrom("en", "th"), anyValue),
    facebookId: fc.oneof(fc.string(), anyValue),
    facebook: fc.oneof(fc.record({ uid: fc.string(), accessToken: fc.string() }), anyValue),
    googleIdToken: fc.oneof(fc.constantFrom("google:fuzz-google", "google:other"), fc.string(), anyValue),
  },
  { requiredKeys: [] },
);
const rewardBody = fc.record(
  { rewards: fc.oneof(fc.array(fc.record({ name: fc.oneof(fc.constantFrom("Registration", "Referral"), fc.string()), options: fc.oneof(fc.record({ isOpenCongratsModal: fc.boolean() }), anyValue) }), { maxLength: 5 }), anyValue) },
  { requiredKeys: [] },
);
const readBody = fc.record({ timestamp: fc.oneof(fc.integer(), fc.double(), anyValue) }, { requiredKeys: [] });
const consentBody = fc.record(
  {
    action: fc.oneof(fc.constantFrom("allow", "deny"), anyValue),
    bannerText: fc.oneof(fc.string({ maxLength: 50 }), anyValue),
    url: fc.oneof(fc.webUrl(), fc.string(), anyValue),
    userAgent: fc.oneof(fc.string(), anyValue),
    consents: fc.oneof(fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.boolean(), anyValue)), anyValue),
  },
  { requiredKeys: [] },
);
// A JSON document of the route's shape, any JSON at all, or bytes that are not JSON.
const bodyOf = (shaped: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 6, arbitrary: shaped.map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: anyValue.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  );

async function send(method: "PUT" | "POST", url: string, payload: string) {
  const answer = await server.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, payload });
  return answer.statusCode;
}

describe("profile routes under random JSON bodies", () => {
  it.each([
    ["PUT", "/v1/api/user/profile", profileBody],
    ["PUT", "/v1/api/user/reward/options", rewardBody],
    ["PUT", "/v1/api/user/notification/mark-as-read", readBody],
    ["POST", "/v1/api/cookie-consent", consentBody],
  ] as const)("%s %s never answers a server error", async (method, url, shaped) => {
    await fc.assert(
      fc.asyncProperty(bodyOf(shaped), async (body) => {
        expect(await send(method, url, body)).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });
});
