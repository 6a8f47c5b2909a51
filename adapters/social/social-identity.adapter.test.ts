import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { err, ok } from "neverthrow";
import { startSocialIssuer, type SocialIssuer } from "../../tests/integration/social-issuer";
import { createSocialIdentityVerifier } from "./social-identity.adapter";
import { socialTokenInvalid, socialUnavailable } from "../../core/account/account.errors";
import type { SocialIdentityPort } from "../../core/ports/account-services.port";

let issuer: SocialIssuer;
let social: SocialIdentityPort;

beforeAll(async () => {
  issuer = await startSocialIssuer();
  social = createSocialIdentityVerifier(issuer.verifierConfig);
});
afterAll(() => issuer.close());

describe("Google id token verification", () => {
  it("returns the identity of a token the provider vouches for, email lower-cased", async () => {
    const token = issuer.googleToken({ id: "g-1", email: "Somchai@Example.com", name: "Somchai" });
    expect(await social.verifyGoogle(token)).toEqual(ok({ provider: "GOOGLE", id: "g-1", email: "somchai@example.com", name: "Somchai" }));
  });

  it("returns the nonce a redirect sign-in's id token carries, for the core to compare", async () => {
    const token = issuer.googleToken({ id: "g-n", email: null, nonce: "n".repeat(43) });
    expect(await social.verifyGoogle(token)).toEqual(ok({ provider: "GOOGLE", id: "g-n", email: null, name: null, nonce: "n".repeat(43) }));
  });

  it("drops an email Google has not verified, so it can never link an account", async () => {
    const token = issuer.googleToken({ id: "g-2", email: "x@example.com", emailVerified: false });
    expect(await social.verifyGoogle(token)).toEqual(ok({ provider: "GOOGLE", id: "g-2", email: null, name: null }));
  });

  it.each([
    ["an unknown token", () => "forged"],
    ["a token issued to another app", () => issuer.googleToken({ id: "g-3", email: null, audience: "other-app" })],
  ])("refuses %s", async (_, make) => {
    expect(await social.verifyGoogle(make())).toEqual(err(socialTokenInvalid()));
  });

  it.each([
    ["no client id", { googleClientId: undefined }],
    ["no tokeninfo endpoint", { googleTokenInfoUrl: undefined }],
  ])("reports Google login unavailable with %s, and calls nothing", async (_, change) => {
    const before = issuer.requestCount();
    const unconfigured = createSocialIdentityVerifier({ ...issuer.verifierConfig, ...change });
    expect([await unconfigured.verifyGoogle("t"), issuer.requestCount() - before]).toEqual([err(socialUnavailable("Google login not configured")), 0]);
  });
});

describe("Facebook access token verification", () => {
  it("returns the identity when /me names the uid the SDK gave", async () => {
    const { uid, accessToken } = issuer.facebookToken({ id: "fb-1", email: "Nok@Example.com", name: "Nok" });
    expect(await social.verifyFacebook(uid, accessToken)).toEqual(ok({ provider: "FACEBOOK", id: "fb-1", email: "nok@example.com", name: "Nok" }));
  });

  it("takes the token's own user when no uid is given (the browser's redirect flow)", async () => {
    const { accessToken } = issuer.facebookToken({ id: "fb-r", email: "r@example.com", name: "R" });
    expect(await social.verifyFacebook(null, accessToken)).toEqual(ok({ provider: "FACEBOOK", id: "fb-r", email: "r@example.com", name: "R" }));
  });

  it("still refuses another app's token when no uid is given", async () => {
    const { accessToken } = issuer.facebookToken({ id: "fb-o", email: null, appId: "999999999999999" });
    expect(await social.verifyFacebook(null, accessToken)).toEqual(err(socialTokenInvalid()));
  });

  it("returns a null email for an account without one", async () => {
    const { uid, accessToken } = issuer.facebookToken({ id: "fb-2", email: null });
    expect(await social.verifyFacebook(uid, accessToken)).toEqual(ok({ provider: "FACEBOOK", id: "fb-2", email: null, name: null }));
  });

  it.each([
    ["a token of another user than the uid", () => ({ ...issuer.facebookToken({ id: "fb-3", email: null }), uid: "fb-other" })],
    ["an unknown token", () => ({ uid: "fb-4", accessToken: "forged" })],
  ])("refuses %s", async (_, make) => {
    const { uid, accessToken } = make();
    expect(await social.verifyFacebook(uid, accessToken)).toEqual(err(socialTokenInvalid()));
  });

  it("refuses a token issued to another Facebook app for the same person", async () => {
    const { uid, accessToken } = issuer.facebookToken({ id: "fb-5", email: "nok@example.com", appId: "999999999999999" });
    expect(await social.verifyFacebook(uid, accessToken)).toEqual(err(socialTokenInvalid()));
  });

  it("refuses every token when the app secret is not the app's", async () => {
    const wrongSecret = createSocialIdentityVerifier({ ...issuer.verifierConfig, facebookGraphUrl: `${issuer.facebookGraphUrl}/`, facebookAppSecret: "not-the-secret" });
    const { uid, accessToken } = issuer.facebookToken({ id: "fb-6", email: null });
    expect(await wrongSecret.verifyFacebook(uid, accessToken)).toEqual(err(socialTokenInvalid()));
  });

  it.each([
    ["no app id", { facebookAppId: undefined }],
    ["no app secret", { facebookAppSecret: undefined }],
    ["no Graph endpoint", { facebookGraphUrl: undefined }],
  ])("reports Facebook login unavailable with %s, and calls nothing", async (_, change) => {
    const before = issuer.requestCount();
    const unconfigured = createSocialIdentityVerifier({ ...issuer.verifierConfig, ...change });
    const { uid, accessToken } = issuer.facebookToken({ id: "fb-7", email: null });
    expect([await unconfigured.verifyFacebook(uid, accessToken), issuer.requestCount() - before]).toEqual([err(socialUnavailable("Facebook login not configured")), 0]);
  });
});

describe("provider failures", () => {
  it("reports an outage as unavailable, not as a bad token", async () => {
    issuer.setDown(true);
    const google = await social.verifyGoogle(issuer.googleToken({ id: "g-9", email: null }));
    const facebook = await social.verifyFacebook("fb-9", "t");
    issuer.setDown(false);
    expect([google, facebook]).toEqual([err(socialUnavailable("status 503")), err(socialUnavailable("status 503"))]);
  });

  it("reports an unreachable endpoint as unavailable", async () => {
    const closed = createSocialIdentityVerifier({ ...issuer.verifierConfig, googleTokenInfoUrl: "http://127.0.0.1:1/tokeninfo", facebookGraphUrl: "http://127.0.0.1:1" });
    expect(await closed.verifyGoogle("t")).toEqual(err(socialUnavailable("fetch failed")));
  });

  it("reports a 200 answer of the wrong shape as unavailable", async () => {
    const { uid, accessToken } = issuer.facebookToken({ id: "", email: null });
    expect(await social.verifyFacebook(uid, accessToken)).toEqual(err(socialUnavailable("unexpected answer")));
  });
});

describe("the local issuer's sign-in pages", () => {
  const redirectUri = "http://127.0.0.1:3000/social-callback";
  const approve = async (path: string, params: Record<string, string>) => {
    const response = await fetch(`${issuer.googleAuthUrl.replace("/google/authorize", "")}${path}?${new URLSearchParams(params)}`, { redirect: "manual" });
    return new URL(response.headers.get("location") ?? "about:blank");
  };

  it("shows Google's page only for our client id, an id_token request with a nonce", async () => {
    const good = new URLSearchParams({ client_id: issuer.googleClientId, response_type: "id_token", redirect_uri: redirectUri, state: "s1", nonce: "n1" });
    const page = await fetch(`${issuer.googleAuthUrl}?${good}`);
    expect([page.status, (await page.text()).includes('name="state" value="s1"')]).toEqual([200, true]);
    const changes: Record<string, string>[] = [{ client_id: "other" }, { response_type: "token" }, { nonce: "" }, { redirect_uri: "javascript:alert(1)" }];
    for (const change of changes) {
      const bad = new URLSearchParams({ ...Object.fromEntries(good), ...change });
      expect((await fetch(`${issuer.googleAuthUrl}?${bad}`)).status, JSON.stringify(change)).toBe(400);
    }
  });

  it("redirects back with an id token carrying the nonce, which tokeninfo vouches for", async () => {
    const back = await approve("/google/approve", { redirect_uri: redirectUri, state: "s2", nonce: "n".repeat(43), email: "Pim@Example.com", name: "Pim", action: "allow" });
    const answer = new URLSearchParams(back.hash.slice(1));
    expect([back.origin + back.pathname, answer.get("state")]).toEqual([redirectUri, "s2"]);
    const identity = (await social.verifyGoogle(answer.get("id_token") ?? ""))._unsafeUnwrap();
    expect({ ...identity, id: identity.id.startsWith("local-") }).toEqual({ provider: "GOOGLE", id: true, email: "pim@example.com", name: "Pim", nonce: "n".repeat(43) });
  });

  it("redirects back with a Facebook access token, and reports Cancel in the query as Facebook does", async () => {
    const back = await approve("/facebook/approve", { redirect_uri: redirectUri, state: "s3", email: "", name: "Nok", action: "allow" });
    const token = new URLSearchParams(back.hash.slice(1)).get("access_token") ?? "";
    expect((await social.verifyFacebook(null, token)).map((i) => [i.email, i.name])).toEqual(ok([null, "Nok"]));
    const cancelled = await approve("/facebook/approve", { redirect_uri: redirectUri, state: "s4", action: "deny" });
    expect(Object.fromEntries(cancelled.searchParams)).toEqual({ error: "access_denied", state: "s4", error_reason: "user_denied" });
  });
});
