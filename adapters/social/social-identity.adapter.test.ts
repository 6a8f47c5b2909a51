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
