import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixedTradePrices } from "../../adapters/history/trade-prices";
import { createMemoryTradeStorage } from "../../adapters/storage/memory/memory-trades";
import { OPEN_CAMPAIGN } from "./history-fixtures";
import { signInTestUser, startTestServer, type TestServer } from "./server-harness";

const JSON_HEADERS = { "content-type": "application/json" };

describe("server hardening (issue 23, low findings)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const call = (path: string, init: RequestInit = {}) => fetch(`${server.baseUrl}${path}`, init);

  describe("Cache-Control", () => {
    it("answers an authenticated request with no-store", async () => {
      const { token } = await signInTestUser(server.deps);
      const res = await call("/user/profile", { headers: { authorization: `Bearer ${token}` } });
      expect({ status: res.status, cache: res.headers.get("cache-control") }).toEqual({ status: 200, cache: "no-store" });
    });

    it("answers a refused call to a protected route with no-store", async () => {
      const res = await call("/user/profile");
      expect({ status: res.status, cache: res.headers.get("cache-control") }).toEqual({ status: 401, cache: "no-store" });
    });

    it("lets a public route keep its own caching", async () => {
      const res = await call("/config");
      expect({ status: res.status, cache: res.headers.get("cache-control") }).toEqual({ status: 200, cache: "no-cache" });
    });
  });

  describe("the token before the body", () => {
    it.each([
      ["PUT", "/user/profile", { displayName: 12, email: "nope", unknown: true }],
      ["PUT", "/user/activate", { code: [] }],
      ["POST", "/user/send-confirmation-email", "not an object"],
    ])("answers an anonymous %s %s with a bad body 401 without field names", async (method, path, body) => {
      const res = await call(path, { method, headers: JSON_HEADERS, body: JSON.stringify(body) });
      const answer = await res.json();
      expect({ status: res.status, code: answer.code, fields: answer.fields }).toEqual({ status: 401, code: "UNAUTHORIZED", fields: undefined });
    });

    it("still names the fields to a signed-in caller", async () => {
      const { token } = await signInTestUser(server.deps);
      const res = await call("/user/profile", { method: "PUT", headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` }, body: JSON.stringify({ displayName: 12 }) });
      expect({ status: res.status, code: (await res.json()).code }).toEqual({ status: 400, code: "VALIDATION_FAILED" });
    });
  });
});

describe("NUL and control characters are bad input", () => {
  let server: TestServer;
  beforeAll(async () => {
    const prices = createFixedTradePrices([{ address: "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", code: "ETH", decimals: 18, usdPrice: "3000" }]);
    server = await startTestServer({ deps: { history: { trades: createMemoryTradeStorage(), prices, campaign: OPEN_CAMPAIGN } } });
  });
  afterAll(() => server.close());

  const send = async (method: string, path: string, body: unknown, token?: string) => {
    const headers = { ...JSON_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const res = await fetch(`${server.baseUrl}${path}`, { method, headers, body: JSON.stringify(body) });
    const answer = (await res.json()) as { code: string; fields?: unknown };
    return { status: res.status, code: answer.code, fields: answer.fields };
  };
  const registration = (fields: object) => ({ email: `nul-${Math.random().toString(36).slice(2)}@example.com`, password: "a".repeat(64), recaptchaToken: "kul-test-captcha", isAcceptTerms: true, ...fields });

  it.each([
    ["a NUL", "a\u0000b"],
    ["a bell", "a\u0007b"],
  ])("refuses %s in the register display name", async (_name, text) => {
    expect(await send("POST", "/user/registration", registration({ displayName: text }))).toEqual({ status: 400, code: "VALIDATION_FAILED", fields: [{ field: "displayName", code: "DISPLAY_NAME_INVALID" }] });
  });

  it("refuses a NUL in the register referral code", async () => {
    const answer = await send("POST", "/user/registration", registration({ referralCode: "AB\u0000CD" }));
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 400, code: "REFERRAL_CODE_INVALID" });
  });

  it("refuses a NUL in the profile display name", async () => {
    const { token } = await signInTestUser(server.deps);
    expect(await send("PUT", "/user/profile", { displayName: "a\u0000b" }, token)).toEqual({ status: 400, code: "VALIDATION_FAILED", fields: [{ field: "displayName", code: "TEXT_INVALID" }] });
  });

  it("refuses a NUL in a KYC text field", async () => {
    const { token } = await signInTestUser(server.deps);
    const answer = await send("PATCH", "/user/submit-kyc", { customerType: "Personal", formData: { firstNameTh: "a\u0000b" } }, token);
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 400, code: "VALIDATION_FAILED" });
    expect(answer.fields).toEqual([{ field: "formData", code: "VALIDATION_FAILED" }]);
  });

  it("refuses a NUL in the trading objective's reason", async () => {
    const { token } = await signInTestUser(server.deps);
    expect(await send("POST", "/user/trading/objective", { objective: "OTHER", reason: "a\u0000b", fromToken: "ETH", fromTokenAmount: "1" }, token)).toEqual({ status: 400, code: "VALIDATION_FAILED", fields: [{ field: "reason", code: "TEXT_INVALID" }] });
  });

  it("keeps tab and newline in free text", async () => {
    const { token } = await signInTestUser(server.deps);
    const answer = await send("POST", "/user/trading/objective", { objective: "OTHER", reason: "a\tb\nc", fromToken: "ETH", fromTokenAmount: "1" }, token);
    expect(answer.status).toBe(200);
  });
});
