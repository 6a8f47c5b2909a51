import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScryptPasswordHasher, createSecureRandom, LOW_COST_SCRYPT_PARAMS } from "../../adapters/crypto";
import { createTestUser, startTestServer, TEST_CAPTCHA_TOKEN, type TestServer } from "./server-harness";

const PASSWORD = createSecureRandom().sha256Hex("Passw0rd!");

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const login = (email: string) =>
  fetch(`${server.baseUrl}/user/loginWithEmailPassword`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD, recaptchaToken: TEST_CAPTCHA_TOKEN }),
  });
const storedHash = async (id: string) => (await server.deps.storage.users.findById(id))._unsafeUnwrap()?.passwordHash ?? "";
const costOf = (hash: string) => hash.split("$").slice(0, 4).join("$");

describe("password hashes made at an older cost", () => {
  it("are stored again at the server's cost at the next successful login, and the password keeps working", async () => {
    const older = await createScryptPasswordHasher({ ...LOW_COST_SCRYPT_PARAMS, N: 2 ** 11 }).hash(PASSWORD);
    const user = await createTestUser(server.deps, { passwordHash: older });
    const first = await login(user.email);
    const upgraded = await storedHash(user.id);
    const second = await login(user.email);
    expect([first.status, costOf(older), costOf(upgraded), second.status]).toEqual([200, "scrypt$2048$8$1", `scrypt$${LOW_COST_SCRYPT_PARAMS.N}$8$1`, 200]);
  });

  it("are left alone when the password is wrong", async () => {
    const older = await createScryptPasswordHasher({ ...LOW_COST_SCRYPT_PARAMS, N: 2 ** 11 }).hash(PASSWORD);
    const user = await createTestUser(server.deps, { passwordHash: older });
    const wrong = await fetch(`${server.baseUrl}/user/loginWithEmailPassword`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, password: "f".repeat(64), recaptchaToken: TEST_CAPTCHA_TOKEN }),
    });
    expect([wrong.status, await storedHash(user.id)]).toEqual([401, older]);
  });
});
