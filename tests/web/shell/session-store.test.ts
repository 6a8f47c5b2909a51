import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "../../../adapters/http-client/api-client";
import { createProfileClient } from "../../../adapters/http-client/profile.client";
import { registerUser } from "../../../adapters/http-client/registration.client";
import { createSessionClient } from "../../../adapters/http-client/session.client";
import { COOKIE_NAMES, type CookieName, type CookieSpec } from "../../../core/account/session";
import type { CookieJar } from "../../../web/src/lib/session/cookies";
import { sha256Hex } from "../../../web/src/lib/session/password-hash";
import { createSessionStore, tokenExpiry } from "../../../web/src/lib/session/session-store";
import { sessionUserSchema } from "../../../adapters/api-contract/session.schema";
import { startTestServer, TEST_CAPTCHA_TOKEN, type TestServer } from "../../integration/server-harness";

/** Cookies as a browser keeps them, expiry included, without a document. */
function memoryJar(now: () => number): CookieJar & { specs: Map<CookieName, CookieSpec> } {
  const specs = new Map<CookieName, CookieSpec>();
  return {
    specs,
    get: (name) => {
      const spec = specs.get(name);
      return spec && spec.expiresAt > now() ? spec.value : null;
    },
    set: (spec) => void specs.set(spec.name, spec),
    remove: (name) => void specs.delete(name),
  };
}

describe("the web session store against the real server", () => {
  let server: TestServer;
  const email = "session-store@example.com";
  const password = "Session-Passw0rd";
  beforeAll(async () => {
    server = await startTestServer();
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => null });
    (await registerUser(api, { email, password: createHash("sha256").update(password).digest("hex"), isSubscribeNews: false, isAcceptTerms: true, language: "th", recaptchaToken: TEST_CAPTCHA_TOKEN }))._unsafeUnwrap();
  });
  afterAll(() => server.close());

  const storeOver = (jar: CookieJar) => {
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => jar.get(COOKIE_NAMES.accessToken) });
    return createSessionStore({ logout: async () => void (await createSessionClient(api).logout()), profile: createProfileClient(api), cookies: jar, clock: { now: () => Date.now() } });
  };

  it("hashes passwords as the server expects (SHA-256 hex, like Node's)", async () => {
    expect(await sha256Hex(password)).toBe(createHash("sha256").update(password).digest("hex"));
    expect(await sha256Hex("รหัสผ่าน")).toBe(createHash("sha256").update("รหัสผ่าน", "utf8").digest("hex"));
  });

  it("keeps in the user cookie exactly what the login answer's user schema accepts", async () => {
    const session = createSessionClient(createApiClient({ baseUrl: server.baseUrl, getToken: () => null }));
    const answer = (await session.loginWithEmailPassword({ email, password: await sha256Hex(password), rememberMe: false, recaptchaToken: TEST_CAPTCHA_TOKEN }))._unsafeUnwrap();
    expect(sessionUserSchema.parse(answer.user)).toEqual(answer.user);
    for (const bad of [{ ...answer.user, kycStatus: "NOPE" }, { ...answer.user, language: "fr" }, { ...answer.user, isActive: "yes" }]) {
      expect(sessionUserSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("starts logged out without cookies, and with only one of the two cookies", () => {
    const jar = memoryJar(Date.now);
    expect(storeOver(jar).getState()).toEqual({ token: null, user: null, profile: null, loading: false });
    jar.set({ name: COOKIE_NAMES.accessToken, value: "abc", expiresAt: Date.now() + 60_000, secure: true, sameSite: "Lax", path: "/" });
    expect(storeOver(jar).getState().token).toBeNull();
  });

  it("logs in, keeps both cookies until the token expires, loads the profile, and survives a reload", async () => {
    const jar = memoryJar(Date.now);
    const store = storeOver(jar);
    const changes: boolean[] = [];
    store.subscribe(() => changes.push(store.getState().loading));
    const session = createSessionClient(createApiClient({ baseUrl: server.baseUrl, getToken: () => null }));
    const answer = (await session.loginWithEmailPassword({ email, password: await sha256Hex(password), rememberMe: false, recaptchaToken: TEST_CAPTCHA_TOKEN }))._unsafeUnwrap();
    await store.applyLogin(answer, false);

    const state = store.getState();
    expect(state.token).toBe(answer.access_token);
    expect(state.user).toMatchObject({ email, isActive: false, kycStatus: "UNVERIFIED", language: "th" });
    expect(state.profile).toMatchObject({ email, isActive: false, suitabilityTestPoint: null, knowledgeTestPoint: null });
    expect(state.loading).toBe(false);
    expect(changes).toEqual([true, true, false]);
    expect(jar.specs.get(COOKIE_NAMES.accessToken)?.expiresAt).toBe(answer.expiresAt);
    expect(JSON.parse(jar.get(COOKIE_NAMES.user) ?? "null")).toMatchObject({ email, isActive: false });

    const reloaded = storeOver(jar);
    expect(reloaded.getState()).toMatchObject({ token: answer.access_token, user: { email }, profile: null });
    // After a reload the cookies' end comes from the token itself (JWT exp, whole seconds).
    await reloaded.refreshProfile();
    expect(reloaded.getState().profile).toMatchObject({ email });
    expect(jar.specs.get(COOKIE_NAMES.user)?.expiresAt).toBe(Math.floor((answer.expiresAt ?? 0) / 1000) * 1000);
    expect(tokenExpiry(answer.access_token ?? "")).toBe(Math.floor((answer.expiresAt ?? 0) / 1000) * 1000);
    expect(tokenExpiry("not.a-jwt")).toBeNull();
  });

  it("logs out on the server too: the old token stops working and the cookies are gone", async () => {
    const jar = memoryJar(Date.now);
    const store = storeOver(jar);
    const session = createSessionClient(createApiClient({ baseUrl: server.baseUrl, getToken: () => null }));
    const answer = (await session.loginWithEmailPassword({ email, password: await sha256Hex(password), rememberMe: true, recaptchaToken: TEST_CAPTCHA_TOKEN }))._unsafeUnwrap();
    await store.applyLogin(answer, true);
    const token = store.getState().token;
    await store.logout();

    expect(store.getState()).toEqual({ token: null, user: null, profile: null, loading: false });
    expect(jar.get(COOKIE_NAMES.accessToken)).toBeNull();
    expect(jar.get(COOKIE_NAMES.user)).toBeNull();
    const oldToken = createProfileClient(createApiClient({ baseUrl: server.baseUrl, getToken: () => token }));
    expect((await oldToken.getProfile())._unsafeUnwrapErr().status).toBe(401);
  });

  it("drops a session the server no longer accepts when the profile is reloaded", async () => {
    const jar = memoryJar(Date.now);
    const expiresAt = Date.now() + 60_000;
    jar.set({ name: COOKIE_NAMES.accessToken, value: "not-a-real-token", expiresAt, secure: true, sameSite: "Lax", path: "/" });
    jar.set({ name: COOKIE_NAMES.user, value: JSON.stringify({ id: "u1", email, displayName: "x", profilePicture: null, accountType: "EMAIL", isActive: true, isEnabled2FA: false, kycStatus: "APPROVED", language: "en", referralCode: "ABCDEFGH" }), expiresAt, secure: true, sameSite: "Lax", path: "/" });
    const store = storeOver(jar);
    expect(store.getState().user?.isActive).toBe(true);
    await store.refreshProfile();
    expect(store.getState()).toEqual({ token: null, user: null, profile: null, loading: false });
    expect(jar.get(COOKIE_NAMES.accessToken)).toBeNull();
  });
});
