import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProfileClient } from "../support/wire-clients/profile.client";
import { TEST_CAPTCHA_TOKEN } from "./server-harness";
import { anyAnswer, DAY, PASSWORD_HASH, startSessionServer, type SessionServer } from "./session-http-fixture";

let s: SessionServer;
beforeAll(async () => {
  s = await startSessionServer();
});
afterAll(() => s.close());

describe("POST /user/loginWithEmailPassword", () => {
  it("answers a 12-hour token by default that opens the caller's profile", async () => {
    const user = await s.userWithPassword();
    const answer = (await s.sessionApi().loginWithEmailPassword({ email: user.email.toUpperCase(), password: PASSWORD_HASH, recaptchaToken: TEST_CAPTCHA_TOKEN }))._unsafeUnwrap();
    const profile = (await createProfileClient(s.server.clientWithToken(answer.access_token)).getProfile())._unsafeUnwrap();
    expect([answer.user?.id, answer.user?.email, answer.requestEmail, answer.expiresAt, answer.secretKeyForVerify2FA, profile.id]).toEqual([
      user.id, user.email, false, s.clock.now() + DAY / 2, undefined, user.id,
    ]);
  });

  it("answers a 90-day token with remember-me", async () => {
    const user = await s.userWithPassword();
    const answer = await s.sessionApi().loginWithEmailPassword({ email: user.email, password: PASSWORD_HASH, rememberMe: true, recaptchaToken: TEST_CAPTCHA_TOKEN });
    expect(answer.map((a) => a.expiresAt)).toEqual(answer.map(() => s.clock.now() + 90 * DAY));
  });

  it.each([
    ["email", { email: undefined }],
    ["email", { email: "not-an-email" }],
    ["password", { password: "Passw0rd!" }],
    ["recaptchaToken", { recaptchaToken: "" }],
    ["rememberMe", { rememberMe: "yes" }],
  ])("answers 400 naming %s for a bad value", async (field, change) => {
    const body = { email: "a@example.com", password: PASSWORD_HASH, recaptchaToken: TEST_CAPTCHA_TOKEN, ...change };
    const error = (await s.server.client.post("/user/loginWithEmailPassword", { body, response: anyAnswer }))._unsafeUnwrapErr();
    expect([error.status, error.code, error.fields?.map((f) => f.field), error.message.startsWith(`${field}: `)]).toEqual([400, "VALIDATION_FAILED", [field], true]);
  });

  it.each([
    ["a wrong password", "f".repeat(64), true],
    ["an unknown email", PASSWORD_HASH, false],
  ])("answers 401 for %s alike", async (_, password, known) => {
    const email = known ? (await s.userWithPassword()).email : "nobody@example.com";
    const error = (await s.sessionApi().loginWithEmailPassword({ email, password, recaptchaToken: TEST_CAPTCHA_TOKEN }))._unsafeUnwrapErr();
    expect([error.status, error.code, error.message]).toEqual([401, "LOGIN_CREDENTIALS_INVALID", "The email or password is incorrect."]);
  });

  it("answers 400 when the captcha is refused", async () => {
    const error = (await s.sessionApi().loginWithEmailPassword({ email: "a@example.com", password: PASSWORD_HASH, recaptchaToken: "robot" }))._unsafeUnwrapErr();
    expect([error.status, error.code]).toEqual([400, "CAPTCHA_INVALID"]);
  });

  it("answers 429 with Retry-After after five failures in 15 minutes", async () => {
    const user = await s.userWithPassword();
    const body = JSON.stringify({ email: user.email, password: "0".repeat(64), recaptchaToken: TEST_CAPTCHA_TOKEN });
    const post = () => fetch(`${s.server.baseUrl}/user/loginWithEmailPassword`, { method: "POST", headers: { "content-type": "application/json" }, body });
    for (let i = 0; i < 5; i += 1) await post();
    const answer = await post();
    const body429 = (await answer.json()) as { code: string; message: string };
    expect([answer.status, answer.headers.get("retry-after"), body429.code, body429.message]).toEqual([
      429, "900", "LOGIN_TOO_MANY_ATTEMPTS", "Too many failed attempts. Please try again in 900 seconds.",
    ]);
  });
});

describe("the 2FA login step (POST /user/2fa/verify)", () => {
  const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
  async function challenged() {
    const user = await s.userWithPassword({ isEnabled2FA: true, twoFactorSecret: SECRET });
    const step = (await s.sessionApi().loginWithEmailPassword({ email: user.email, password: PASSWORD_HASH, recaptchaToken: TEST_CAPTCHA_TOKEN }))._unsafeUnwrap();
    return { user, step, query: { code: s.code(SECRET), secretKeyForVerify2FA: step.secretKeyForVerify2FA ?? "", userId: user.id } };
  }

  it("answers the login of a 2FA account with a challenge instead of a token, then the token for the code", async () => {
    const { user, step, query } = await challenged();
    const verified = (await s.sessionApi().verifyTwoFactor(query))._unsafeUnwrap();
    expect([step.access_token, step.user, step.userId, typeof step.secretKeyForVerify2FA, verified.user?.id, typeof verified.access_token]).toEqual([
      null, null, user.id, "string", user.id, "string",
    ]);
  });

  it.each([
    ["code", { code: undefined }],
    ["code", { code: "12ab56" }],
    ["secretKeyForVerify2FA", { secretKeyForVerify2FA: "" }],
    ["userId", { userId: undefined }],
  ])("answers 400 naming %s for a bad value", async (field, change) => {
    const { query } = await challenged();
    const error = (await s.server.client.post("/user/2fa/verify", { body: { ...query, ...change }, response: anyAnswer }))._unsafeUnwrapErr();
    expect([error.status, error.fields?.map((f) => f.field)]).toEqual([400, [field]]);
  });

  it("still answers the spec's deprecated GET, code and challenge in the query", async () => {
    const { user, query } = await challenged();
    const verified = (await s.sessionApi().verifyTwoFactorByQuery(query))._unsafeUnwrap();
    expect([verified.user?.id, typeof verified.access_token]).toEqual([user.id, "string"]);
  });

  it("answers 400 for a wrong code", async () => {
    const { query } = await challenged();
    const error = (await s.sessionApi().verifyTwoFactor({ ...query, code: s.code(SECRET, s.clock.now() + DAY) }))._unsafeUnwrapErr();
    expect([error.status, error.code]).toEqual([400, "TWO_FACTOR_CODE_INCORRECT"]);
  });

  it("refuses one user's challenge for another user, and an expired challenge, with 401", async () => {
    const mine = await challenged();
    const theirs = await challenged();
    const swapped = await s.sessionApi().verifyTwoFactor({ ...mine.query, userId: theirs.user.id });
    s.clock.advance(5 * 60 * 1000);
    const late = await s.sessionApi().verifyTwoFactor({ ...mine.query, code: s.code(SECRET) });
    expect([swapped._unsafeUnwrapErr().status, swapped._unsafeUnwrapErr().code, late._unsafeUnwrapErr().status, late._unsafeUnwrapErr().code]).toEqual([
      401, "TWO_FACTOR_CHALLENGE_INVALID", 401, "TWO_FACTOR_CHALLENGE_INVALID",
    ]);
  });
});

describe("POST /user/loginWithGoogle and /user/loginWithFacebook", () => {
  it("creates a Google account with its reward and answers a token", async () => {
    const answer = (await s.sessionApi().loginWithGoogle({ googleIdToken: s.issuer.googleToken({ id: "http-g-1", email: "http-g1@example.com", name: "Ploy" }), language: "th" }))._unsafeUnwrap();
    const profile = (await createProfileClient(s.server.clientWithToken(answer.access_token)).getProfile())._unsafeUnwrap();
    expect([answer.user?.accountType, answer.user?.displayName, answer.requestEmail, profile.rewards.map((r) => r.name).sort()]).toEqual([
      "GOOGLE", "Ploy", false, ["ConnectWithGoogle", "Registration"],
    ]);
  });

  it("answers requestEmail for a Facebook account without an email", async () => {
    const answer = (await s.sessionApi().loginWithFacebook(s.issuer.facebookToken({ id: "http-fb-1", email: null, name: "Nok" })))._unsafeUnwrap();
    expect([answer.requestEmail, answer.user?.isActive, typeof answer.access_token]).toEqual([true, false, "string"]);
  });

  it.each([
    ["Google", "/user/loginWithGoogle", "googleIdToken", {}],
    ["Google", "/user/loginWithGoogle", "language", { googleIdToken: "t", language: "fr" }],
    ["Google", "/user/loginWithGoogle", "nonce", { googleIdToken: "t", nonce: "short" }],
    ["Facebook", "/user/loginWithFacebook", "uid", { uid: "", accessToken: "t" }],
    ["Facebook", "/user/loginWithFacebook", "accessToken", { uid: "1", accessToken: 42 }],
  ])("%s answers 400 naming %s for a bad value", async (_, path, field, body) => {
    const error = (await s.server.client.post(path, { body, response: anyAnswer }))._unsafeUnwrapErr();
    expect([error.status, error.fields?.map((f) => f.field)]).toEqual([400, [field]]);
  });

  it("logs in through the browser's redirect flow: Facebook's token without a uid, Google's with the nonce it carries", async () => {
    const { accessToken } = s.issuer.facebookToken({ id: "http-fb-r", email: "fb-r@example.com", name: "R" });
    const facebook = (await s.server.client.post("/user/loginWithFacebook", { body: { accessToken }, response: anyAnswer }))._unsafeUnwrap();
    const nonce = "n".repeat(43);
    const googleIdToken = s.issuer.googleToken({ id: "http-g-r", email: "g-r@example.com", nonce });
    const google = (await s.server.client.post("/user/loginWithGoogle", { body: { googleIdToken, nonce }, response: anyAnswer }))._unsafeUnwrap();
    const emails = [facebook, google].map((answer) => (answer as { user?: { email?: string } }).user?.email);
    expect(emails).toEqual(["fb-r@example.com", "g-r@example.com"]);
  });

  it("answers 401 for a Google id token carrying another sign-in's nonce", async () => {
    const googleIdToken = s.issuer.googleToken({ id: "http-g-n", email: "g-n@example.com", nonce: "a".repeat(43) });
    const error = (await s.server.client.post("/user/loginWithGoogle", { body: { googleIdToken, nonce: "b".repeat(43) }, response: anyAnswer }))._unsafeUnwrapErr();
    expect([error.status, error.code]).toEqual([401, "SOCIAL_TOKEN_INVALID"]);
  });

  it.each([
    ["a forged Google token", () => s.sessionApi().loginWithGoogle({ googleIdToken: "forged" })],
    ["a Facebook token of another user", () => s.sessionApi().loginWithFacebook({ ...s.issuer.facebookToken({ id: "http-fb-2", email: null }), uid: "http-fb-3" })],
  ])("answers 401 for %s", async (_, call) => {
    const error = (await call())._unsafeUnwrapErr();
    expect([error.status, error.code]).toEqual([401, "SOCIAL_TOKEN_INVALID"]);
  });

  it("answers 503 while the provider is down", async () => {
    s.issuer.setDown(true);
    const result = await s.sessionApi().loginWithGoogle({ googleIdToken: "any" });
    s.issuer.setDown(false);
    expect([result._unsafeUnwrapErr().status, result._unsafeUnwrapErr().code]).toEqual([503, "SOCIAL_UNAVAILABLE"]);
  });
});

describe("POST /user/logout", () => {
  it("revokes only the caller's session: their token then answers 401, another user's still works", async () => {
    const me = await s.loggedIn();
    const other = await s.loggedIn();
    const out = await s.sessionApi(me.token).logout();
    const mine = await createProfileClient(s.server.clientWithToken(me.token)).getProfile();
    const theirs = await createProfileClient(s.server.clientWithToken(other.token)).getProfile();
    expect([out._unsafeUnwrap(), mine._unsafeUnwrapErr().code, theirs._unsafeUnwrap().id]).toEqual([{ success: true }, "SESSION_REVOKED", other.user.id]);
  });
});
