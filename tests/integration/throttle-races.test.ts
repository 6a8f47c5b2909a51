import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScryptPasswordHasher, createSecureRandom, LOW_COST_SCRYPT_PARAMS } from "../../adapters/crypto";
import { openPgliteStorage, type OpenedPglite } from "../../adapters/storage/sql/pglite-storage";
import { createTestUser, startTestServer, TEST_CAPTCHA_TOKEN, type TestServer } from "./server-harness";
import { countdown, gatedHasher } from "./throttle-fixture";

const PASSWORD = createSecureRandom().sha256Hex("Passw0rd!");
const WRONG = createSecureRandom().sha256Hex("not-the-password");
const hasher = createScryptPasswordHasher(LOW_COST_SCRYPT_PARAMS);

// Two API instances on one database, as behind a load balancer; each request names its client
// through X-Forwarded-For, which the servers trust from loopback (TRUST_PROXY).
let database: OpenedPglite;
let servers: TestServer[];
beforeAll(async () => {
  database = await openPgliteStorage();
  const options = { deps: { storage: database.storage }, config: { trustProxy: ["loopback"] } };
  servers = [await startTestServer(options), await startTestServer(options)];
}, 60_000);
afterAll(async () => {
  for (const server of servers) await server.close();
  await database.close();
});

let clients = 0;
/** A client address of its own, so one test's requests do not count against another's. */
const newClient = () => {
  clients += 1;
  return `198.51.100.${clients}`;
};

async function login(server: TestServer, email: string, password: string, client: string) {
  const res = await fetch(`${server.baseUrl}/user/loginWithEmailPassword`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify({ email, password, recaptchaToken: TEST_CAPTCHA_TOKEN }),
  });
  const body = (await res.json()) as { code?: string; access_token?: string | null };
  return { status: res.status, code: body.code ?? (body.access_token ? "SESSION" : "NONE") };
}

const user = async () => createTestUser(servers[0]!.deps, { passwordHash: await hasher.hash(PASSWORD) });
const tally = (answers: ReadonlyArray<{ code: string }>) => answers.reduce<Record<string, number>>((acc, a) => ({ ...acc, [a.code]: (acc[a.code] ?? 0) + 1 }), {});

describe("the login throttle under concurrency", () => {
  it("judges at most 5 of 50 parallel wrong passwords sent to two API instances; the others answer 429", async () => {
    const { email } = await user();
    const client = newClient();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(servers[i % 2]!, email, WRONG, client)));
    expect(tally(answers)).toEqual({ LOGIN_CREDENTIALS_INVALID: 5, LOGIN_TOO_MANY_ATTEMPTS: 45 });
    expect(new Set(answers.filter((a) => a.code === "LOGIN_TOO_MANY_ATTEMPTS").map((a) => a.status))).toEqual(new Set([429]));
  });

  it("refuses the right password sent as the 15th request of a burst", async () => {
    const gated = gatedHasher(hasher);
    const server = await startTestServer({ deps: { storage: database.storage, passwordHasher: gated }, config: { trustProxy: ["loopback"] } });
    try {
      const { email } = await user();
      const client = newClient();
      const arrived = countdown(14);
      gated.onVerify(arrived.tick);
      const wrong = Array.from({ length: 14 }, () => login(server, email, WRONG, client).then((a) => (arrived.tick(), a)));
      await arrived.done;
      // All 14 are in the server: either waiting at the password check or answered.
      const right = login(server, email, PASSWORD, client);
      const rightArrived = countdown(1);
      gated.onVerify(rightArrived.tick);
      void right.then(rightArrived.tick);
      await rightArrived.done;
      gated.open();
      expect(await right).toEqual({ status: 429, code: "LOGIN_TOO_MANY_ATTEMPTS" });
      expect(tally(await Promise.all(wrong))).toEqual({ LOGIN_CREDENTIALS_INVALID: 5, LOGIN_TOO_MANY_ATTEMPTS: 9 });
    } finally {
      await server.close();
    }
  });

  it("forgets the email's earlier failures after a successful login", async () => {
    const { email } = await user();
    const client = newClient();
    for (let i = 0; i < 4; i += 1) await login(servers[0]!, email, WRONG, client);
    expect(await login(servers[1]!, email, PASSWORD, client)).toEqual({ status: 200, code: "SESSION" });
    const after = await Promise.all(Array.from({ length: 5 }, () => login(servers[0]!, email, WRONG, client)));
    expect(tally(after)).toEqual({ LOGIN_CREDENTIALS_INVALID: 5 });
  });

  it("refuses a 51st password guess from one client within 15 minutes, whatever the emails", async () => {
    const client = newClient();
    const answers = await Promise.all(Array.from({ length: 51 }, (_, i) => login(servers[i % 2]!, `nobody-${client}-${i}@example.com`, WRONG, client)));
    expect(tally(answers)).toEqual({ LOGIN_CREDENTIALS_INVALID: 50, LOGIN_TOO_MANY_ATTEMPTS: 1 });
  });
});
