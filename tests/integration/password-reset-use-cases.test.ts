import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { captchaInvalid, emailRateLimited, fieldInvalid } from "../../core/account/account.errors";
import { loginThrottle, THROTTLE_RULES } from "../../core/account/throttle";
import { resetPassword, resetPasswordTokenInvalid, type ResetPasswordInput } from "../../core/account/use-cases/reset-password";
import { sendForgotPasswordEmail } from "../../core/account/use-cases/send-forgot-password-email";
import { CAPTCHA, clientHash, latestLink, mailsTo, registrationDeps, storeUser, WEB_ORIGIN, type RegistrationDeps } from "./registration-fixtures";

const HOUR = 60 * 60 * 1000;
const captcha = { recaptchaToken: CAPTCHA, remoteIp: null };
const NEW_HASH = clientHash("NewSecret456");

async function requestReset(deps: RegistrationDeps, email: string) {
  await sendForgotPasswordEmail(deps, { email, ...captcha });
  const link = await latestLink(deps.storage, email.toLowerCase(), "PASSWORD_RESET");
  return { email: link.get("email")!, token: link.get("token")! };
}

const resetInput = (email: string, resetPasswordToken: string, fields: Partial<ResetPasswordInput> = {}): ResetPasswordInput => ({
  email,
  password: NEW_HASH,
  resetPasswordToken,
  ...captcha,
  ...fields,
});

describe("sendForgotPasswordEmail", () => {
  it("mails a one-time reset link to the web app in the account's language", async () => {
    const deps = registrationDeps();
    const user = await storeUser(deps, { language: "th" });
    expect(await sendForgotPasswordEmail(deps, { email: user.email.toUpperCase(), ...captcha })).toEqual(ok({ email: user.email }));
    const [mail] = await mailsTo(deps.storage, user.email, "PASSWORD_RESET");
    expect(mail?.language).toBe("th");
    expect(mail?.text).toContain(`${WEB_ORIGIN}/reset-password?email=`);
  });

  it("mails at most 3 links an hour to one address, then refuses with the wait", async () => {
    const deps = registrationDeps();
    const user = await storeUser(deps);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendForgotPasswordEmail(deps, { email: user.email, ...captcha })));
    expect(answers.filter((a) => a.isErr()).map((a) => a._unsafeUnwrapErr())).toEqual(Array(17).fill(emailRateLimited(3600)));
    expect(await mailsTo(deps.storage, user.email, "PASSWORD_RESET")).toHaveLength(THROTTLE_RULES.mailsPerAddress.limit);
    deps.clock.advance(HOUR);
    expect((await sendForgotPasswordEmail(deps, { email: user.email, ...captcha })).isOk()).toBe(true);
  });

  it("counts an unknown email's requests too, so the limit reveals no account", async () => {
    const deps = registrationDeps();
    for (let i = 0; i < 3; i += 1) await sendForgotPasswordEmail(deps, { email: "nobody@example.com", ...captcha });
    expect(await sendForgotPasswordEmail(deps, { email: "nobody@example.com", ...captcha })).toEqual(err(emailRateLimited(3600)));
  });

  it("answers an unknown email exactly like a known one and mails nothing", async () => {
    const deps = registrationDeps();
    expect(await sendForgotPasswordEmail(deps, { email: "nobody@example.com", ...captcha })).toEqual(ok({ email: "nobody@example.com" }));
    expect(await mailsTo(deps.storage, "nobody@example.com")).toEqual([]);
  });

  it.each([
    ["a wrong captcha", { email: "a@example.com", recaptchaToken: "robot", remoteIp: null }, captchaInvalid()],
    ["an invalid email", { email: "a@", ...captcha }, fieldInvalid("email", "EMAIL_INVALID")],
  ])("refuses %s", async (_name, input, expected) => {
    expect(await sendForgotPasswordEmail(registrationDeps(), input)).toEqual(err(expected));
  });
});

describe("resetPassword", () => {
  it("sets the new password, signs out every session and clears failed logins", async () => {
    const deps = registrationDeps();
    const user = await storeUser(deps, { passwordHash: await deps.passwordHasher.hash(clientHash("Old123abc")) });
    const now = deps.clock.now();
    await deps.storage.sessions.create({ id: "s1", userId: user.id, createdAt: now, expiresAt: now + HOUR });
    const login = loginThrottle(user.email);
    await deps.storage.attempts.take(login.key, login.rule.windowMs, now);
    const link = await requestReset(deps, user.email);
    expect(await resetPassword(deps, resetInput(link.email, link.token))).toEqual(ok({ userId: user.id }));
    const stored = (await deps.storage.users.findById(user.id))._unsafeUnwrap()!;
    expect(await deps.passwordHasher.verify(NEW_HASH, stored.passwordHash!)).toBe(true);
    expect((await deps.storage.sessions.findById("s1"))._unsafeUnwrap()?.revokedAt).toBe(now);
    expect(await deps.storage.attempts.take(login.key, login.rule.windowMs, now)).toEqual(ok({ count: 1, windowStartedAt: now }));
  });

  it("refuses the link a second time and after its hour", async () => {
    const deps = registrationDeps();
    const user = await storeUser(deps);
    const used = await requestReset(deps, user.email);
    await resetPassword(deps, resetInput(used.email, used.token));
    expect(await resetPassword(deps, resetInput(used.email, used.token))).toEqual(err(resetPasswordTokenInvalid()));
    const late = await requestReset(deps, user.email);
    deps.clock.advance(HOUR + 1);
    expect(await resetPassword(deps, resetInput(late.email, late.token))).toEqual(err(resetPasswordTokenInvalid()));
  });

  it("ends the older links when a new one is mailed", async () => {
    const deps = registrationDeps();
    const user = await storeUser(deps);
    const older = await requestReset(deps, user.email);
    const newer = await requestReset(deps, user.email);
    expect(await resetPassword(deps, resetInput(older.email, older.token))).toEqual(err(resetPasswordTokenInvalid()));
    expect(await resetPassword(deps, resetInput(newer.email, newer.token))).toEqual(ok({ userId: user.id }));
  });

  it("ends every other link of the account once a reset succeeds", async () => {
    const deps = registrationDeps();
    const user = await storeUser(deps);
    const used = await requestReset(deps, user.email);
    // A link stored beside the mailed one (as a request racing the reset would leave).
    const other = "C".repeat(43);
    await deps.storage.oneTimeTokens.create({ tokenHash: deps.random.sha256Hex(other), userId: user.id, purpose: "PASSWORD_RESET", expiresAt: deps.clock.now() + HOUR });
    expect(await resetPassword(deps, resetInput(used.email, used.token))).toEqual(ok({ userId: user.id }));
    expect(await resetPassword(deps, resetInput(used.email, other))).toEqual(err(resetPasswordTokenInvalid()));
  });

  it("refuses a link used with another account's email and keeps it usable by its owner", async () => {
    const deps = registrationDeps();
    const owner = await storeUser(deps);
    const other = await storeUser(deps);
    const link = await requestReset(deps, owner.email);
    expect(await resetPassword(deps, resetInput(other.email, link.token))).toEqual(err(resetPasswordTokenInvalid()));
    expect(await resetPassword(deps, resetInput(owner.email, link.token))).toEqual(ok({ userId: owner.id }));
  });

  it.each([
    ["a wrong captcha", { recaptchaToken: "robot" }, captchaInvalid()],
    ["a plain-text password", { password: "NewSecret456" }, fieldInvalid("password", "PASSWORD_HASH_INVALID")],
    ["an invalid email", { email: "nope" }, resetPasswordTokenInvalid()],
    ["a malformed token", { resetPasswordToken: "../../etc" }, resetPasswordTokenInvalid()],
    ["an unknown token", { resetPasswordToken: "B".repeat(43) }, resetPasswordTokenInvalid()],
  ])("refuses %s", async (_name, fields, expected) => {
    const deps = registrationDeps();
    const user = await storeUser(deps);
    const link = await requestReset(deps, user.email);
    expect(await resetPassword(deps, resetInput(link.email, link.token, fields))).toEqual(err(expected));
    expect((await deps.storage.users.findById(user.id))._unsafeUnwrap()?.passwordHash).toBeNull();
  });
});
