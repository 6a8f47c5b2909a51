import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { activateAccount, confirmationCodeInvalid, confirmationCodeMismatch } from "../../core/account/use-cases/activate-account";
import { captchaInvalid, fieldInvalid } from "../../core/account/account.errors";
import { userNotFound } from "../../core/shared/load-user";
import { emailAlreadyConfirmed, sendConfirmationEmail } from "../../core/account/use-cases/send-confirmation-email";
import { emailAlreadyUsed, updateEmail } from "../../core/account/use-cases/update-email";
import { referralSelfEmail } from "../../core/referral/referral-eligibility";
import { CAPTCHA, clientHash, latestLink, mailsTo, registrationDeps, storeUser, type RegistrationDeps } from "./registration-fixtures";

const DAY = 24 * 60 * 60 * 1000;
const ip = { recaptchaToken: CAPTCHA, remoteIp: null };

async function pendingUser(deps: RegistrationDeps, fields = {}) {
  const user = await storeUser(deps, { isActive: false, ...fields });
  await sendConfirmationEmail(deps, { userId: user.id, ...ip });
  const code = (await latestLink(deps.storage, user.email, "EMAIL_CONFIRMATION")).get("code")!;
  return { user, code };
}

const activeFlag = async (deps: RegistrationDeps, id: string) => (await deps.storage.users.findById(id))._unsafeUnwrap()?.isActive;

describe("sendConfirmationEmail", () => {
  it("mails an inactive user a confirmation link in the interface's language", async () => {
    const deps = registrationDeps();
    const user = await storeUser(deps, { isActive: false, language: "en" });
    expect(await sendConfirmationEmail(deps, { userId: user.id, language: "th", ...ip })).toEqual(ok({ email: user.email }));
    expect((await mailsTo(deps.storage, user.email)).map((m) => [m.kind, m.language])).toEqual([["EMAIL_CONFIRMATION", "th"]]);
  });

  it("refuses a user whose email is already confirmed", async () => {
    const deps = registrationDeps();
    const user = await storeUser(deps, { isActive: true });
    expect(await sendConfirmationEmail(deps, { userId: user.id, ...ip })).toEqual(err(emailAlreadyConfirmed()));
    expect(await mailsTo(deps.storage, user.email)).toEqual([]);
  });

  it("refuses a user that no longer exists and a wrong captcha", async () => {
    const deps = registrationDeps();
    expect(await sendConfirmationEmail(deps, { userId: "gone", ...ip })).toEqual(err(userNotFound()));
    expect(await sendConfirmationEmail(deps, { userId: "gone", recaptchaToken: "x", remoteIp: null })).toEqual(err(captchaInvalid()));
  });
});

describe("activateAccount", () => {
  it("activates the signed-in user with the mailed code and its email", async () => {
    const deps = registrationDeps();
    const { user, code } = await pendingUser(deps);
    const result = await activateAccount(deps, { userId: user.id, confirmationCode: code, email: user.email.toUpperCase(), ...ip });
    expect(result.map((r) => r.user.isActive)).toEqual(ok(true));
  });

  it("refuses a code used once already", async () => {
    const deps = registrationDeps();
    const { user, code } = await pendingUser(deps);
    await activateAccount(deps, { userId: user.id, confirmationCode: code, email: user.email, ...ip });
    await deps.storage.users.update(user.id, { isActive: false }, deps.clock.now());
    expect(await activateAccount(deps, { userId: user.id, confirmationCode: code, email: user.email, ...ip })).toEqual(err(confirmationCodeInvalid()));
  });

  it("refuses a code after its 7 days", async () => {
    const deps = registrationDeps();
    const { user, code } = await pendingUser(deps);
    deps.clock.advance(7 * DAY + 1);
    expect(await activateAccount(deps, { userId: user.id, confirmationCode: code, email: user.email, ...ip })).toEqual(err(confirmationCodeInvalid()));
  });

  it("refuses another user's email or code, and leaves that code usable by its owner", async () => {
    const deps = registrationDeps();
    const mine = await pendingUser(deps);
    const theirs = await pendingUser(deps);
    const attempt = (email: string, confirmationCode: string) => activateAccount(deps, { userId: mine.user.id, confirmationCode, email, ...ip });
    expect(await attempt(theirs.user.email, theirs.code)).toEqual(err(confirmationCodeMismatch()));
    expect(await attempt(mine.user.email, theirs.code)).toEqual(err(confirmationCodeMismatch()));
    expect(await activeFlag(deps, mine.user.id)).toBe(false);
    const owner = await activateAccount(deps, { userId: theirs.user.id, confirmationCode: theirs.code, email: theirs.user.email, ...ip });
    expect(owner.isOk()).toBe(true);
  });

  it.each([
    ["a malformed code", "not a code!", confirmationCodeInvalid()],
    ["an unknown code", "A".repeat(43), confirmationCodeInvalid()],
  ])("refuses %s", async (_name, confirmationCode, expected) => {
    const deps = registrationDeps();
    const { user } = await pendingUser(deps);
    expect(await activateAccount(deps, { userId: user.id, confirmationCode, email: user.email, ...ip })).toEqual(err(expected));
  });

  it("succeeds again for an account already active, without needing the code", async () => {
    const deps = registrationDeps();
    const user = await storeUser(deps);
    expect(await activateAccount(deps, { userId: user.id, confirmationCode: "whatever", email: user.email, ...ip })).toEqual(ok({ user }));
  });

  it("records a referral code given at activation, but refuses a self-referral", async () => {
    const deps = registrationDeps();
    const inviter = await storeUser(deps, { referralCode: "QQ12CD34" });
    const { user, code } = await pendingUser(deps);
    const result = await activateAccount(deps, { userId: user.id, confirmationCode: code, email: user.email, referralCode: "QQ12CD34", ...ip });
    expect(result.map((r) => r.user.referredBy)).toEqual(ok(inviter.id));
    const self = await pendingUser(deps, { referralCode: "RR12CD34" });
    const own = { userId: self.user.id, confirmationCode: self.code, email: self.user.email, referralCode: "RR12CD34", ...ip };
    expect(await activateAccount(deps, own)).toEqual(err(referralSelfEmail()));
  });
});

const PASSWORD = clientHash("Passw0rd!");
const proof = { proof: { password: PASSWORD } };
const withPassword = async (deps: RegistrationDeps) => ({ passwordHash: await deps.passwordHasher.hash(PASSWORD) });

describe("updateEmail", () => {
  it("moves an active user to the new address, unconfirmed, and tells the old address", async () => {
    const deps = registrationDeps();
    const user = await storeUser(deps, { email: "old@example.com", ...(await withPassword(deps)) });
    const result = await updateEmail(deps, { userId: user.id, email: "New@Example.com", ...ip, ...proof });
    expect(result.map((r) => [r.user.email, r.user.isActive])).toEqual(ok(["new@example.com", false]));
    expect((await mailsTo(deps.storage, "old@example.com")).map((m) => m.kind)).toEqual(["EMAIL_CHANGED"]);
    const link = await latestLink(deps.storage, "new@example.com", "EMAIL_CONFIRMATION");
    const activated = await activateAccount(deps, { userId: user.id, confirmationCode: link.get("code")!, email: link.get("email")!, ...ip });
    expect(activated.map((r) => r.user.isActive)).toEqual(ok(true));
  });

  it("sends a fresh code when an unconfirmed user repeats the same address, and nothing when confirmed", async () => {
    const deps = registrationDeps();
    const pending = await storeUser(deps, { isActive: false });
    await updateEmail(deps, { userId: pending.id, email: pending.email, ...ip, proof: {} });
    expect((await mailsTo(deps.storage, pending.email)).map((m) => m.kind)).toEqual(["EMAIL_CONFIRMATION"]);
    const confirmed = await storeUser(deps);
    expect(await updateEmail(deps, { userId: confirmed.id, email: confirmed.email, ...ip, proof: {} })).toEqual(ok({ user: confirmed }));
    expect(await mailsTo(deps.storage, confirmed.email)).toEqual([]);
  });

  it.each([
    ["an email another account uses", "taken", emailAlreadyUsed()],
    ["an invalid email", "nope", fieldInvalid("email", "EMAIL_INVALID")],
  ])("refuses %s", async (_name, which, expected) => {
    const deps = registrationDeps();
    const other = await storeUser(deps);
    const user = await storeUser(deps, await withPassword(deps));
    const email = which === "taken" ? other.email : which;
    expect(await updateEmail(deps, { userId: user.id, email, ...ip, ...proof })).toEqual(err(expected));
    expect((await deps.storage.users.findById(user.id))._unsafeUnwrap()).toEqual(user);
  });
});
