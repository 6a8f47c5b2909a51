import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSecureRandom } from "../../adapters/crypto";
import { createSocialIdentityVerifier } from "../../adapters/social";
import { signInTestUser, startTestServer, TEST_CAPTCHA_TOKEN, type TestServer } from "./server-harness";
import { startSocialIssuer, type SocialIssuer } from "./social-issuer";

// At least 1,000 random requests per route (issue 6): none may answer 500 or worse. Social tokens
// go to the loopback issuer, so every answer is the server's own.
const RUNS = 1_000;

let server: TestServer;
let issuer: SocialIssuer;
let token: string;
let userId: string;
const PASSWORD_HASH = createSecureRandom().sha256Hex("Passw0rd!");

beforeAll(async () => {
  issuer = await startSocialIssuer();
  server = await startTestServer({ deps: { social: createSocialIdentityVerifier(issuer.verifierConfig) } });
  const signedIn = await signInTestUser(server.deps, { email: "fuzz@example.com", passwordHash: await server.deps.passwordHasher.hash(PASSWORD_HASH) });
  token = signedIn.token;
  userId = signedIn.user.id;
});
afterAll(async () => {
  await server.close();
  await issuer.close();
});

const anyValue = fc.jsonValue({ maxDepth: 3 });
const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/);
const sixDigits = fc.stringMatching(/^[0-9]{6}$/);
const optionalFields = <T>(fields: { [K in keyof T]: fc.Arbitrary<T[K]> }) => fc.record(fields, { requiredKeys: [] });

const loginBody = optionalFields({
  email: fc.oneof(fc.constantFrom("fuzz@example.com", "FUZZ@example.com", "nobody@example.com"), fc.emailAddress(), fc.string(), anyValue),
  password: fc.oneof(fc.constant(PASSWORD_HASH), hex64, fc.string(), anyValue),
  rememberMe: fc.oneof(fc.boolean(), anyValue),
  recaptchaToken: fc.oneof(fc.constant(TEST_CAPTCHA_TOKEN), fc.string(), anyValue),
});
const socialExtras = {
  referralCode: fc.oneof(fc.string({ maxLength: 40 }), anyValue),
  language: fc.oneof(fc.constantFrom("en", "th"), anyValue),
  rememberMe: fc.oneof(fc.boolean(), anyValue),
};
const googleBody = () =>
  optionalFields({
    googleIdToken: fc.oneof(fc.constant(null).map(() => issuer.googleToken({ id: `fz-${Math.random()}`, email: null })), fc.string(), anyValue),
    ...socialExtras,
  });
const facebookBody = () =>
  optionalFields({
    uid: fc.oneof(fc.string({ maxLength: 300 }), anyValue),
    accessToken: fc.oneof(fc.constant(null).map(() => issuer.facebookToken({ id: `fz-${Math.random()}`, email: null }).accessToken), fc.string(), anyValue),
    ...socialExtras,
  });
const codeBody = optionalFields({ code: fc.oneof(sixDigits, fc.string({ maxLength: 10 }), anyValue) });

// A JSON document of the route's shape, any JSON at all, or bytes that are not JSON.
const bodyOf = (shaped: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 6, arbitrary: shaped.map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: anyValue.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  );
const authHeader = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null).map(() => `Bearer ${token}`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\t\x20-\x7e]/g, "")) },
);

async function status(method: "GET" | "PUT" | "POST", url: string, payload: string | undefined, authorization: string | null): Promise<number> {
  const answer = await server.app.inject({
    method,
    url,
    headers: { ...(authorization ? { authorization } : {}), ...(payload === undefined ? {} : { "content-type": "application/json" }) },
    ...(payload === undefined ? {} : { payload }),
  });
  return answer.statusCode;
}

describe("session routes under random input", () => {
  // First: the logout run below revokes the shared session.
  it("GET /user/2fa/generate never answers a server error, whatever the token and query", async () => {
    await fc.assert(
      fc.asyncProperty(authHeader, fc.string({ maxLength: 30 }), async (authorization, query) => {
        expect(await status("GET", `/v1/api/user/2fa/generate?${encodeURIComponent(query)}=1`, undefined, authorization)).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it.each([
    ["POST", "/v1/api/user/loginWithEmailPassword", () => loginBody, false],
    ["POST", "/v1/api/user/loginWithGoogle", googleBody, false],
    ["POST", "/v1/api/user/loginWithFacebook", facebookBody, false],
    ["PUT", "/v1/api/user/2fa/enable", () => codeBody, true],
    ["PUT", "/v1/api/user/2fa/disable", () => codeBody, true],
    ["POST", "/v1/api/user/logout", () => anyValue, true],
  ] as const)("%s %s never answers a server error", async (method, url, shaped, signed) => {
    await fc.assert(
      fc.asyncProperty(bodyOf(shaped()), authHeader, async (body, authorization) => {
        expect(await status(method, url, body, signed ? authorization : null)).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it("GET /user/2fa/verify never answers a server error, whatever the query", async () => {
    const query = optionalFields({
      code: fc.oneof(sixDigits, fc.string({ maxLength: 10 })),
      secretKeyForVerify2FA: fc.oneof(fc.string({ maxLength: 200 }), fc.constant(null).map(() => server.deps.tokens.issueChallenge({ id: "fuzz-challenge", userId, rememberMe: true, expiresAt: Date.now() + 60_000 }, Date.now()))),
      userId: fc.oneof(fc.string({ maxLength: 80 }), fc.constant(null).map(() => userId)),
      extra: fc.string({ maxLength: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const search = new URLSearchParams(params as Record<string, string>).toString();
        expect(await status("GET", `/v1/api/user/2fa/verify?${search}`, undefined, null)).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });
});
