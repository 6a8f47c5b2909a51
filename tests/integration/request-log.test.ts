import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { base32Decode, createScryptPasswordHasher, createSecureRandom, LOW_COST_SCRYPT_PARAMS, totpAt } from "../../adapters/crypto";
import { createAccountApi } from "../../adapters/http-client/account.api";
import { createTestUser, startTestServer, TEST_CAPTCHA_TOKEN, type TestServer } from "./server-harness";

const PASSWORD = "Passw0rd!";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

// The server's request log, captured line by line.
const log = new PassThrough();
let lines: string[] = [];
log.on("data", (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter((line) => line !== "")));
const loggedUrls = () => lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter((url): url is string => url !== undefined);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { logLevel: "info" }, logStream: log });
});
afterAll(() => server.close());

async function challenge() {
  const passwordHash = await createScryptPasswordHasher(LOW_COST_SCRYPT_PARAMS).hash(createSecureRandom().sha256Hex(PASSWORD));
  const user = await createTestUser(server.deps, { passwordHash, isEnabled2FA: true, twoFactorSecret: SECRET });
  const account = createAccountApi(server.client);
  const step = (await account.logIn({ email: user.email, password: PASSWORD, rememberMe: false, captchaToken: TEST_CAPTCHA_TOKEN }))._unsafeUnwrap();
  if (step.kind !== "TWO_FACTOR") throw new Error("expected the 2FA step");
  return { user, account, step, code: totpAt(base32Decode(SECRET) ?? new Uint8Array(), Date.now()) };
}

describe("the request log", () => {
  it("never holds the 2FA code nor the challenge the web app and the CLI send (in a POST body)", async () => {
    lines = [];
    const { account, step, code } = await challenge();
    const session = await account.verifyTwoFactor(step, code);
    expect(session.isOk()).toBe(true);
    expect([loggedUrls().includes("/v1/api/user/2fa/verify"), lines.some((line) => line.includes(step.secretKeyForVerify2FA) || line.includes(code))]).toEqual([true, false]);
  });

  it("redacts the query of the deprecated GET /user/2fa/verify", async () => {
    lines = [];
    const { user, step, code } = await challenge();
    const query = new URLSearchParams({ code, secretKeyForVerify2FA: step.secretKeyForVerify2FA, userId: user.id });
    const res = await fetch(`${server.baseUrl}/user/2fa/verify?${query}`);
    expect([res.status, loggedUrls().filter((url) => url.includes("2fa")), lines.some((line) => line.includes(step.secretKeyForVerify2FA))]).toEqual([
      200,
      ["/v1/api/user/2fa/verify?[redacted]"],
      false,
    ]);
  });

  it.each([
    ["a reset link", "/reset-password?email=a%40example.com&token=SECRET-RESET-TOKEN", "/reset-password?[redacted]"],
    ["a confirmation link", "/confirm-email?code=SECRET-CONFIRMATION-CODE&email=a%40example.com", "/confirm-email?[redacted]"],
    ["an account route", "/v1/api/user/profile?token=SECRET-IN-QUERY", "/v1/api/user/profile?[redacted]"],
  ])("redacts the query of %s", async (_name, url, logged) => {
    lines = [];
    await fetch(`${server.origin}${url}`);
    expect([loggedUrls(), lines.some((line) => line.includes("SECRET") || line.includes("example.com"))]).toEqual([[logged], false]);
  });

  it("keeps the query of other routes, for debugging", async () => {
    lines = [];
    await fetch(`${server.baseUrl}/rate/best-rate/toAmount?fromToken=ETH`);
    expect(loggedUrls()[0]).toBe("/v1/api/rate/best-rate/toAmount?fromToken=ETH");
  });
});
