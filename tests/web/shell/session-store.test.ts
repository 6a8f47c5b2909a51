import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountApi } from "../../../adapters/http-client/account.api";
import { createApiClient } from "../../../adapters/http-client/api-client";
import { COOKIE_NAMES, type CookieName, type CookieSpec } from "../../../core/account/session";
import type { SignedIn } from "../../../core/ports/account-api.port";
import type { CookieJar } from "../../../web/src/lib/session/cookies";
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
    const account = accountAs(() => null);
    (await account.register({ email, password, isSubscribeNews: false, acceptedTerms: true, language: "th", captchaToken: TEST_CAPTCHA_TOKEN }))._unsafeUnwrap();
  });
  afterAll(() => server.close());

  const accountAs = (token: () => string | null) => createAccountApi(createApiClient({ baseUrl: server.baseUrl, getToken: token }));
  // The user cookie is checked by the login answer's user schema, as the app's container does.
  const parseUser = (value: unknown) => {
    const parsed = sessionUserSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  };
  const storeOver = (jar: CookieJar) => {
    const account = accountAs(() => jar.get(COOKIE_NAMES.accessToken));
    return createSessionStore({ account, logOut: async () => void (await account.logOut()), parseUser, cookies: jar, clock: { now: () => Date.now() } });
  };
  const logIn = async (rememberMe: boolean): Promise<SignedIn> => {
    const outcome = (await accountAs(() => null).logIn({ email, password, rememberMe, captchaToken: TEST_CAPTCHA_TOKEN }))._unsafeUnwrap();
    if (outcome.kind !== "SESSION") throw new Error("expected a session, not the 2FA step");
    return outcome;
  };

  it("keeps in the user cookie exactly what the login answer's user schema accepts", async () => {
    const answer = await logIn(false);
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
    const answer = await logIn(false);
    await store.applyLogin(answer, false);

    const state = store.getState();
    expect(state.token).toBe(answer.accessToken);
    expect(state.user).toMatchObject({ email, isActive: false, kycStatus: "UNVERIFIED", language: "th" });
    expect(state.profile).toMatchObject({ email, isActive: false, suitabilityTestPoint: null, knowledgeTestPoint: null });
    expect(state.loading).toBe(false);
    expect(changes).toEqual([true, true, false]);
    expect(jar.specs.get(COOKIE_NAMES.accessToken)?.expiresAt).toBe(answer.expiresAt);
    expect(JSON.parse(jar.get(COOKIE_NAMES.user) ?? "null")).toMatchObject({ email, isActive: false });

    const reloaded = storeOver(jar);
    expect(reloaded.getState()).toMatchObject({ token: answer.accessToken, user: { email }, profile: null });
    // After a reload the cookies' end comes from the token itself (JWT exp, whole seconds).
    await reloaded.refreshProfile();
    expect(reloaded.getState().profile).toMatchObject({ email });
    expect(jar.specs.get(COOKIE_NAMES.user)?.expiresAt).toBe(Math.floor((answer.expiresAt ?? 0) / 1000) * 1000);
    expect(tokenExpiry(answer.accessToken)).toBe(Math.floor((answer.expiresAt ?? 0) / 1000) * 1000);
    expect(tokenExpiry("not.a-jwt")).toBeNull();
  });

  it("logs out on the server too: the old token stops working and the cookies are gone", async () => {
    const jar = memoryJar(Date.now);
    const store = storeOver(jar);
    const answer = await logIn(true);
    await store.applyLogin(answer, true);
    const token = store.getState().token;
    await store.logout();

    expect(store.getState()).toEqual({ token: null, user: null, profile: null, loading: false });
    expect(jar.get(COOKIE_NAMES.accessToken)).toBeNull();
    expect(jar.get(COOKIE_NAMES.user)).toBeNull();
    const oldToken = accountAs(() => token);
    expect((await oldToken.profile())._unsafeUnwrapErr().status).toBe(401);
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
