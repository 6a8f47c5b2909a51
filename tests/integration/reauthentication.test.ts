import type { Result } from "neverthrow";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { NewUser } from "../../core/ports/storage.port";
import { createSecureRandom } from "../../adapters/crypto";
import type { ApiClientError } from "../../adapters/http-client/api-client";
import { createProfileClient } from "../support/wire-clients/profile.client";
import { updateUserEmail } from "../support/wire-clients/registration.client";
import { signInTestUser, TEST_CAPTCHA_TOKEN } from "./server-harness";
import { PASSWORD_HASH, startSessionServer, type SessionServer } from "./session-http-fixture";

// Changing the email, turning 2FA off and unlinking a social account need the password (or, for an
// account without one, a fresh sign-in of a linked provider) and the 2FA code when it is on: a
// stolen session alone cannot take the account. Wrong proofs share the atomic attempt throttle.

const SECRET = "JBSWY3DPEHPK3PXP";
const WRONG_PASSWORD = createSecureRandom().sha256Hex("not-the-password");
const captcha = { recaptchaToken: TEST_CAPTCHA_TOKEN };

let s: SessionServer;
beforeAll(async () => {
  s = await startSessionServer();
});
afterAll(() => s.close());
// A fresh throttle window for every test: the client network's limit is shared by the whole file.
beforeEach(() => s.clock.advance(16 * 60 * 1000));

async function signedIn(fields: Partial<NewUser> = {}) {
  const passwordHash = await s.server.deps.passwordHasher.hash(PASSWORD_HASH);
  const { user, token } = await signInTestUser(s.server.deps, { passwordHash, ...fields });
  const client = s.server.clientWithToken(token);
  return { user, client, profile: createProfileClient(client), session: s.sessionApi(token) };
}

const stored = async (id: string) => (await s.server.deps.storage.users.findById(id))._unsafeUnwrap()!;
const mailsTo = async (to: string) => (await s.server.deps.storage.outbox.list({ to, limit: 100 }))._unsafeUnwrap().map((m) => m.kind);
/** The status and code of a refused call. */
const refusal = (result: Result<unknown, ApiClientError>) => {
  const { status, code } = result._unsafeUnwrapErr();
  return [status, code];
};
const newAddress = () => `moved-${createSecureRandom().id().slice(0, 8)}@example.com`;

describe("changing the email", () => {
  it("is refused without the password and with a wrong one, and nothing moves", async () => {
    const { user, client } = await signedIn();
    const email = newAddress();
    const none = await updateUserEmail(client, { email, ...captcha });
    const wrong = await updateUserEmail(client, { email, ...captcha, password: WRONG_PASSWORD });
    expect([refusal(none), none._unsafeUnwrapErr().details, refusal(wrong)]).toEqual([
      [403, "REAUTHENTICATION_REQUIRED"],
      { needs: ["PASSWORD"] },
      [403, "REAUTHENTICATION_FAILED"],
    ]);
    expect([(await stored(user.id)).email, await mailsTo(email), await mailsTo(user.email)]).toEqual([user.email, [], []]);
  });

  it("moves the account with the password, and tells the old address", async () => {
    const { user, client } = await signedIn();
    const email = newAddress();
    const answer = await updateUserEmail(client, { email, ...captcha, password: PASSWORD_HASH });
    expect(answer._unsafeUnwrap()).toEqual({ success: true, email, isActive: false });
    expect([await mailsTo(user.email), await mailsTo(email)]).toEqual([["EMAIL_CHANGED"], ["EMAIL_CONFIRMATION"]]);
  });

  it("with 2FA on, also needs the current code: refused without it and with a wrong one", async () => {
    const { user, client } = await signedIn({ isEnabled2FA: true, twoFactorSecret: SECRET });
    const email = newAddress();
    const noCode = await updateUserEmail(client, { email, ...captcha, password: PASSWORD_HASH });
    const wrongCode = await updateUserEmail(client, { email, ...captcha, password: PASSWORD_HASH, code: s.code(SECRET, s.clock.now() + 86_400_000) });
    const codeOnly = await updateUserEmail(client, { email, ...captcha, code: s.code(SECRET) });
    expect([refusal(noCode), noCode._unsafeUnwrapErr().details, refusal(wrongCode), refusal(codeOnly)]).toEqual([
      [403, "REAUTHENTICATION_REQUIRED"],
      { needs: ["PASSWORD", "CODE"] },
      [400, "TWO_FACTOR_CODE_INCORRECT"],
      [403, "REAUTHENTICATION_REQUIRED"],
    ]);
    const moved = await updateUserEmail(client, { email, ...captcha, password: PASSWORD_HASH, code: s.code(SECRET) });
    expect([moved.isOk(), (await stored(user.id)).email, await mailsTo(user.email)]).toEqual([true, email, ["EMAIL_CHANGED"]]);
  });

  it("counts against the new address's mail limit, so moving back and forth cannot flood an inbox", async () => {
    const { client } = await signedIn();
    const victim = newAddress();
    const other = newAddress();
    const moves = [];
    for (const email of [victim, other, victim, other, victim, other, victim]) {
      moves.push(await updateUserEmail(client, { email, ...captcha, password: PASSWORD_HASH }));
    }
    expect(moves.slice(0, 6).every((move) => move.isOk())).toBe(true);
    expect(refusal(moves[6]!)).toEqual([429, "EMAIL_RATE_LIMITED"]);
    expect(await mailsTo(victim)).toEqual(["EMAIL_CONFIRMATION", "EMAIL_CONFIRMATION", "EMAIL_CONFIRMATION"]);
  });
});

describe("turning 2FA off", () => {
  it("is refused with the code alone and with a wrong password, and accepted with both", async () => {
    const { user, session } = await signedIn({ isEnabled2FA: true, twoFactorSecret: SECRET });
    const codeOnly = await session.disableTwoFactor({ code: s.code(SECRET) });
    const wrong = await session.disableTwoFactor({ code: s.code(SECRET), password: WRONG_PASSWORD });
    expect([refusal(codeOnly), refusal(wrong), (await stored(user.id)).isEnabled2FA]).toEqual([
      [403, "REAUTHENTICATION_REQUIRED"],
      [403, "REAUTHENTICATION_FAILED"],
      true,
    ]);
    const off = await session.disableTwoFactor({ code: s.code(SECRET), password: PASSWORD_HASH });
    expect([off._unsafeUnwrap(), (await stored(user.id)).isEnabled2FA]).toEqual([{ success: true }, false]);
  });
});

describe("unlinking a social account", () => {
  it("is refused without the password and with a wrong one, and accepted with it", async () => {
    const { user, profile } = await signedIn({ googleId: "g-reauth-1", googleEmail: "g@x.co" });
    const none = await profile.unlinkSocial("google");
    const wrong = await profile.unlinkSocial("google", { password: WRONG_PASSWORD });
    expect([refusal(none), refusal(wrong), (await stored(user.id)).googleId]).toEqual([[403, "REAUTHENTICATION_REQUIRED"], [403, "REAUTHENTICATION_FAILED"], "g-reauth-1"]);
    expect((await profile.unlinkSocial("google", { password: PASSWORD_HASH }))._unsafeUnwrap()).toEqual({ success: true });
    expect((await stored(user.id)).googleId).toBeNull();
  });

  it("needs the code as well when 2FA is on", async () => {
    const { user, profile } = await signedIn({ facebookId: "f-reauth-2", isEnabled2FA: true, twoFactorSecret: SECRET });
    const noCode = await profile.unlinkSocial("facebook", { password: PASSWORD_HASH });
    expect([refusal(noCode), (await stored(user.id)).facebookId]).toEqual([[403, "REAUTHENTICATION_REQUIRED"], "f-reauth-2"]);
    expect((await profile.unlinkSocial("facebook", { password: PASSWORD_HASH, code: s.code(SECRET) }))._unsafeUnwrap()).toEqual({ success: true });
  });

  it("takes a fresh sign-in of the linked provider from an account without a password, and no one else's", async () => {
    const { user, profile } = await signedIn({ passwordHash: null, accountType: "GOOGLE", googleId: "g-reauth-3", facebookId: "f-reauth-3" });
    const none = await profile.unlinkSocial("facebook", { password: PASSWORD_HASH });
    const someoneElse = await profile.unlinkSocial("facebook", { googleIdToken: s.issuer.googleToken({ id: "g-someone-else", email: "x@example.com" }) });
    const forged = await profile.unlinkSocial("facebook", { googleIdToken: "forged-token" });
    expect([refusal(none), none._unsafeUnwrapErr().details, refusal(someoneElse), refusal(forged)]).toEqual([
      [403, "REAUTHENTICATION_REQUIRED"],
      { needs: ["SOCIAL"] },
      [403, "REAUTHENTICATION_FAILED"],
      [403, "REAUTHENTICATION_FAILED"],
    ]);
    const fresh = s.issuer.googleToken({ id: "g-reauth-3", email: user.email });
    expect((await profile.unlinkSocial("facebook", { googleIdToken: fresh }))._unsafeUnwrap()).toEqual({ success: true });
    expect((await stored(user.id)).facebookId).toBeNull();
  });
});

describe("the re-authentication throttle", () => {
  it("refuses even the right password after 5 wrong ones, until the window ends", async () => {
    const { user, client } = await signedIn();
    const email = newAddress();
    const wrong = [];
    for (let i = 0; i < 5; i += 1) wrong.push(refusal(await updateUserEmail(client, { email, ...captcha, password: WRONG_PASSWORD })));
    const right = await updateUserEmail(client, { email, ...captcha, password: PASSWORD_HASH });
    expect([...wrong, refusal(right)]).toEqual([...Array(5).fill([403, "REAUTHENTICATION_FAILED"]), [429, "LOGIN_TOO_MANY_ATTEMPTS"]]);
    expect((await stored(user.id)).email).toBe(user.email);
    s.clock.advance(15 * 60 * 1000);
    expect((await updateUserEmail(client, { email, ...captcha, password: PASSWORD_HASH })).isOk()).toBe(true);
  });

  it("judges at most 5 of 30 parallel wrong codes for turning 2FA off", async () => {
    const { user, session } = await signedIn({ isEnabled2FA: true, twoFactorSecret: SECRET });
    const wrongCode = s.code(SECRET, s.clock.now() + 86_400_000);
    const answers = await Promise.all(Array.from({ length: 30 }, () => session.disableTwoFactor({ password: PASSWORD_HASH, code: wrongCode })));
    const codes = answers.map((answer) => answer._unsafeUnwrapErr().code);
    expect(codes.filter((code) => code === "TWO_FACTOR_CODE_INCORRECT").length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === "LOGIN_TOO_MANY_ATTEMPTS").length).toBeGreaterThanOrEqual(25);
    expect((await stored(user.id)).isEnabled2FA).toBe(true);
  });
});
