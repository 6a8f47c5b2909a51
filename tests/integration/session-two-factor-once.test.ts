import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CAPTCHA_TOKEN } from "./server-harness";
import { PASSWORD_HASH, startSessionServer, type SessionServer } from "./session-http-fixture";

let s: SessionServer;
beforeAll(async () => {
  s = await startSessionServer();
});
afterAll(() => s.close());

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

async function twoFactorUser() {
  const user = await s.userWithPassword({ isEnabled2FA: true, twoFactorSecret: SECRET });
  const challenge = async () => {
    const step = await s.sessionApi().loginWithEmailPassword({ email: user.email, password: PASSWORD_HASH, recaptchaToken: TEST_CAPTCHA_TOKEN });
    return step._unsafeUnwrap().secretKeyForVerify2FA ?? "";
  };
  return { user, challenge };
}

describe("POST /user/2fa/verify takes each TOTP code once", () => {
  it("answers 400 TWO_FACTOR_CODE_INCORRECT when a used code is replayed with a new challenge", async () => {
    const { user, challenge } = await twoFactorUser();
    const code = s.code(SECRET);
    const first = await s.sessionApi().verifyTwoFactor({ code, secretKeyForVerify2FA: await challenge(), userId: user.id });
    const replay = await s.sessionApi().verifyTwoFactor({ code, secretKeyForVerify2FA: await challenge(), userId: user.id });
    expect([typeof first._unsafeUnwrap().access_token, replay._unsafeUnwrapErr().status, replay._unsafeUnwrapErr().code]).toEqual([
      "string", 400, "TWO_FACTOR_CODE_INCORRECT",
    ]);
  });

  it("gives one token to parallel requests with the same code", async () => {
    const { user, challenge } = await twoFactorUser();
    const code = s.code(SECRET);
    const challenges = await Promise.all(Array.from({ length: 5 }, () => challenge()));
    const answers = await Promise.all(challenges.map((secretKeyForVerify2FA) => s.sessionApi().verifyTwoFactor({ code, secretKeyForVerify2FA, userId: user.id })));
    expect(answers.filter((a) => a.isOk())).toHaveLength(1);
    expect(answers.filter((a) => a.isErr()).map((a) => a._unsafeUnwrapErr().code)).toEqual(Array(4).fill("TWO_FACTOR_CODE_INCORRECT"));
  });
});

describe("POST /user/2fa/verify takes each challenge once", () => {
  it("answers 401 TWO_FACTOR_CHALLENGE_INVALID when a used challenge comes back with a fresh code", async () => {
    const { user, challenge } = await twoFactorUser();
    const secretKeyForVerify2FA = await challenge();
    const first = await s.sessionApi().verifyTwoFactor({ code: s.code(SECRET), secretKeyForVerify2FA, userId: user.id });
    s.clock.advance(30_000);
    const reused = await s.sessionApi().verifyTwoFactor({ code: s.code(SECRET), secretKeyForVerify2FA, userId: user.id });
    expect([typeof first._unsafeUnwrap().access_token, reused._unsafeUnwrapErr().status, reused._unsafeUnwrapErr().code]).toEqual([
      "string", 401, "TWO_FACTOR_CHALLENGE_INVALID",
    ]);
  });
});
