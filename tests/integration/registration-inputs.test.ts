import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listDevOutbox } from "../support/wire-clients/registration.client";
import { clientHash } from "./registration-fixtures";
import { signInTestUser, startTestServer, TEST_CAPTCHA_TOKEN, type TestServer } from "./server-harness";

type Method = "POST" | "PUT";
const HASH = clientHash("Secret123");
const TOKEN = "A".repeat(43);
const captcha = { recaptchaToken: TEST_CAPTCHA_TOKEN };

// Every route with a valid body, whether it needs a signed-in caller, and its bad inputs: [field, body, field code].
const ROUTES: ReadonlyArray<Readonly<{ method: Method; url: string; auth: boolean; valid: Record<string, unknown> }>> = [
  { method: "POST", url: "/user/registration", auth: false, valid: { email: "fuzz@example.com", password: HASH, ...captcha } },
  { method: "POST", url: "/user/send-confirmation-email", auth: true, valid: { ...captcha } },
  { method: "PUT", url: "/user/activate", auth: true, valid: { confirmationCode: TOKEN, email: "a@example.com", ...captcha } },
  { method: "PUT", url: "/user/update-user-email", auth: true, valid: { email: "fuzz-moved@example.com", ...captcha } },
  { method: "POST", url: "/user/send-forgot-password-email", auth: false, valid: { email: "a@example.com", ...captcha } },
  { method: "PUT", url: "/user/reset-password", auth: false, valid: { email: "a@example.com", password: HASH, resetPasswordToken: TOKEN, ...captcha } },
];

const BAD_INPUTS: ReadonlyArray<readonly [string, string, Record<string, unknown>, string]> = [
  ["/user/registration", "email", { email: "not-an-email" }, "EMAIL_INVALID"],
  ["/user/registration", "email", { email: undefined }, "EMAIL_REQUIRED"],
  ["/user/registration", "password", { password: "Secret123" }, "PASSWORD_HASH_INVALID"],
  ["/user/registration", "recaptchaToken", { recaptchaToken: "" }, "CAPTCHA_REQUIRED"],
  ["/user/registration", "isAcceptTerms", { isAcceptTerms: false }, "TERMS_NOT_ACCEPTED"],
  ["/user/registration", "displayName", { displayName: "a\u0007b" }, "DISPLAY_NAME_INVALID"],
  ["/user/registration", "language", { language: "fr" }, "VALIDATION_FAILED"],
  ["/user/registration", "referralCode", { referralCode: "R".repeat(40) }, "REFERRAL_CODE_INVALID"],
  ["/user/send-confirmation-email", "recaptchaToken", { recaptchaToken: undefined }, "CAPTCHA_REQUIRED"],
  ["/user/send-confirmation-email", "language", { language: 1 }, "VALIDATION_FAILED"],
  ["/user/activate", "confirmationCode", { confirmationCode: "../x" }, "CONFIRMATION_CODE_INVALID"],
  ["/user/activate", "email", { email: "x@" }, "EMAIL_INVALID"],
  ["/user/update-user-email", "email", { email: "" }, "EMAIL_REQUIRED"],
  ["/user/send-forgot-password-email", "email", { email: ["a@example.com"] }, "EMAIL_REQUIRED"],
  ["/user/reset-password", "resetPasswordToken", { resetPasswordToken: "short" }, "RESET_PASSWORD_TOKEN_INVALID"],
  ["/user/reset-password", "password", { password: HASH.toUpperCase() }, "PASSWORD_HASH_INVALID"],
];

describe("registration routes: input, auth and fuzz", () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await signInTestUser(server.deps, { isActive: false })).token;
  });
  afterAll(() => server.close());

  const route = (url: string) => ROUTES.find((r) => r.url === url)!;
  const send = (url: string, payload: string, bearer: string | null = token) =>
    server.app.inject({
      method: route(url).method,
      url: `/v1/api${url}`,
      headers: { "content-type": "application/json", ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      payload,
    });

  it.each(BAD_INPUTS)("%s answers 400 naming %s", async (url, field, change, code) => {
    const res = await send(url, JSON.stringify({ ...route(url).valid, ...change }));
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string[]; fields: { field: string; code: string }[] }>();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.fields).toContainEqual({ field, code });
    expect(body.message.some((m) => m.startsWith(`${field}: `))).toBe(true);
  });

  it.each(ROUTES.map((r) => r.url))("%s answers 400 CAPTCHA_INVALID for a wrong captcha token", async (url) => {
    const res = await send(url, JSON.stringify({ ...route(url).valid, recaptchaToken: "robot" }));
    expect([res.statusCode, res.json<{ code: string }>().code]).toEqual([400, "CAPTCHA_INVALID"]);
  });

  it.each(ROUTES.filter((r) => r.auth).map((r) => r.url))("%s answers 401 without a token, with an expired one and with a forged one", async (url) => {
    const expired = await signInTestUser(server.deps, { isActive: false }, -1000);
    const payload = JSON.stringify(route(url).valid);
    const answers = await Promise.all([send(url, payload, null), send(url, payload, expired.token), send(url, payload, `${token}x`)]);
    expect(answers.map((r) => [r.statusCode, r.json<{ code: string }>().code])).toEqual([
      [401, "UNAUTHORIZED"],
      [401, "TOKEN_EXPIRED"],
      [401, "TOKEN_INVALID"],
    ]);
  });

  it("lists the outbox in the local environment, limited and newest first", async () => {
    await send("/user/send-forgot-password-email", JSON.stringify({ email: "nobody@example.com", ...captcha }));
    const { mails } = (await listDevOutbox(server.client, { limit: 1 }))._unsafeUnwrap();
    expect(mails.length).toBeLessThanOrEqual(1);
    const bad = await server.app.inject({ method: "GET", url: "/v1/api/dev/outbox?limit=0" });
    expect(bad.statusCode).toBe(400);
  });

  it("has no outbox route in production (only local, develop and alpha have one)", async () => {
    const production = await startTestServer({ config: { environment: "production", recaptchaSecret: "recaptcha-secret", webOrigin: "https://app.kulswap.example" } });
    try {
      expect((await listDevOutbox(production.client))._unsafeUnwrapErr()).toMatchObject({ status: 404, code: "NOT_FOUND" });
    } finally {
      await production.close();
    }
  });

  // Plausible values beside hostile ones, so some bodies pass validation and reach the use case.
  const value = fc.oneof(
    fc.constantFrom(TEST_CAPTCHA_TOKEN, HASH, TOKEN, "a@example.com", "fuzz@example.com", "AB12CD34", "th", "en", true, false, null, ""),
    fc.string({ maxLength: 80 }),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const keys = ["email", "password", "recaptchaToken", "confirmationCode", "resetPasswordToken", "language", "referralCode", "displayName", "isSubscribeNews", "isAcceptTerms"];
  const body = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 8 }));

  it.each(ROUTES.map((r) => r.url))("%s never answers 500 to 1,000 random bodies", async (url) => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), body, async (fromValid, payload) => {
        // Non-object JSON (arrays, strings, null) is sent as is; objects may start from a valid body.
        const sent = payload !== null && typeof payload === "object" && !Array.isArray(payload) && fromValid ? { ...route(url).valid, ...payload } : payload;
        const res = await send(url, JSON.stringify(sent));
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 1000 },
    );
  });

  it("never answers 500 to 1,000 random outbox queries", async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom("to", "limit", "x"), fc.string({ maxLength: 30 })), async (query) => {
        const res = await server.app.inject({ method: "GET", url: "/v1/api/dev/outbox", query });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 1000 },
    );
  });
});
