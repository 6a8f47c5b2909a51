import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { base32Decode, totpAt } from "../../adapters/crypto";
import { createApiClient } from "../../adapters/http-client/api-client";
import { createProfileClient } from "../support/wire-clients/profile.client";
import { startTestServer, type TestServer } from "../integration/server-harness";
import { buildKul, jsonOf, kulUser, removeKul, type KulUser } from "./account-cli-fixture";
import { freshEmail, onboard, PASSWORD } from "./account-onboarding";

let server: TestServer;
const users: KulUser[] = [];
const track = (u: KulUser) => (users.push(u), u);

beforeAll(async () => {
  [server] = await Promise.all([startTestServer(), buildKul()]);
});
afterAll(async () => {
  users.forEach((u) => u.remove());
  removeKul();
  await server.close();
});

describe("kul account", () => {
  it("registers, confirms the email from the outbox and lists what is still needed to trade", async () => {
    const email = freshEmail();
    const user = track(await onboard(server.origin, email));
    const me = await user.json<{ ok: true; profile: { email: string; isActive: boolean; role: string }; missing: string[] }>(["account", "whoami"]);
    expect({ email: me.profile.email, isActive: me.profile.isActive, role: me.profile.role }).toEqual({ email, isActive: true, role: "USER" });
    expect(me.missing).toEqual(["KYC", "SUITABILITY_TEST", "KNOWLEDGE_TEST"]);
  }, 90_000);

  it("refuses a weak password (exit 1), a missing password off a terminal (exit 2) and unaccepted terms (exit 1)", async () => {
    const user = track(kulUser(server.origin));
    const email = freshEmail();
    const weak = await user.run(["account", "register", "--email", email, "--accept-terms", "--json"], { KUL_PASSWORD: "short" });
    expect([weak.code, jsonOf<{ error: { code: string } }>(weak).error.code]).toEqual([1, "PASSWORD_TOO_SHORT"]);
    const missing = await user.run(["account", "register", "--email", email, "--accept-terms", "--json"]);
    expect([missing.code, jsonOf<{ error: { code: string } }>(missing).error.code]).toEqual([2, "CLI_MISSING_VALUE"]);
    const terms = await user.run(["account", "register", "--email", email, "--json"], { KUL_PASSWORD: PASSWORD });
    expect([terms.code, jsonOf<{ error: { code: string } }>(terms).error.code]).toEqual([1, "TERMS_NOT_ACCEPTED"]);
    expect((await server.deps.storage.users.findByEmail(email))._unsafeUnwrap()).toBeNull();
  }, 60_000);

  it("refuses a wrong password and commands that need a login when there is none", async () => {
    const email = freshEmail();
    const user = track(await onboard(server.origin, email));
    const wrong = await user.run(["account", "login", "--email", email, "--json"], { KUL_PASSWORD: "Wrong!pass1" });
    expect([wrong.code, jsonOf<{ error: { code: string } }>(wrong).error.code]).toEqual([1, "LOGIN_CREDENTIALS_INVALID"]);
    const stranger = track(kulUser(server.origin));
    const whoami = await stranger.run(["account", "whoami", "--json"]);
    expect([whoami.code, jsonOf<{ error: { code: string } }>(whoami).error.code]).toEqual([1, "CLI_LOGIN_REQUIRED"]);
  }, 90_000);

  it("logs out: the server revokes the token and the session file is gone", async () => {
    const user = track(await onboard(server.origin, freshEmail()));
    const file = path.join(user.configDir, "session.json");
    const { token } = JSON.parse(readFileSync(file, "utf8")) as { token: string };
    expect(await user.json(["account", "logout"])).toEqual({ ok: true, loggedOut: true });
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => token });
    expect((await createProfileClient(api).getProfile())._unsafeUnwrapErr().code).toBe("SESSION_REVOKED");
    expect(() => readFileSync(file)).toThrow();
    expect(await user.json(["account", "logout"])).toEqual({ ok: true, loggedOut: false });
  }, 90_000);

  it("turns 2FA on with an authenticator code, then asks for a code at login", async () => {
    const email = freshEmail();
    const user = track(await onboard(server.origin, email));
    const setup = await user.json<{ secret: string; url: string }>(["account", "2fa", "setup"]);
    expect(setup.url).toMatch(/^otpauth:\/\/totp\//);
    // Each code is accepted once, from one time step after another: enable, log in and disable take the
    // steps before, at and after the current one, all inside the server's one-step drift window.
    const first = Math.floor(Date.now() / 30_000) - 1;
    let step = first;
    const code = () => totpAt(base32Decode(setup.secret)!, step++ * 30_000);
    expect(await user.json(["account", "2fa", "enable", "--code", code()])).toEqual({ ok: true, enabled: true });
    await user.json(["account", "logout"]);
    const noCode = await user.run(["account", "login", "--email", email, "--json"]);
    expect([noCode.code, jsonOf<{ error: { code: string } }>(noCode).error.code]).toEqual([2, "CLI_MISSING_VALUE"]);
    const next = totpAt(base32Decode(setup.secret)!, step * 30_000);
    const wrong = await user.run(["account", "login", "--email", email, "--json"], { KUL_2FA_CODE: next === "000000" ? "111111" : "000000" });
    expect([wrong.code, jsonOf<{ error: { code: string } }>(wrong).error.code]).toEqual([1, "TWO_FACTOR_CODE_INCORRECT"]);
    const logged = await user.json<{ user: { email: string; isEnabled2FA: boolean } }>(["account", "login", "--email", email, "--code", code()]);
    expect(logged.user).toMatchObject({ email, isEnabled2FA: true });
    expect(await user.json(["account", "2fa", "status"])).toEqual({ ok: true, enabled: true });
    expect(await user.json(["account", "2fa", "disable", "--code", code()])).toEqual({ ok: true, enabled: false });
  }, 120_000);

  it("speaks Thai with --lang th and prints help with examples", async () => {
    const user = track(await onboard(server.origin, freshEmail()));
    const thai = await user.run(["--lang", "th", "account", "whoami"]);
    expect(thai.code).toBe(0);
    expect(thai.stdout).toContain("สิ่งที่ยังต้องทำก่อนซื้อขาย: ยืนยันตัวตน (KYC)");
    const help = await user.run(["account", "login", "--help"]);
    expect([help.code, help.stdout.includes("kul account login --email ann@example.com")]).toEqual([0, true]);
  }, 90_000);
});
