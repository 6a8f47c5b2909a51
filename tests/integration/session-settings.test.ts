import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CAPTCHA_TOKEN } from "./server-harness";
import { anyAnswer, DAY, PASSWORD_HASH, startSessionServer, type SessionServer } from "./session-http-fixture";

let s: SessionServer;
beforeAll(async () => {
  s = await startSessionServer();
});
afterAll(() => s.close());

describe("2FA settings (generate, enable, disable)", () => {
  it("generates a secret, enables 2FA with its code, asks for it at login, and disables it", async () => {
    const { user, token } = await s.loggedIn();
    const api = s.sessionApi(token);
    const generated = (await api.generateTwoFactor())._unsafeUnwrap();
    const enabled = await api.enableTwoFactor(s.code(generated.secret.base32));
    const login = (await s.sessionApi().loginWithEmailPassword({ email: user.email, password: PASSWORD_HASH, recaptchaToken: TEST_CAPTCHA_TOKEN }))._unsafeUnwrap();
    s.clock.advance(30_000); // a code is accepted once: disabling needs the next step's code
    const disabled = await api.disableTwoFactor({ password: PASSWORD_HASH, code: s.code(generated.secret.base32) });
    expect([generated.url.startsWith("otpauth://totp/KUL%20Swap"), enabled._unsafeUnwrap(), login.access_token, login.userId, disabled._unsafeUnwrap()]).toEqual([
      true, { success: true }, null, user.id, { success: true },
    ]);
  });

  it.each([
    ["GET", "/user/2fa/generate"],
    ["PUT", "/user/2fa/enable"],
    ["PUT", "/user/2fa/disable"],
    ["POST", "/user/logout"],
  ] as const)("%s %s answers 401 without a token and with an expired one", async (method, path) => {
    const body = method === "PUT" ? { code: "123456" } : undefined;
    const none = await s.server.clientWithToken(null).request(method, path, { body, response: anyAnswer });
    const expired = await s.server.clientWithToken(s.expiredToken()).request(method, path, { body, response: anyAnswer });
    expect([none._unsafeUnwrapErr().code, none._unsafeUnwrapErr().status, expired._unsafeUnwrapErr().code]).toEqual(["UNAUTHORIZED", 401, "TOKEN_EXPIRED"]);
  });

  it.each([
    ["/user/2fa/enable", {}],
    ["/user/2fa/enable", { code: "12" }],
    ["/user/2fa/disable", { code: 123456 }],
  ])("%s answers 400 naming code for %j", async (path, body) => {
    const { token } = await s.loggedIn();
    const error = (await s.server.clientWithToken(token).put(path, { body, response: anyAnswer }))._unsafeUnwrapErr();
    expect([error.status, error.fields?.map((f) => f.field)]).toEqual([400, ["code"]]);
  });

  it("never lets one user enable 2FA with another user's secret", async () => {
    const alice = await s.loggedIn();
    const bob = await s.loggedIn();
    const generated = (await s.sessionApi(alice.token).generateTwoFactor())._unsafeUnwrap();
    const bobTries = await s.sessionApi(bob.token).enableTwoFactor(s.code(generated.secret.base32));
    const bobStored = (await s.server.deps.storage.users.findById(bob.user.id))._unsafeUnwrap();
    expect([bobTries._unsafeUnwrapErr().status, bobTries._unsafeUnwrapErr().code, bobStored?.isEnabled2FA]).toEqual([409, "TWO_FACTOR_NOT_GENERATED", false]);
  });

  it.each([
    ["enabling with a wrong code", 400, "TWO_FACTOR_CODE_INCORRECT", true],
    ["generating once enabled", 409, "TWO_FACTOR_ALREADY_ENABLED", false],
  ])("answers %s with %i", async (_, status, errorCode, wrongCode) => {
    const { token } = await s.loggedIn();
    const api = s.sessionApi(token);
    const { secret } = (await api.generateTwoFactor())._unsafeUnwrap();
    if (!wrongCode) await api.enableTwoFactor(s.code(secret.base32));
    const result = wrongCode ? await api.enableTwoFactor(s.code(secret.base32, s.clock.now() + DAY)) : await api.generateTwoFactor();
    const error = result._unsafeUnwrapErr();
    expect([error.status, error.code]).toEqual([status, errorCode]);
  });

  it("answers 409 when disabling 2FA that is off", async () => {
    const { token } = await s.loggedIn();
    const error = (await s.sessionApi(token).disableTwoFactor({ password: PASSWORD_HASH, code: "123456" }))._unsafeUnwrapErr();
    expect([error.status, error.code]).toEqual([409, "TWO_FACTOR_NOT_ENABLED"]);
  });
});

describe("the OpenAPI document", () => {
  it("lists every session route", async () => {
    const doc = (await s.server.app.inject({ method: "GET", url: "/v1/api/openapi.json" })).json() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(routes).toEqual(
      expect.arrayContaining([
        "POST /user/loginWithEmailPassword",
        "GET /user/2fa/verify",
        "POST /user/loginWithGoogle",
        "POST /user/loginWithFacebook",
        "POST /user/logout",
        "GET /user/2fa/generate",
        "PUT /user/2fa/enable",
        "PUT /user/2fa/disable",
      ]),
    );
  });
});
