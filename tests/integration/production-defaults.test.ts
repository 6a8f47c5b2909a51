import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../../adapters/server/main";
import { activateAccount } from "../support/wire-clients/registration.client";
import { issueEmailToken } from "../../core/account/email-token";
import { createTestUser, signInTestUser, startTestServer, TEST_CAPTCHA_TOKEN } from "./server-harness";

let dataDir: string;
// A loopback siteverify that refuses every token: what reCAPTCHA answers for the fixed test token.
let siteverify: Server;
let siteverifyUrl: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "kul-defaults-"));
  siteverify = createServer((_request, response) => response.writeHead(200, { "content-type": "application/json" }).end('{"success":false}'));
  await new Promise<void>((resolve) => siteverify.listen(0, "127.0.0.1", resolve));
  siteverifyUrl = `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/siteverify`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => siteverify.close(() => resolve()));
  await rm(dataDir, { recursive: true, force: true });
});

const PRODUCTION = { jwtSecret: "p".repeat(48), recaptchaSecret: "recaptcha-secret", webOrigin: "https://app.kulswap.example" };

describe("a server started without its environment or secrets", () => {
  it("refuses to start without ENVIRONMENT instead of running in local mode", async () => {
    await expect(startServer({ DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "silent" })).rejects.toThrow("ENVIRONMENT: ENVIRONMENT is required");
  });

  it("refuses to start in production without the JWT secret, the reCAPTCHA secret, WEB_ORIGIN and the trading gate key, naming all four", async () => {
    await expect(startServer({ ENVIRONMENT: "production", DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "silent" })).rejects.toThrow(
      "JWT_SECRET: JWT_SECRET is required in production\nRECAPTCHA_SECRET: RECAPTCHA_SECRET is required in production\nWEB_ORIGIN: WEB_ORIGIN is required in production\nTRADE_GATE_KEY: TRADE_GATE_KEY is required in production",
    );
  });
});

describe("test aids by environment", () => {
  it.each([
    ["local", 200],
    ["develop", 200],
    ["alpha", 200],
    ["production", 404],
  ] as const)("serves the dev outbox in %s: %i", async (environment, status) => {
    const server = await startTestServer({ config: { environment, ...PRODUCTION, recaptchaVerifyUrl: siteverifyUrl } });
    try {
      expect((await fetch(`${server.baseUrl}/dev/outbox`)).status).toBe(status);
    } finally {
      await server.close();
    }
  });

  it("refuses the fixed captcha test token in production", async () => {
    const server = await startTestServer({ config: { environment: "production", ...PRODUCTION, recaptchaVerifyUrl: siteverifyUrl } });
    try {
      const res = await fetch(`${server.baseUrl}/user/send-forgot-password-email`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "a@example.com", recaptchaToken: TEST_CAPTCHA_TOKEN }),
      });
      expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([400, "CAPTCHA_INVALID"]);
    } finally {
      await server.close();
    }
  });
});

describe("ADMIN_EMAILS", () => {
  it("promotes at start only the accounts whose email is confirmed", async () => {
    const server = await startTestServer();
    try {
      const confirmed = await createTestUser(server.deps, { isActive: true });
      const unconfirmed = await createTestUser(server.deps, { isActive: false });
      const restarted = await startTestServer({ deps: { storage: server.deps.storage }, config: { adminEmails: [confirmed.email, unconfirmed.email] } });
      await restarted.close();
      const roles = await Promise.all([confirmed.id, unconfirmed.id].map(async (id) => (await server.deps.storage.users.findById(id))._unsafeUnwrap()?.role));
      expect(roles).toEqual(["ADMIN", "USER"]);
    } finally {
      await server.close();
    }
  });

  it("promotes a configured email once its owner confirms it", async () => {
    const server = await startTestServer({ config: { adminEmails: ["ops@kulswap.example"] } });
    try {
      const { user, token } = await signInTestUser(server.deps, { email: "ops@kulswap.example", isActive: false });
      const before = (await server.deps.storage.users.findById(user.id))._unsafeUnwrap()?.role;
      const code = (await issueEmailToken(server.deps, server.deps.storage, user.id, "EMAIL_CONFIRMATION"))._unsafeUnwrap();
      const activated = await activateAccount(server.clientWithToken(token), { confirmationCode: code, email: user.email, recaptchaToken: TEST_CAPTCHA_TOKEN });
      const after = (await server.deps.storage.users.findById(user.id))._unsafeUnwrap()?.role;
      expect([before, activated.isOk(), after]).toEqual(["USER", true, "ADMIN"]);
    } finally {
      await server.close();
    }
  });
});
