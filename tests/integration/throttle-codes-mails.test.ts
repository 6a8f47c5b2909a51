import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { base32Decode, createScryptPasswordHasher, createSecureRandom, LOW_COST_SCRYPT_PARAMS, totpAt } from "../../adapters/crypto";
import { createTestUser, signInTestUser, startTestServer, TEST_CAPTCHA_TOKEN, type TestServer } from "./server-harness";

const PASSWORD = createSecureRandom().sha256Hex("Passw0rd!");
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { trustProxy: ["loopback"] } });
});
afterAll(() => server.close());

let clients = 0;
const newClient = () => {
  clients += 1;
  return `203.0.113.${clients}`;
};

async function send(method: string, path: string, body: unknown, client: string, token?: string) {
  const headers = { "content-type": "application/json", "x-forwarded-for": client, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const res = await fetch(`${server.baseUrl}${path}`, { method, headers, body: JSON.stringify(body) });
  const answer = (await res.json()) as { code?: string; success?: boolean; access_token?: string | null };
  return { status: res.status, code: answer.code ?? (answer.access_token ? "SESSION" : "OK") };
}

const tally = (answers: ReadonlyArray<{ code: string }>) => answers.reduce<Record<string, number>>((acc, a) => ({ ...acc, [a.code]: (acc[a.code] ?? 0) + 1 }), {});
const mailsTo = async (to: string) => (await server.deps.storage.outbox.list({ to, limit: 100 }))._unsafeUnwrap();

describe("the 2FA step's throttle under concurrency", () => {
  it("judges at most 5 of 20 parallel wrong codes for one challenge; the others answer 429", async () => {
    const passwordHash = await createScryptPasswordHasher(LOW_COST_SCRYPT_PARAMS).hash(PASSWORD);
    const user = await createTestUser(server.deps, { passwordHash, isEnabled2FA: true, twoFactorSecret: SECRET });
    const client = newClient();
    const login = await fetch(`${server.baseUrl}/user/loginWithEmailPassword`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": client },
      body: JSON.stringify({ email: user.email, password: PASSWORD, recaptchaToken: TEST_CAPTCHA_TOKEN }),
    });
    const { secretKeyForVerify2FA } = (await login.json()) as { secretKeyForVerify2FA: string };
    const wrong = String((Number(totpAt(base32Decode(SECRET) ?? new Uint8Array(), Date.now())) + 500_000) % 1_000_000).padStart(6, "0");
    const answers = await Promise.all(Array.from({ length: 20 }, () => send("POST", "/user/2fa/verify", { code: wrong, secretKeyForVerify2FA, userId: user.id }, client)));
    expect(tally(answers)).toEqual({ TWO_FACTOR_CODE_INCORRECT: 5, LOGIN_TOO_MANY_ATTEMPTS: 15 });
  });
});

describe("reset and confirmation mails per address", () => {
  it("mails 3 of 20 reset requests for one address, whichever clients send them, and answers the rest 429", async () => {
    const user = await createTestUser(server.deps);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send("POST", "/user/send-forgot-password-email", { email: user.email, recaptchaToken: TEST_CAPTCHA_TOKEN }, newClient())),
    );
    expect(tally(answers)).toEqual({ OK: 3, EMAIL_RATE_LIMITED: 17 });
    expect(await mailsTo(user.email)).toHaveLength(3);
  });

  it("mails 3 of 20 confirmation requests of one account and answers the rest 429", async () => {
    const { user, token } = await signInTestUser(server.deps, { isActive: false });
    const client = newClient();
    const answers = await Promise.all(Array.from({ length: 20 }, () => send("POST", "/user/send-confirmation-email", { recaptchaToken: TEST_CAPTCHA_TOKEN }, client, token)));
    expect(tally(answers)).toEqual({ OK: 3, EMAIL_RATE_LIMITED: 17 });
    expect(await mailsTo(user.email)).toHaveLength(3);
  });

  it("sends at most 20 mails an hour from one client, whatever the addresses", async () => {
    const client = newClient();
    const answers = await Promise.all(
      Array.from({ length: 21 }, (_, i) => send("POST", "/user/send-forgot-password-email", { email: `nobody-${i}-${client}@example.com`, recaptchaToken: TEST_CAPTCHA_TOKEN }, client)),
    );
    expect(tally(answers)).toEqual({ OK: 20, EMAIL_RATE_LIMITED: 1 });
  });
});
