import { err, ok } from "neverthrow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpAt, base32Decode } from "../../adapters/crypto";
import { captchaInvalid, fieldInvalid } from "../../core/account/account.errors";
import { userNotFound } from "../../core/shared/load-user";
import { disableTwoFactor } from "../../core/account/use-cases/disable-two-factor";
import { enableTwoFactor } from "../../core/account/use-cases/enable-two-factor";
import { generateTwoFactor } from "../../core/account/use-cases/generate-two-factor";
import { loginWithEmail, type LoginWithEmailInput } from "../../core/account/use-cases/login-with-email";
import { logout } from "../../core/account/use-cases/logout";
import * as errors from "../../core/account/account.errors";
import type { SessionStarted } from "../../core/account/login-session";
import { verifyTwoFactor, type VerifyTwoFactorInput } from "../../core/account/use-cases/verify-two-factor";
import { REMEMBER_ME_SESSION_LIFETIME_MS, SESSION_LIFETIME_MS } from "../../core/account/session";
import { CAPTCHA_OK, sessionFixture } from "./session-fixture";
import { startSocialIssuer, type SocialIssuer } from "./social-issuer";

let issuer: SocialIssuer;
beforeAll(async () => {
  issuer = await startSocialIssuer();
});
afterAll(() => issuer.close());

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const codeAt = (now: number, secret = SECRET) => totpAt(base32Decode(secret) ?? new Uint8Array(), now);
const MINUTE = 60_000;

function setup() {
  const f = sessionFixture(issuer);
  const form = (email: string, overrides: Partial<LoginWithEmailInput> = {}): LoginWithEmailInput => ({
    email,
    password: f.clientHash,
    rememberMe: true,
    recaptchaToken: CAPTCHA_OK,
    remoteIp: null,
    ...overrides,
  });
  return { ...f, form };
}

describe("loginWithEmail", () => {
  it.each([
    [true, REMEMBER_ME_SESSION_LIFETIME_MS],
    [false, SESSION_LIFETIME_MS],
  ])("with remember-me %s starts a session whose token lives as long as it", async (rememberMe, lifetime) => {
    const { deps, form, seedUser, clock } = setup();
    const user = await seedUser();
    const result = (await loginWithEmail(deps, form(` ${user.email.toUpperCase()} `, { rememberMe })))._unsafeUnwrap() as SessionStarted;
    const claims = deps.tokens.verify(result.accessToken, clock.now());
    const session = (await deps.storage.sessions.findById("sessionId" in claims ? claims.sessionId : ""))._unsafeUnwrap();
    expect([result.kind, result.user.id, result.requestEmail, result.expiresAt, claims, session?.userId]).toEqual([
      "SESSION",
      user.id,
      false,
      clock.now() + lifetime,
      { userId: user.id, sessionId: session?.id, role: "USER", expiresAt: clock.now() + lifetime },
      user.id,
    ]);
  });

  it("logs in an account whose email is not confirmed yet", async () => {
    const { deps, form, seedUser } = setup();
    const user = await seedUser({ isActive: false });
    expect((await loginWithEmail(deps, form(user.email))).map((r) => r.kind)).toEqual(ok("SESSION"));
  });

  it.each([
    ["a wrong password", { password: "f".repeat(64) }, {}],
    ["an unknown email", { email: "nobody@example.com" }, {}],
    ["a social-only account", {}, { passwordHash: null, accountType: "GOOGLE" as const }],
  ])("answers %s with the same invalid-credentials error", async (_, formChange, userChange) => {
    const { deps, form, seedUser } = setup();
    const user = await seedUser(userChange);
    expect(await loginWithEmail(deps, form(user.email, formChange))).toEqual(err(errors.loginCredentialsInvalid()));
  });

  it.each([
    ["a refused captcha", { recaptchaToken: "bad" }, captchaInvalid()],
    ["an invalid email", { email: "not-an-email" }, fieldInvalid("email", "EMAIL_INVALID")],
    ["a plain-text password", { password: "Passw0rd!" }, fieldInvalid("password", "PASSWORD_HASH_INVALID")],
  ])("refuses %s before looking at the password", async (_, change, expected) => {
    const { deps, form, seedUser } = setup();
    const user = await seedUser();
    expect(await loginWithEmail(deps, form(user.email, change))).toEqual(err(expected));
  });

  it("refuses the sixth attempt after five failures in 15 minutes, even with the right password, until the oldest ages out", async () => {
    const { deps, form, seedUser, clock } = setup();
    const user = await seedUser();
    for (let i = 0; i < 5; i += 1) {
      await loginWithEmail(deps, form(user.email, { password: "0".repeat(64) }));
      clock.advance(MINUTE);
    }
    const blocked = await loginWithEmail(deps, form(user.email));
    clock.advance(10 * MINUTE);
    const allowed = await loginWithEmail(deps, form(user.email));
    expect([blocked, allowed.map((r) => r.kind)]).toEqual([err(errors.loginTooManyAttempts(600)), ok("SESSION")]);
  });

  it("forgets past failures after a successful login", async () => {
    const { deps, form, seedUser } = setup();
    const user = await seedUser();
    const wrong = form(user.email, { password: "0".repeat(64) });
    for (let i = 0; i < 4; i += 1) await loginWithEmail(deps, wrong);
    await loginWithEmail(deps, form(user.email));
    for (let i = 0; i < 4; i += 1) await loginWithEmail(deps, wrong);
    expect((await loginWithEmail(deps, form(user.email))).map((r) => r.kind)).toEqual(ok("SESSION"));
  });

  it("answers the 2FA step instead of a token when 2FA is on, and starts no session", async () => {
    const { deps, form, seedUser } = setup();
    const user = await seedUser({ isEnabled2FA: true, twoFactorSecret: SECRET });
    const result = (await loginWithEmail(deps, form(user.email)))._unsafeUnwrap();
    expect(result.kind === "TWO_FACTOR" && [result.userId, typeof result.secretKeyForVerify2FA]).toEqual([user.id, "string"]);
  });
});

describe("verifyTwoFactor", () => {
  async function challenged(rememberMe = false) {
    const s = setup();
    const user = await s.seedUser({ isEnabled2FA: true, twoFactorSecret: SECRET });
    const step = (await loginWithEmail(s.deps, s.form(user.email, { rememberMe })))._unsafeUnwrap();
    const secretKeyForVerify2FA = step.kind === "TWO_FACTOR" ? step.secretKeyForVerify2FA : "";
    return { ...s, user, input: { userId: user.id, secretKeyForVerify2FA, code: codeAt(s.clock.now()) } };
  }

  it("starts the session asked for at login once the code matches", async () => {
    const { deps, input, clock, user } = await challenged(false);
    const result = (await verifyTwoFactor(deps, { ...input, code: `${input.code.slice(0, 3)} ${input.code.slice(3)}` }))._unsafeUnwrap();
    expect([result.user.id, result.expiresAt]).toEqual([user.id, clock.now() + SESSION_LIFETIME_MS]);
  });

  it.each([
    ["another user id", (i: VerifyTwoFactorInput) => ({ ...i, userId: "someone-else" })],
    ["a forged challenge", (i: VerifyTwoFactorInput) => ({ ...i, secretKeyForVerify2FA: "a.b.c" })],
  ])("refuses %s as an invalid challenge", async (_, change) => {
    const { deps, input } = await challenged();
    expect(await verifyTwoFactor(deps, change(input))).toEqual(err(errors.twoFactorChallengeInvalid()));
  });

  it("refuses a challenge older than five minutes", async () => {
    const { deps, input, clock } = await challenged();
    clock.advance(5 * MINUTE);
    expect(await verifyTwoFactor(deps, { ...input, code: codeAt(clock.now()) })).toEqual(err(errors.twoFactorChallengeInvalid()));
  });

  it("refuses the challenge once 2FA was turned off meanwhile", async () => {
    const { deps, input, user, clock } = await challenged();
    await deps.storage.users.update(user.id, { isEnabled2FA: false, twoFactorSecret: null }, clock.now());
    expect(await verifyTwoFactor(deps, input)).toEqual(err(errors.twoFactorChallengeInvalid()));
  });

  it.each([
    ["", "TWO_FACTOR_CODE_REQUIRED"],
    ["12a456", "TWO_FACTOR_CODE_INVALID"],
  ])("refuses the code %j as a field error", async (code, reason) => {
    const { deps, input } = await challenged();
    expect(await verifyTwoFactor(deps, { ...input, code })).toEqual(err(fieldInvalid("code", reason)));
  });

  it("refuses wrong codes, then throttles the user after five", async () => {
    const { deps, input, clock } = await challenged();
    const wrong = { ...input, code: codeAt(clock.now() + 10 * MINUTE) };
    const results = [];
    for (let i = 0; i < 6; i += 1) results.push(await verifyTwoFactor(deps, wrong));
    expect(results).toEqual([...Array(5).fill(err(errors.twoFactorCodeIncorrect())), err(errors.loginTooManyAttempts(900))]);
  });
});

describe("2FA generate, enable and disable", () => {
  it("generates a secret for the authenticator, enables with its code, and disables with a later code", async () => {
    const { deps, seedUser, clock, clientHash } = setup();
    const user = await seedUser();
    const generated = (await generateTwoFactor(deps, { userId: user.id }))._unsafeUnwrap();
    const enabled = await enableTwoFactor(deps, { userId: user.id, code: codeAt(clock.now(), generated.secret) });
    const on = (await deps.storage.users.findById(user.id))._unsafeUnwrap();
    clock.advance(MINUTE);
    const disabled = await disableTwoFactor(deps, { userId: user.id, proof: { password: clientHash, code: codeAt(clock.now(), generated.secret) }, remoteIp: null });
    const off = (await deps.storage.users.findById(user.id))._unsafeUnwrap();
    expect([generated.url.startsWith(`otpauth://totp/KUL%20Swap%3A${encodeURIComponent(user.email)}?secret=${generated.secret}`), enabled, on?.isEnabled2FA, on?.twoFactorSecret, disabled, off?.isEnabled2FA, off?.twoFactorSecret]).toEqual([
      true, ok(undefined), true, generated.secret, ok(undefined), false, null,
    ]);
  });

  it.each([
    ["generating while on", { isEnabled2FA: true, twoFactorSecret: SECRET }, "generate", errors.twoFactorAlreadyEnabled()],
    ["enabling while on", { isEnabled2FA: true, twoFactorSecret: SECRET }, "enable", errors.twoFactorAlreadyEnabled()],
    ["enabling before generating", {}, "enable", errors.twoFactorNotGenerated()],
    ["disabling while off", { twoFactorSecret: SECRET }, "disable", errors.twoFactorNotEnabled()],
  ] as const)("refuses %s", async (_, userChange, action, expected) => {
    const { deps, seedUser, clock, clientHash } = setup();
    const user = await seedUser(userChange);
    const input = { userId: user.id, code: codeAt(clock.now()) };
    const disable = () => disableTwoFactor(deps, { userId: user.id, proof: { password: clientHash, code: input.code }, remoteIp: null });
    const run = { generate: () => generateTwoFactor(deps, input), enable: () => enableTwoFactor(deps, input), disable }[action];
    expect(await run()).toEqual(err(expected));
  });

  it("keeps 2FA off when the enabling code is wrong", async () => {
    const { deps, seedUser, clock } = setup();
    const user = await seedUser({ twoFactorSecret: SECRET });
    const result = await enableTwoFactor(deps, { userId: user.id, code: codeAt(clock.now() + 10 * MINUTE) });
    expect([result, (await deps.storage.users.findById(user.id))._unsafeUnwrap()?.isEnabled2FA]).toEqual([err(errors.twoFactorCodeIncorrect()), false]);
  });

  it.each([["generate"], ["enable"], ["disable"]] as const)("answers %s for a deleted account with USER_NOT_FOUND", async (action) => {
    const { deps, clock, clientHash } = setup();
    const input = { userId: "gone", code: codeAt(clock.now()) };
    const disable = () => disableTwoFactor(deps, { userId: "gone", proof: { password: clientHash, code: input.code }, remoteIp: null });
    const run = { generate: () => generateTwoFactor(deps, input), enable: () => enableTwoFactor(deps, input), disable }[action];
    expect(await run()).toEqual(err(userNotFound()));
  });
});

describe("logout", () => {
  it("revokes the caller's session at the current time", async () => {
    const { deps, form, seedUser, clock } = setup();
    const user = await seedUser();
    const session = (await loginWithEmail(deps, form(user.email)))._unsafeUnwrap() as SessionStarted;
    const claims = deps.tokens.verify(session.accessToken, clock.now());
    const sessionId = "sessionId" in claims ? claims.sessionId : "";
    clock.advance(MINUTE);
    const result = await logout(deps, { sessionId });
    expect([result, (await deps.storage.sessions.findById(sessionId))._unsafeUnwrap()?.revokedAt]).toEqual([ok(undefined), clock.now()]);
  });
});
