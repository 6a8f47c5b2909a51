import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CAPTCHA_TOKEN } from "../../tests/integration/server-harness";
import { DAY, startSessionServer, type SessionServer } from "../../tests/integration/session-http-fixture";
import { createAccountApi } from "./account.api";

// The password whose client hash session-http-fixture stores for its users.
const PASSWORD = "Passw0rd!";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

let s: SessionServer;
beforeAll(async () => {
  s = await startSessionServer();
});
afterAll(() => s.close());

const login = (email: string, password = PASSWORD) => ({ email, password, rememberMe: false, captchaToken: TEST_CAPTCHA_TOKEN });

describe("the account port over HTTP", () => {
  it("logs in with the password as typed, answering the session with its expiry and user", async () => {
    const user = await s.userWithPassword();
    const outcome = await createAccountApi(s.server.client).logIn(login(user.email));
    expect(outcome._unsafeUnwrap()).toEqual({
      kind: "SESSION",
      accessToken: expect.any(String),
      expiresAt: s.clock.now() + DAY / 2,
      requestEmail: false,
      user: {
        id: user.id,
        email: user.email,
        displayName: user.displayName,
        profilePicture: null,
        accountType: "EMAIL",
        isActive: true,
        isEnabled2FA: false,
        kycStatus: "UNVERIFIED",
        language: "en",
        referralCode: user.referralCode,
      },
    });
  });

  it("answers a 2FA account's login with the challenge, which the authenticator's code turns into a session", async () => {
    const user = await s.userWithPassword({ isEnabled2FA: true, twoFactorSecret: SECRET });
    const account = createAccountApi(s.server.client);
    const step = (await account.logIn(login(user.email)))._unsafeUnwrap();
    const verified = step.kind === "TWO_FACTOR" ? (await account.verifyTwoFactor(step, s.code(SECRET)))._unsafeUnwrap() : step;
    expect([step, verified.kind, verified.kind === "SESSION" ? verified.user.id : null]).toEqual([
      { kind: "TWO_FACTOR", secretKeyForVerify2FA: expect.any(String), userId: user.id },
      "SESSION",
      user.id,
    ]);
  });

  it("registers with the password as typed, which then logs in", async () => {
    const account = createAccountApi(s.server.client);
    const email = `port-${Date.now()}@example.com`;
    const registered = await account.register({ email, password: "An0ther-Passw0rd", isSubscribeNews: false, acceptedTerms: true, language: "th", captchaToken: TEST_CAPTCHA_TOKEN });
    const outcome = (await account.logIn(login(email, "An0ther-Passw0rd")))._unsafeUnwrap();
    expect([registered._unsafeUnwrap(), outcome.kind, outcome.kind === "SESSION" ? [outcome.user.email, outcome.user.language] : null]).toEqual([
      undefined,
      "SESSION",
      [email, "th"],
    ]);
  });

  it("hands a new 2FA secret as its base32 text, which the enabling code comes from", async () => {
    const { token } = await s.loggedIn();
    const account = createAccountApi(s.server.clientWithToken(token));
    const generated = (await account.generateTwoFactorSecret())._unsafeUnwrap();
    const enabled = await account.enableTwoFactor(s.code(generated.secret));
    expect([generated.secret, generated.url.startsWith("otpauth://totp/"), enabled._unsafeUnwrap()]).toEqual([expect.stringMatching(/^[A-Z2-7]+=*$/), true, undefined]);
  });

  it("answers the profile with KUL as bigint", async () => {
    const { user, token } = await s.loggedIn();
    const profile = (await createAccountApi(s.server.clientWithToken(token)).profile())._unsafeUnwrap();
    expect({ id: profile.id, kulBalance: profile.kulBalance, rewards: profile.rewards }).toEqual({ id: user.id, kulBalance: 0n, rewards: [] });
  });
});
