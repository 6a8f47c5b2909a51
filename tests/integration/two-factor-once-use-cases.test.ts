import { err, ok } from "neverthrow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { base32Decode, totpAt } from "../../adapters/crypto";
import * as errors from "../../core/account/account.errors";
import { disableTwoFactor } from "../../core/account/use-cases/disable-two-factor";
import { enableTwoFactor } from "../../core/account/use-cases/enable-two-factor";
import { loginWithEmail } from "../../core/account/use-cases/login-with-email";
import { verifyTwoFactor } from "../../core/account/use-cases/verify-two-factor";
import { CAPTCHA_OK, sessionFixture } from "./session-fixture";
import { startSocialIssuer, type SocialIssuer } from "./social-issuer";

let issuer: SocialIssuer;
beforeAll(async () => {
  issuer = await startSocialIssuer();
});
afterAll(() => issuer.close());

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const codeAt = (now: number) => totpAt(base32Decode(SECRET) ?? new Uint8Array(), now);
const STEP_MS = 30_000;

async function challenged() {
  const f = sessionFixture(issuer);
  const user = await f.seedUser({ isEnabled2FA: true, twoFactorSecret: SECRET });
  const login = () => loginWithEmail(f.deps, { email: user.email, password: f.clientHash, rememberMe: false, recaptchaToken: CAPTCHA_OK, remoteIp: null });
  const challenge = async () => {
    const step = (await login())._unsafeUnwrap();
    return step.kind === "TWO_FACTOR" ? step.secretKeyForVerify2FA : "";
  };
  return { ...f, user, challenge };
}

describe("a TOTP code is accepted once", () => {
  it("refuses the same code at the 2FA step of a second login as an incorrect code", async () => {
    const { deps, user, clock, challenge } = await challenged();
    const code = codeAt(clock.now());
    const first = await verifyTwoFactor(deps, { userId: user.id, secretKeyForVerify2FA: await challenge(), code });
    const again = await verifyTwoFactor(deps, { userId: user.id, secretKeyForVerify2FA: await challenge(), code });
    expect([first.map((s) => s.kind), again]).toEqual([ok("SESSION"), err(errors.twoFactorCodeIncorrect())]);
  });

  it("refuses the code of an earlier step once a later one was used, within the drift", async () => {
    const { deps, user, clock, challenge } = await challenged();
    const later = await verifyTwoFactor(deps, { userId: user.id, secretKeyForVerify2FA: await challenge(), code: codeAt(clock.now()) });
    const earlier = await verifyTwoFactor(deps, { userId: user.id, secretKeyForVerify2FA: await challenge(), code: codeAt(clock.now() - STEP_MS) });
    expect([later.isOk(), earlier]).toEqual([true, err(errors.twoFactorCodeIncorrect())]);
  });

  it("starts one session when the same code is sent by parallel requests", async () => {
    const { deps, user, clock, challenge } = await challenged();
    const code = codeAt(clock.now());
    // Five, the most the 2FA throttle lets through at once; logins one after the other, as each success clears its count.
    const challenges: string[] = [];
    for (let i = 0; i < 5; i += 1) challenges.push(await challenge());
    const results = await Promise.all(challenges.map((secretKeyForVerify2FA) => verifyTwoFactor(deps, { userId: user.id, secretKeyForVerify2FA, code })));
    expect(results.filter((r) => r.isOk())).toHaveLength(1);
    expect(results.filter((r) => r.isErr())).toEqual(Array(4).fill(err(errors.twoFactorCodeIncorrect())));
  });

  it("accepts the code of the next step", async () => {
    const { deps, user, clock, challenge } = await challenged();
    await verifyTwoFactor(deps, { userId: user.id, secretKeyForVerify2FA: await challenge(), code: codeAt(clock.now()) });
    clock.advance(STEP_MS);
    const next = await verifyTwoFactor(deps, { userId: user.id, secretKeyForVerify2FA: await challenge(), code: codeAt(clock.now()) });
    expect(next.map((s) => s.kind)).toEqual(ok("SESSION"));
  });

  it("refuses to disable 2FA with the code just used to log in", async () => {
    const { deps, user, clock, challenge, clientHash } = await challenged();
    const code = codeAt(clock.now());
    await verifyTwoFactor(deps, { userId: user.id, secretKeyForVerify2FA: await challenge(), code });
    expect(await disableTwoFactor(deps, { userId: user.id, proof: { password: clientHash, code }, remoteIp: null })).toEqual(err(errors.twoFactorCodeIncorrect()));
    expect((await deps.storage.users.findById(user.id))._unsafeUnwrap()?.isEnabled2FA).toBe(true);
  });

  it("enables 2FA once for parallel requests with the same code, and refuses that code to disable it", async () => {
    const f = sessionFixture(issuer);
    const user = await f.seedUser({ twoFactorSecret: SECRET });
    const code = codeAt(f.clock.now());
    const results = await Promise.all([enableTwoFactor(f.deps, { userId: user.id, code }), enableTwoFactor(f.deps, { userId: user.id, code })]);
    expect(results.filter((r) => r.isOk())).toHaveLength(1);
    expect(await disableTwoFactor(f.deps, { userId: user.id, proof: { password: f.clientHash, code }, remoteIp: null })).toEqual(err(errors.twoFactorCodeIncorrect()));
  });
});

describe("a 2FA login challenge starts one session", () => {
  it("refuses a second verify with the same challenge, even with a fresh code", async () => {
    const { deps, user, clock, challenge } = await challenged();
    const secretKeyForVerify2FA = await challenge();
    const first = await verifyTwoFactor(deps, { userId: user.id, secretKeyForVerify2FA, code: codeAt(clock.now()) });
    clock.advance(STEP_MS);
    const again = await verifyTwoFactor(deps, { userId: user.id, secretKeyForVerify2FA, code: codeAt(clock.now()) });
    expect([first.map((s) => s.kind), again]).toEqual([ok("SESSION"), err(errors.twoFactorChallengeInvalid())]);
  });

  it("keeps the challenge usable after a wrong code", async () => {
    const { deps, user, clock, challenge } = await challenged();
    const secretKeyForVerify2FA = await challenge();
    await verifyTwoFactor(deps, { userId: user.id, secretKeyForVerify2FA, code: codeAt(clock.now() + 10 * 60_000) });
    const right = await verifyTwoFactor(deps, { userId: user.id, secretKeyForVerify2FA, code: codeAt(clock.now()) });
    expect(right.map((s) => s.kind)).toEqual(ok("SESSION"));
  });

  it("starts one session when parallel requests share a challenge with different valid codes", async () => {
    const { deps, user, clock, challenge } = await challenged();
    const secretKeyForVerify2FA = await challenge();
    const codes = [codeAt(clock.now() - STEP_MS), codeAt(clock.now()), codeAt(clock.now() + STEP_MS)];
    const results = await Promise.all(codes.map((code) => verifyTwoFactor(deps, { userId: user.id, secretKeyForVerify2FA, code })));
    expect(results.filter((r) => r.isOk())).toHaveLength(1);
  });
});
