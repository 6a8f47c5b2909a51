import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { register, type RegisterInput } from "../../core/account/use-cases/register";
import { registrationNotifications, registrationRewards } from "../../core/account/registration-rules";
import { captchaInvalid, fieldInvalid } from "../../core/account/account.errors";
import { referralCodeInvalid } from "../../core/referral/referral-code";
import { referralSelfEmail } from "../../core/referral/referral-eligibility";
import { CAPTCHA, clientHash, latestLink, mailsTo, registrationDeps, storeUser, WEB_ORIGIN } from "./registration-fixtures";

const form = (fields: Partial<RegisterInput> = {}): RegisterInput => ({
  email: "New.Trader@Example.com",
  password: clientHash("Secret123"),
  isSubscribeNews: true,
  language: "en",
  recaptchaToken: CAPTCHA,
  remoteIp: "127.0.0.1",
  ...fields,
});

describe("register", () => {
  it("creates an inactive email account with a hashed password, lower-cased email and its own referral code", async () => {
    const deps = registrationDeps();
    expect(await register(deps, form())).toEqual(ok({ email: "new.trader@example.com" }));
    const user = (await deps.storage.users.findByEmail("new.trader@example.com"))._unsafeUnwrap()!;
    expect(user).toMatchObject({ displayName: "new.trader@example.com", accountType: "EMAIL", isActive: false, isSubscribeNews: true, referredBy: null, kycStatus: "UNVERIFIED" });
    expect(user.referralCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(await deps.passwordHasher.verify(clientHash("Secret123"), user.passwordHash!)).toBe(true);
  });

  it.each([
    [true, ["Registration", "SubscribeNewsLetter"]],
    [false, ["Registration"]],
  ])("grants the welcome rewards flagged for the congratulations modal (newsletter %s)", async (isSubscribeNews, names) => {
    const deps = registrationDeps();
    await register(deps, form({ isSubscribeNews }));
    const user = (await deps.storage.users.findByEmail("new.trader@example.com"))._unsafeUnwrap()!;
    const rewards = (await deps.storage.rewards.listForUser(user.id))._unsafeUnwrap();
    expect(rewards.map((r) => [r.name, r.amount, r.isOpenCongratsModal])).toEqual(names.map((name) => [name, 50n, true]));
    expect(registrationRewards(isSubscribeNews)).toEqual(names);
    const notifications = (await deps.storage.notifications.listForUser(user.id))._unsafeUnwrap();
    expect(notifications.map((n) => ({ type: n.type, name: n.name }))).toEqual(registrationNotifications(isSubscribeNews));
    expect(new Set(notifications.map((n) => n.timestamp)).size).toBe(notifications.length);
  });

  it("announces the newsletter reward as received when ticked and as an invitation otherwise", () => {
    expect(registrationNotifications(true)[0]).toEqual({ type: "RECEIVE_REWARD", name: "GetSubscribeNewsLetterReward" });
    expect(registrationNotifications(false)[0]).toEqual({ type: "GET_FREE_REWARD", name: "GetSubscribeNewsLetterReward" });
  });

  it("mails a confirmation link to the web app in the chosen language", async () => {
    const deps = registrationDeps();
    await register(deps, form({ language: "th", displayName: "สมชาย" }));
    const [mail] = await mailsTo(deps.storage, "new.trader@example.com");
    expect(mail).toMatchObject({ kind: "EMAIL_CONFIRMATION", language: "th", subject: "ยืนยันอีเมลของคุณสำหรับ KUL Swap" });
    expect(mail!.text).toContain(`${WEB_ORIGIN}/confirm-email?code=`);
    expect((await latestLink(deps.storage, "new.trader@example.com", "EMAIL_CONFIRMATION")).get("email")).toBe("new.trader@example.com");
  });

  it("answers a taken email exactly like a new one, creates nothing and tells the owner instead", async () => {
    const deps = registrationDeps();
    const owner = await storeUser(deps, { email: "taken@example.com" });
    expect(await register(deps, form({ email: "TAKEN@example.com" }))).toEqual(ok({ email: "taken@example.com" }));
    expect((await deps.storage.users.findByEmail("taken@example.com"))._unsafeUnwrap()).toEqual(owner);
    expect((await mailsTo(deps.storage, "taken@example.com")).map((m) => m.kind)).toEqual(["ACCOUNT_EXISTS"]);
    expect((await deps.storage.rewards.listForUser(owner.id))._unsafeUnwrap()).toEqual([]);
  });

  it("rehearses a new account's writes for a taken email and rolls all of them back", async () => {
    const deps = registrationDeps();
    await storeUser(deps, { email: "taken@example.com" });
    const ids: string[] = [];
    const random = { ...deps.random, id: () => ids[ids.push(deps.random.id()) - 1]! };
    await register({ ...deps, random }, form({ email: "taken@example.com" }));
    // The rehearsal drew ids for its user, notifications and the outbox mail, and none of its rows remain.
    expect(ids.length).toBeGreaterThan(2);
    for (const id of ids) {
      expect((await deps.storage.users.findById(id))._unsafeUnwrap()).toBeNull();
      expect((await deps.storage.users.findByEmail(`${id}@rehearsal.invalid`))._unsafeUnwrap()).toBeNull();
      expect((await deps.storage.notifications.listForUser(id))._unsafeUnwrap()).toEqual([]);
    }
  });

  it("records the inviter of a valid referral code, normalised as typed", async () => {
    const deps = registrationDeps();
    const inviter = await storeUser(deps, { referralCode: "AB12CD34" });
    await register(deps, form({ referralCode: "ab12-cd34" }));
    expect((await deps.storage.users.findByEmail("new.trader@example.com"))._unsafeUnwrap()?.referredBy).toBe(inviter.id);
  });

  it("ignores an unknown referral code so a stale invite cannot block registering", async () => {
    const deps = registrationDeps();
    expect(await register(deps, form({ referralCode: "ZZZZZZZZ" }))).toEqual(ok({ email: "new.trader@example.com" }));
    expect((await deps.storage.users.findByEmail("new.trader@example.com"))._unsafeUnwrap()?.referredBy).toBeNull();
  });

  it("refuses a self-referral through another address of the inviter's mailbox", async () => {
    const deps = registrationDeps();
    await storeUser(deps, { email: "ab@gmail.com", referralCode: "AB12CD34" });
    expect(await register(deps, form({ email: "a.b+promo@gmail.com", referralCode: "AB12CD34" }))).toEqual(err(referralSelfEmail()));
    expect((await deps.storage.users.findByEmail("a.b+promo@gmail.com"))._unsafeUnwrap()).toBeNull();
  });

  it.each([
    ["a wrong captcha", form({ recaptchaToken: "robot" }), captchaInvalid()],
    ["an invalid email", form({ email: "not-an-email" }), fieldInvalid("email", "EMAIL_INVALID")],
    ["a plain-text password", form({ password: "Secret123" }), fieldInvalid("password", "PASSWORD_HASH_INVALID")],
    ["a display name with control characters", form({ displayName: "bad\u0000name" }), fieldInvalid("displayName", "DISPLAY_NAME_INVALID")],
    ["a display name too long", form({ displayName: "x".repeat(300) }), fieldInvalid("displayName", "DISPLAY_NAME_TOO_LONG")],
    ["a malformed referral code", form({ referralCode: "bad!" }), referralCodeInvalid("bad!")],
  ])("refuses %s and stores nothing", async (_name, input, expected) => {
    const deps = registrationDeps();
    expect(await register(deps, input)).toEqual(err(expected));
    expect((await deps.storage.users.findByEmail("new.trader@example.com"))._unsafeUnwrap()).toBeNull();
    expect(await mailsTo(deps.storage, "new.trader@example.com")).toEqual([]);
  });

  it("lets one of two simultaneous registrations of an email win and answers the other alike", async () => {
    const deps = registrationDeps();
    const results = await Promise.all([register(deps, form()), register(deps, form({ displayName: "Second" }))]);
    expect(results).toEqual([ok({ email: "new.trader@example.com" }), ok({ email: "new.trader@example.com" })]);
    const kinds = (await mailsTo(deps.storage, "new.trader@example.com")).map((m) => m.kind).sort();
    expect(kinds).toEqual(["ACCOUNT_EXISTS", "EMAIL_CONFIRMATION"]);
  });
});
