import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activateAccount,
  listDevOutbox,
  registerUser,
  resetPassword,
  sendConfirmationEmail,
  sendForgotPasswordEmail,
  updateUserEmail,
} from "../support/wire-clients/registration.client";
import type { UserRecord } from "../../core/ports/storage.port";
import { openPgliteStorage, type OpenedPglite } from "../../adapters/storage/sql/pglite-storage";
import { clientHash, linkQuery } from "./registration-fixtures";
import { signInTestUser, startTestServer, TEST_CAPTCHA_TOKEN, type TestServer } from "./server-harness";

const captcha = { recaptchaToken: TEST_CAPTCHA_TOKEN };
const HOUR = 60 * 60 * 1000;

describe("registration routes", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const as = (token: string) => server.clientWithToken(token);
  const find = async (email: string) => (await server.deps.storage.users.findByEmail(email))._unsafeUnwrap();
  async function sessionFor(user: UserRecord): Promise<string> {
    const now = server.deps.clock.now();
    const sessionId = server.deps.random.id();
    await server.deps.storage.sessions.create({ id: sessionId, userId: user.id, createdAt: now, expiresAt: now + HOUR });
    return server.deps.tokens.issue({ userId: user.id, sessionId, role: user.role, expiresAt: now + HOUR }, now);
  }
  async function newestLink(to: string, kind: string): Promise<URLSearchParams> {
    const { mails } = (await listDevOutbox(server.client, { to }))._unsafeUnwrap();
    const mail = mails.find((m) => m.kind === kind);
    if (mail === undefined) throw new Error(`no ${kind} mail to ${to}`);
    return linkQuery(mail);
  }

  it("registers, mails a confirmation link, and activates the signed-in user with it", async () => {
    const body = { email: "Flow@Example.com", password: clientHash("Secret123"), isSubscribeNews: true, isAcceptTerms: true, language: "th" as const, ...captcha };
    expect((await registerUser(server.client, body))._unsafeUnwrap()).toEqual({ success: true });
    const user = (await find("flow@example.com"))!;
    expect(user).toMatchObject({ isActive: false, language: "th", displayName: "flow@example.com" });
    const link = await newestLink("flow@example.com", "EMAIL_CONFIRMATION");
    expect(link.get("email")).toBe("flow@example.com");
    const activated = await activateAccount(as(await sessionFor(user)), { confirmationCode: link.get("code")!, email: link.get("email")!, ...captcha });
    expect(activated._unsafeUnwrap()).toEqual({ success: true });
    expect((await find("flow@example.com"))?.isActive).toBe(true);
  });

  it("answers a registration with a taken email exactly like a new one", async () => {
    const { user } = await signInTestUser(server.deps);
    const fresh = await registerUser(server.client, { email: "brand-new@example.com", password: clientHash("Secret123"), ...captcha });
    const taken = await registerUser(server.client, { email: user.email, password: clientHash("Secret123"), ...captcha });
    expect(taken._unsafeUnwrap()).toEqual(fresh._unsafeUnwrap());
    expect((await listDevOutbox(server.client, { to: user.email }))._unsafeUnwrap().mails.map((m) => m.kind)).toEqual(["ACCOUNT_EXISTS"]);
  });

  it("resends the confirmation to an inactive user and refuses an active one with 409", async () => {
    const pending = await signInTestUser(server.deps, { isActive: false });
    expect((await sendConfirmationEmail(as(pending.token), { language: "th", ...captcha }))._unsafeUnwrap()).toEqual({ success: true });
    expect((await newestLink(pending.user.email, "EMAIL_CONFIRMATION")).get("email")).toBe(pending.user.email);
    const active = await signInTestUser(server.deps);
    expect((await sendConfirmationEmail(as(active.token), captcha))._unsafeUnwrapErr()).toMatchObject({ status: 409, code: "EMAIL_ALREADY_CONFIRMED" });
  });

  it("moves the signed-in user to a new email awaiting confirmation, once they give their password", async () => {
    const password = createHash("sha256").update("Passw0rd!").digest("hex");
    const { user, token } = await signInTestUser(server.deps, { passwordHash: await server.deps.passwordHasher.hash(password) });
    const answer = await updateUserEmail(as(token), { email: `Moved-${user.id.slice(0, 6)}@Example.com`, ...captcha, password });
    const email = `moved-${user.id.slice(0, 6)}@example.com`;
    expect(answer._unsafeUnwrap()).toEqual({ success: true, email, isActive: false });
    expect((await newestLink(email, "EMAIL_CONFIRMATION")).get("email")).toBe(email);
  });

  it("answers forgot-password alike for known and unknown emails, and resets through the mailed link", async () => {
    const { user, token } = await signInTestUser(server.deps);
    const known = await sendForgotPasswordEmail(server.client, { email: user.email, ...captcha });
    const unknown = await sendForgotPasswordEmail(server.client, { email: "ghost@example.com", ...captcha });
    expect(known._unsafeUnwrap()).toEqual(unknown._unsafeUnwrap());
    const link = await newestLink(user.email, "PASSWORD_RESET");
    const body = { email: link.get("email")!, resetPasswordToken: link.get("token")!, password: clientHash("NewSecret456"), ...captcha };
    expect((await resetPassword(server.client, body))._unsafeUnwrap()).toEqual({ success: true });
    const stored = (await find(user.email))!;
    expect(await server.deps.passwordHasher.verify(clientHash("NewSecret456"), stored.passwordHash!)).toBe(true);
    // Every session was signed out by the reset.
    expect((await sendConfirmationEmail(as(token), captcha))._unsafeUnwrapErr()).toMatchObject({ status: 401, code: "SESSION_REVOKED" });
    expect((await resetPassword(server.client, body))._unsafeUnwrapErr()).toMatchObject({ status: 400, code: "RESET_PASSWORD_TOKEN_INVALID" });
  });

  it.each([
    ["post", "/user/registration", false],
    ["post", "/user/send-confirmation-email", true],
    ["put", "/user/activate", true],
    ["put", "/user/update-user-email", true],
    ["post", "/user/send-forgot-password-email", false],
    ["put", "/user/reset-password", false],
    ["get", "/dev/outbox", false],
  ])("documents %s %s in the OpenAPI document (signed in: %s)", async (method, path, signedIn) => {
    const doc = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as { paths: Record<string, Record<string, { security?: unknown }>> };
    const operation = doc.paths[path]?.[method];
    expect(operation).toBeDefined();
    expect(operation?.security).toEqual(signedIn ? [{ bearer: [] }] : undefined);
  });

  describe("another user's data", () => {
    it("refuses activating with another user's link (403) and leaves that user untouched", async () => {
      const victim = await signInTestUser(server.deps, { isActive: false });
      await sendConfirmationEmail(as(victim.token), captcha);
      const link = await newestLink(victim.user.email, "EMAIL_CONFIRMATION");
      const attacker = await signInTestUser(server.deps, { isActive: false });
      for (const email of [victim.user.email, attacker.user.email]) {
        const answer = await activateAccount(as(attacker.token), { confirmationCode: link.get("code")!, email, ...captcha });
        expect(answer._unsafeUnwrapErr()).toMatchObject({ status: 403, code: "CONFIRMATION_CODE_MISMATCH" });
      }
      expect((await find(victim.user.email))?.isActive).toBe(false);
      expect((await find(attacker.user.email))?.isActive).toBe(false);
    });

    it("refuses taking another account's email (409)", async () => {
      const other = await signInTestUser(server.deps);
      const password = createHash("sha256").update("Passw0rd!").digest("hex");
      const me = await signInTestUser(server.deps, { passwordHash: await server.deps.passwordHasher.hash(password) });
      const answer = await updateUserEmail(as(me.token), { email: other.user.email, ...captcha, password });
      expect(answer._unsafeUnwrapErr()).toMatchObject({ status: 409, code: "EMAIL_ALREADY_USED" });
      expect((await find(me.user.email))?.id).toBe(me.user.id);
    });

    it("refuses a reset link with another account's email", async () => {
      const owner = await signInTestUser(server.deps);
      const other = await signInTestUser(server.deps);
      await sendForgotPasswordEmail(server.client, { email: owner.user.email, ...captcha });
      const link = await newestLink(owner.user.email, "PASSWORD_RESET");
      const body = { email: other.user.email, resetPasswordToken: link.get("token")!, password: clientHash("Hijack123"), ...captcha };
      expect((await resetPassword(server.client, body))._unsafeUnwrapErr()).toMatchObject({ status: 400, code: "RESET_PASSWORD_TOKEN_INVALID" });
      expect((await find(other.user.email))?.passwordHash).toBeNull();
    });
  });
});

describe("registration routes on the SQL storage (PGlite)", () => {
  let pglite: OpenedPglite;
  let server: TestServer;
  beforeAll(async () => {
    pglite = await openPgliteStorage();
    server = await startTestServer({ deps: { storage: pglite.storage } });
    // PGlite boots and migrates in a few seconds, more on a busy machine.
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await pglite?.close();
  });

  it("registers, confirms through the outbox link and resets the password", async () => {
    const email = "sql-flow@example.com";
    expect((await registerUser(server.client, { email, password: clientHash("Secret123"), referralCode: "ZZZZZZZZ", ...captcha }))._unsafeUnwrap()).toEqual({ success: true });
    const user = (await pglite.storage.users.findByEmail(email))._unsafeUnwrap()!;
    const rewards = (await pglite.storage.rewards.listForUser(user.id))._unsafeUnwrap();
    expect(rewards.map((r) => [r.name, r.amount])).toEqual([["Registration", 50n], ["SubscribeNewsLetter", 50n]]);
    const mails = (await listDevOutbox(server.client, { to: email }))._unsafeUnwrap().mails;
    const confirm = linkQuery(mails.find((m) => m.kind === "EMAIL_CONFIRMATION")!);
    const now = server.deps.clock.now();
    await pglite.storage.sessions.create({ id: "sql-session", userId: user.id, createdAt: now, expiresAt: now + HOUR });
    const token = server.deps.tokens.issue({ userId: user.id, sessionId: "sql-session", role: "USER", expiresAt: now + HOUR }, now);
    const activated = await activateAccount(server.clientWithToken(token), { confirmationCode: confirm.get("code")!, email, ...captcha });
    expect(activated._unsafeUnwrap()).toEqual({ success: true });
    await sendForgotPasswordEmail(server.client, { email, ...captcha });
    const reset = linkQuery((await listDevOutbox(server.client, { to: email }))._unsafeUnwrap().mails.find((m) => m.kind === "PASSWORD_RESET")!);
    const body = { email, resetPasswordToken: reset.get("token")!, password: clientHash("NewSecret456"), ...captcha };
    expect((await resetPassword(server.client, body))._unsafeUnwrap()).toEqual({ success: true });
    expect((await pglite.storage.sessions.findById("sql-session"))._unsafeUnwrap()?.revokedAt).not.toBeNull();
    // Registering the taken email again rehearses the writes in SQL and rolls them back.
    expect((await registerUser(server.client, { email, password: clientHash("Other123"), ...captcha }))._unsafeUnwrap()).toEqual({ success: true });
    expect((await listDevOutbox(server.client, { to: email, limit: 1 }))._unsafeUnwrap().mails.map((m) => m.kind)).toEqual(["ACCOUNT_EXISTS"]);
    const count = await pglite.client.query<{ n: number }>("select count(*)::int as n from users");
    expect(count.rows).toEqual([{ n: 1 }]);
  });
});
