import { createHash } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProfileClient } from "../support/wire-clients/profile.client";
import { startProfileTestServer, type ProfileTestServer } from "./profile-server";
import { signInTestUser, type TestServer } from "./server-harness";
import type { SocialIssuer } from "./social-issuer";

let context: ProfileTestServer;
let server: TestServer;
let issuer: SocialIssuer;

beforeAll(async () => {
  context = await startProfileTestServer();
  ({ server, issuer } = context);
});
afterAll(() => context.close());

const signedIn = (fields: Parameters<ProfileTestServer["signedIn"]>[0] = {}) => context.signedIn(fields);
const asUnknownCaller = () => context.anonymous();

describe("GET /user/profile", () => {
  it("answers the caller's own profile with rewards, balance and notifications newest first", async () => {
    const { user, api } = await signedIn({ kycStatus: "APPROVED", knowledgeTestPoint: 8 });
    const { user: other } = await signedIn();
    const { storage } = server.deps;
    await storage.rewards.grant({ userId: user.id, name: "Registration", amount: 50n, isOpenCongratsModal: true, createdAt: 1 });
    await storage.rewards.grant({ userId: other.id, name: "KYCApproved", amount: 500n, isOpenCongratsModal: true, createdAt: 1 });
    for (const [id, timestamp] of [["a", 1_000], ["b", 3_000], ["c", 2_000]] as const) {
      await storage.notifications.add({ id: `${user.id}-${id}`, userId: user.id, type: "GET_FREE_REWARD", name: "GetKYCApprovedReward", timestamp, isRead: false });
    }
    const profile = (await api.getProfile())._unsafeUnwrap();
    expect(profile).toMatchObject({ id: user.id, email: user.email, kycStatus: "APPROVED", knowledgeTestPoint: 8, suitabilityTestPoint: null, referralCode: user.referralCode });
    expect(profile.rewards).toEqual([{ name: "Registration", amount: 50n, options: { isOpenCongratsModal: true } }]);
    expect(profile.kulBalance).toBe(50n);
    expect(profile.notifications.map((n) => n.timestamp)).toEqual([3_000, 2_000, 1_000]);
  });

  it("never sends the password hash, the 2FA secret or the referrer", async () => {
    const { token } = await signedIn({ passwordHash: "scrypt$secret", twoFactorSecret: "JBSWY3DPEHPK3PXP", referredBy: "someone" });
    const answer = await server.app.inject({ method: "GET", url: "/v1/api/user/profile", headers: { authorization: `Bearer ${token}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toMatch(/passwordHash|scrypt\$secret|twoFactorSecret|JBSWY3DPEHPK3PXP|referredBy/);
  });

  it.each([
    ["no token", () => null, "UNAUTHORIZED"],
    ["a malformed token", () => "not.a.jwt", "TOKEN_INVALID"],
    [
      "an expired token",
      () => server.deps.tokens.issue({ userId: "u", sessionId: "s", role: "USER", expiresAt: Date.now() - 60_000 }, Date.now() - 120_000),
      "TOKEN_EXPIRED",
    ],
  ])("answers 401 with %s", async (_case, token, code) => {
    const result = await createProfileClient(server.clientWithToken(token())).getProfile();
    expect(result._unsafeUnwrapErr()).toMatchObject({ status: 401, code });
  });

  it("answers 401 once the session is revoked (logout)", async () => {
    const { api, sessionId } = await signedIn();
    await server.deps.storage.sessions.revoke(sessionId, Date.now());
    expect((await api.getProfile())._unsafeUnwrapErr()).toMatchObject({ status: 401, code: "SESSION_REVOKED" });
  });

  it("is documented in the OpenAPI document with every profile route", async () => {
    const doc = (await server.app.inject({ method: "GET", url: "/v1/api/openapi.json" })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/user/profile",
        "/user/profile/avatar",
        "/user/avatar/{fileName}",
        "/user/unlink/{social}",
        "/user/reward/options",
        "/user/notification/mark-as-read",
        "/cookie-consent",
      ]),
    );
  });
});

describe("PUT /user/profile", () => {
  it("saves the display name, newsletter and language, granting the newsletter reward once", async () => {
    const { api } = await signedIn();
    expect((await api.updateProfile({ displayName: " Somchai ", isSubscribeNews: true, language: "th" }))._unsafeUnwrap()).toEqual({
      success: true,
      rewardsGranted: ["SubscribeNewsLetter"],
    });
    expect((await api.updateProfile({ isSubscribeNews: true }))._unsafeUnwrap().rewardsGranted).toEqual([]);
    const profile = (await api.getProfile())._unsafeUnwrap();
    expect(profile).toMatchObject({ displayName: "Somchai", isSubscribeNews: true, language: "th", kulBalance: 50n });
    expect(profile.notifications).toEqual([expect.objectContaining({ type: "RECEIVE_REWARD", name: "GetSubscribeNewsLetterReward", isRead: false })]);
  });

  it("connects Google and Facebook verified by the provider and rewards each once", async () => {
    const { api } = await signedIn();
    const googleIdToken = issuer.googleToken({ id: "g-connect", email: "Somchai@Gmail.com", name: "Somchai" });
    const facebook = issuer.facebookToken({ id: "fb-connect", email: null, name: "Somchai FB" });
    expect((await api.updateProfile({ googleIdToken, facebook, facebookId: facebook.uid }))._unsafeUnwrap().rewardsGranted).toEqual([
      "ConnectWithGoogle",
      "ConnectWithFacebook",
    ]);
    const again = issuer.googleToken({ id: "g-connect", email: "somchai@gmail.com" });
    expect((await api.updateProfile({ googleIdToken: again }))._unsafeUnwrap().rewardsGranted).toEqual([]);
    const profile = (await api.getProfile())._unsafeUnwrap();
    expect(profile).toMatchObject({
      googleId: "g-connect",
      googleEmail: "somchai@gmail.com",
      facebookId: "fb-connect",
      facebookName: "Somchai FB",
      facebookEmail: null,
      kulBalance: 100n,
    });
    expect(profile.rewards.map((r) => [r.name, r.options.isOpenCongratsModal])).toEqual([
      ["ConnectWithGoogle", true],
      ["ConnectWithFacebook", true],
    ]);
  });

  it("refuses a Google account already linked to another user with 409", async () => {
    await signedIn({ googleId: "g-taken" });
    const { api } = await signedIn();
    const result = await api.updateProfile({ googleIdToken: issuer.googleToken({ id: "g-taken", email: "t@example.com" }) });
    expect(result._unsafeUnwrapErr()).toMatchObject({ status: 409, code: "SOCIAL_ACCOUNT_IN_USE" });
  });

  it("answers 400 for a token the provider refuses and 503 while the provider is down", async () => {
    const { api } = await signedIn();
    expect((await api.updateProfile({ googleIdToken: "forged" }))._unsafeUnwrapErr()).toMatchObject({ status: 400, code: "SOCIAL_TOKEN_INVALID" });
    issuer.setDown(true);
    try {
      const facebook = issuer.facebookToken({ id: "fb-down", email: null });
      expect((await api.updateProfile({ facebook }))._unsafeUnwrapErr()).toMatchObject({ status: 503, code: "SOCIAL_UNAVAILABLE" });
    } finally {
      issuer.setDown(false);
    }
  });

  it.each([
    [{ displayName: "" }, "displayName", "DISPLAY_NAME_REQUIRED"],
    [{ displayName: "x".repeat(255) }, "displayName", "DISPLAY_NAME_TOO_LONG"],
    [{ displayName: "a\u0000b" }, "displayName", "TEXT_INVALID"],
    [{ displayName: 42 }, "displayName", "DISPLAY_NAME_REQUIRED"],
    [{ isSubscribeNews: "yes" }, "isSubscribeNews", "VALIDATION_FAILED"],
    [{ language: "fr" }, "language", "VALIDATION_FAILED"],
    [{ facebook: { uid: "1" } }, "facebook.accessToken", "VALIDATION_FAILED"],
    [{ facebookId: "1", facebook: { uid: "2", accessToken: "t" } }, "facebookId", "SOCIAL_TOKEN_INVALID"],
    [{ googleIdToken: "" }, "googleIdToken", "VALIDATION_FAILED"],
  ])("answers 400 naming the field for %j", async (body, field, code) => {
    const { token } = await signedIn();
    const answer = await server.app.inject({ method: "PUT", url: "/v1/api/user/profile", headers: { authorization: `Bearer ${token}` }, payload: body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: "VALIDATION_FAILED", fields: [{ field, code }] });
    expect(answer.json().message[0]).toMatch(new RegExp(`^${field.replace(".", "\\.")}: `));
  });

  it("answers 401 without a token and changes nothing", async () => {
    expect((await asUnknownCaller().updateProfile({ displayName: "X" }))._unsafeUnwrapErr()).toMatchObject({ status: 401 });
  });
});

describe("PUT /user/unlink/:social", () => {
  it("unlinks a connected provider, case-insensitively, once the caller gives their password", async () => {
    const password = createHash("sha256").update("Passw0rd!").digest("hex");
    const passwordHash = await server.deps.passwordHasher.hash(password);
    const { api, user } = await signedIn({ googleId: `g-${Math.random()}`, googleEmail: "g@x.co", passwordHash });
    expect((await api.unlinkSocial("google", { password }))._unsafeUnwrap()).toEqual({ success: true });
    expect((await server.deps.storage.users.findById(user.id))._unsafeUnwrap()).toMatchObject({ googleId: null, googleEmail: null });
    const other = await signedIn({ googleId: `g-${Math.random()}`, passwordHash });
    const upper = await server.app.inject({ method: "PUT", url: "/v1/api/user/unlink/GOOGLE", payload: { password }, headers: { authorization: `Bearer ${other.token}` } });
    expect(upper.statusCode).toBe(200);
  });

  it("refuses the primary provider with 403 and an unlinked one with 409", async () => {
    const { api } = await signedIn({ accountType: "FACEBOOK", facebookId: `f-${Math.random()}` });
    expect((await api.unlinkSocial("facebook"))._unsafeUnwrapErr()).toMatchObject({ status: 403, code: "SOCIAL_PRIMARY_UNLINK_REFUSED" });
    expect((await api.unlinkSocial("google"))._unsafeUnwrapErr()).toMatchObject({ status: 409, code: "SOCIAL_NOT_CONNECTED" });
  });

  it("answers 400 naming the parameter for another network, and 401 without a token", async () => {
    const { token } = await signedIn();
    const answer = await server.app.inject({ method: "PUT", url: "/v1/api/user/unlink/twitter", headers: { authorization: `Bearer ${token}` } });
    expect([answer.statusCode, answer.json().fields]).toEqual([400, [{ field: "social", code: "VALIDATION_FAILED" }]]);
    expect((await asUnknownCaller().unlinkSocial("google"))._unsafeUnwrapErr()).toMatchObject({ status: 401 });
  });
});

describe("every authenticated profile route", () => {
  const routes = [
    ["GET", "/v1/api/user/profile", undefined],
    ["PUT", "/v1/api/user/profile", { displayName: "X" }],
    ["PUT", "/v1/api/user/profile/avatar", undefined],
    ["PUT", "/v1/api/user/unlink/google", undefined],
    ["PUT", "/v1/api/user/reward/options", { rewards: [] }],
    ["PUT", "/v1/api/user/notification/mark-as-read", { timestamp: 1 }],
  ] as const;
  const credentials = [
    ["no token", async () => null, "UNAUTHORIZED"],
    ["an expired token", async () => server.deps.tokens.issue({ userId: "u", sessionId: "s", role: "USER", expiresAt: Date.now() - 1 }, Date.now() - 60_000), "TOKEN_EXPIRED"],
    [
      "a revoked session",
      async () => {
        const { token, sessionId } = await signInTestUser(server.deps);
        await server.deps.storage.sessions.revoke(sessionId, Date.now());
        return token;
      },
      "SESSION_REVOKED",
    ],
  ] as const;
  const cases = routes.flatMap(([method, url, body]) => credentials.map(([who, token, code]) => [method, url, who, body, token, code] as const));

  it.each(cases)("%s %s answers 401 with %s", async (method, url, _who, body, token, code) => {
    const bearer = await token();
    const answer = await server.app.inject({ method, url, ...(bearer ? { headers: { authorization: `Bearer ${bearer}` } } : {}), ...(body ? { payload: body } : {}) });
    expect([answer.statusCode, answer.json().code]).toEqual([401, code]);
  });
});

describe("every profile read and write", () => {
  it("acts only on the caller named by the token, whatever ids the body carries", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("displayName", "userId", "id"), async (key) => {
        const { token, user } = await signedIn();
        const { user: victim } = await signedIn();
        await server.app.inject({
          method: "PUT",
          url: "/v1/api/user/profile",
          headers: { authorization: `Bearer ${token}` },
          payload: { [key]: "Changed", userId: victim.id, id: victim.id },
        });
        expect((await server.deps.storage.users.findById(victim.id))._unsafeUnwrap()?.displayName).toBe(victim.displayName);
        const mine = await server.app.inject({ method: "GET", url: `/v1/api/user/profile?userId=${victim.id}`, headers: { authorization: `Bearer ${token}` } });
        expect(mine.json().id).toBe(user.id);
      }),
      { numRuns: 6 },
    );
  });
});
