import { describe, expect, it } from "vitest";
import { err, errAsync, ok, okAsync } from "neverthrow";
import type { AccountApiPort, LoginOutcome } from "../ports/account-api.port";
import type { SocialIdentityPort } from "../ports/account-services.port";
import type { TabStorePort } from "../ports/tab-store.port";
import { socialTokenInvalid, socialUnavailable } from "./account.errors";
import { verifySocialCredential } from "./social-credential";
import { SOCIAL_SIGN_IN_TTL_MS, socialSignInCancelled, socialSignInFailed, socialStateExpired, socialStateInvalid, socialStateUsed } from "./social-sign-in";
import { finishSocialSignIn } from "./use-cases/finish-social-sign-in";
import { PENDING_SOCIAL_SIGN_IN_KEY, startSocialSignIn } from "./use-cases/start-social-sign-in";

const GOOGLE = { authUrl: "https://accounts.example/authorize?hd=x", clientId: "client-1" };
const SIGNED_IN: LoginOutcome = {
  kind: "SESSION",
  accessToken: "jwt",
  expiresAt: null,
  requestEmail: false,
  user: { id: "u1", email: "a@b.co", displayName: "A", profilePicture: null, accountType: "GOOGLE", isActive: true, isEnabled2FA: false, kycStatus: "UNVERIFIED", language: "en", referralCode: "ABCDEFGH" },
};

function tab(): TabStorePort & { size(): number } {
  const map = new Map<string, string>();
  return { get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v), remove: (k) => void map.delete(k), size: () => map.size };
}

/** A started sign-in: its store, the URL's state and nonce, and the calls the account port received. */
function started(provider: "GOOGLE" | "FACEBOOK", purpose: "LOGIN" | "CONNECT" = "LOGIN", acceptsTerms?: boolean) {
  const store = tab();
  let now = 1_000_000;
  let n = 0;
  const clock = { now: () => now };
  const url = startSocialSignIn(
    { store, clock, randomToken: (bytes) => `${"r".repeat(bytes)}${(n += 1)}` },
    { provider, purpose, client: GOOGLE, redirectUri: "https://app.example/social-callback", returnTo: "/referral-program", rememberMe: true, ...(acceptsTerms === undefined ? {} : { acceptsTerms }) },
  )._unsafeUnwrap();
  const params = new URL(url).searchParams;
  const calls: unknown[] = [];
  const account: Pick<AccountApiPort, "logInWithGoogle" | "logInWithFacebook" | "updateProfile"> = {
    logInWithGoogle: (login) => (calls.push(["google", login]), okAsync(SIGNED_IN)),
    logInWithFacebook: (login) => (calls.push(["facebook", login]), okAsync(SIGNED_IN)),
    updateProfile: (changes) => (calls.push(["profile", changes]), okAsync(["ConnectWithGoogle" as const])),
  };
  const finish = (hash: string, search = "") => finishSocialSignIn({ store, clock, account }, { search, hash, referralCode: "REFCODE1", language: "th" });
  return { store, url, state: params.get("state") ?? "", nonce: params.get("nonce"), params, calls, finish, later: (ms: number) => (now += ms) };
}

describe("starting a social sign-in", () => {
  it("sends Google an OpenID Connect id_token request with a fresh state and nonce, kept in the tab", () => {
    const { params, store, url } = started("GOOGLE");
    expect(url.startsWith("https://accounts.example/authorize?")).toBe(true);
    expect(Object.fromEntries(params)).toEqual({
      hd: "x",
      client_id: "client-1",
      redirect_uri: "https://app.example/social-callback",
      state: `${"r".repeat(32)}1`,
      nonce: `${"r".repeat(32)}2`,
      response_type: "id_token",
      scope: "openid email profile",
      prompt: "select_account",
    });
    expect(JSON.parse(store.get(PENDING_SOCIAL_SIGN_IN_KEY) ?? "")).toEqual({
      state: `${"r".repeat(32)}1`,
      nonce: `${"r".repeat(32)}2`,
      provider: "GOOGLE",
      purpose: "LOGIN",
      expiresAt: 1_000_000 + SOCIAL_SIGN_IN_TTL_MS,
      returnTo: "/referral-program",
      rememberMe: true,
      acceptsTerms: false,
    });
  });

  it("asks Facebook for an access token and the email scope, with the state", () => {
    const { params } = started("FACEBOOK");
    expect([params.get("response_type"), params.get("scope"), params.get("state"), params.get("nonce")]).toEqual(["token", "email", `${"r".repeat(32)}1`, null]);
  });

  it("refuses to start without the provider's configuration", () => {
    const store = tab();
    const result = startSocialSignIn(
      { store, clock: { now: () => 0 }, randomToken: () => "x".repeat(40) },
      { provider: "FACEBOOK", purpose: "LOGIN", client: null, redirectUri: "https://a/social-callback", returnTo: "/", rememberMe: false },
    );
    expect([result, store.size()]).toEqual([err(socialUnavailable("FACEBOOK sign-in not configured")), 0]);
  });
});

describe("finishing a social sign-in", () => {
  it("logs in with the id token and the nonce, carrying the referral code, when the state matches", async () => {
    const flow = started("GOOGLE");
    const result = await flow.finish(`#id_token=tok&state=${flow.state}`);
    expect(result).toEqual(ok({ purpose: "LOGIN", provider: "GOOGLE", outcome: SIGNED_IN, rememberMe: true, returnTo: "/referral-program" }));
    expect(flow.calls).toEqual([["google", { language: "th", rememberMe: true, referralCode: "REFCODE1", googleIdToken: "tok", nonce: flow.nonce }]]);
  });

  it("signs in with Facebook's access token, without a uid", async () => {
    const flow = started("FACEBOOK");
    await flow.finish(`#access_token=fbtok&expires_in=5000&state=${flow.state}`);
    expect(flow.calls).toEqual([["facebook", { language: "th", rememberMe: true, referralCode: "REFCODE1", accessToken: "fbtok" }]]);
  });

  it("carries the acceptance of the terms the buttons showed, so a sign-up records it", async () => {
    const google = started("GOOGLE", "LOGIN", true);
    await google.finish(`#id_token=tok&state=${google.state}`);
    const facebook = started("FACEBOOK", "LOGIN", true);
    await facebook.finish(`#access_token=fbtok&state=${facebook.state}`);
    expect([...google.calls, ...facebook.calls]).toEqual([
      ["google", { language: "th", rememberMe: true, referralCode: "REFCODE1", isAcceptTerms: true, googleIdToken: "tok", nonce: google.nonce }],
      ["facebook", { language: "th", rememberMe: true, referralCode: "REFCODE1", isAcceptTerms: true, accessToken: "fbtok" }],
    ]);
  });

  it("never carries an acceptance for a CONNECT sign-in, nor from a pending sign-in kept before acceptance was recorded", async () => {
    const connect = started("GOOGLE", "CONNECT", true);
    expect(JSON.parse(connect.store.get(PENDING_SOCIAL_SIGN_IN_KEY) ?? "").acceptsTerms).toBe(false);
    const old = started("FACEBOOK", "LOGIN", true);
    const { acceptsTerms: _dropped, ...earlier } = JSON.parse(old.store.get(PENDING_SOCIAL_SIGN_IN_KEY) ?? "");
    old.store.set(PENDING_SOCIAL_SIGN_IN_KEY, JSON.stringify(earlier));
    await old.finish(`#access_token=fbtok&state=${old.state}`);
    expect(old.calls).toEqual([["facebook", { language: "th", rememberMe: true, referralCode: "REFCODE1", accessToken: "fbtok" }]]);
  });

  it("connects the provider to the signed-in account for a CONNECT sign-in", async () => {
    const flow = started("GOOGLE", "CONNECT");
    const result = await flow.finish(`#id_token=tok&state=${flow.state}`);
    expect(result).toEqual(ok({ purpose: "CONNECT", provider: "GOOGLE", rewardsGranted: ["ConnectWithGoogle"], returnTo: "/referral-program" }));
    expect(flow.calls).toEqual([["profile", { googleIdToken: "tok", googleNonce: flow.nonce }]]);
  });

  it.each([
    ["a tampered state", (state: string) => `#id_token=tok&state=${state}x`],
    ["a state of the same length but other text", (state: string) => `#id_token=tok&state=${state.slice(0, -1)}9`],
    ["no state", () => "#id_token=tok"],
  ])("refuses %s, calls nothing and forgets the pending sign-in", async (_, hash) => {
    const flow = started("GOOGLE");
    const result = await flow.finish(hash(flow.state));
    expect([result, flow.calls, flow.store.size()]).toEqual([err(socialStateInvalid()), [], 0]);
  });

  it("accepts a state once: the same answer again is refused as used", async () => {
    const flow = started("GOOGLE");
    await flow.finish(`#id_token=tok&state=${flow.state}`);
    expect(await flow.finish(`#id_token=tok&state=${flow.state}`)).toEqual(err(socialStateUsed()));
    expect(flow.calls).toHaveLength(1);
  });

  it("refuses an answer arriving when the 10 minutes are over, and accepts one just before", async () => {
    const late = started("GOOGLE");
    late.later(SOCIAL_SIGN_IN_TTL_MS);
    expect(await late.finish(`#id_token=tok&state=${late.state}`)).toEqual(err(socialStateExpired()));
    const inTime = started("GOOGLE");
    inTime.later(SOCIAL_SIGN_IN_TTL_MS - 1);
    expect((await inTime.finish(`#id_token=tok&state=${inTime.state}`)).isOk()).toBe(true);
  });

  it("tells a cancellation (Facebook's query error) from a failure (an error or no token)", async () => {
    const cancelled = started("FACEBOOK");
    expect(await cancelled.finish("", `?error=access_denied&error_reason=user_denied&state=${cancelled.state}`)).toEqual(err(socialSignInCancelled("/referral-program")));
    const failed = started("GOOGLE");
    expect(await failed.finish(`#error=server_error&state=${failed.state}`)).toEqual(err(socialSignInFailed()));
    const noToken = started("GOOGLE");
    expect(await noToken.finish(`#access_token=wrong-kind&state=${noToken.state}`)).toEqual(err(socialSignInFailed()));
  });

  it("treats a corrupt pending record as nothing pending", async () => {
    const flow = started("GOOGLE");
    flow.store.set(PENDING_SOCIAL_SIGN_IN_KEY, JSON.stringify({ state: flow.state, returnTo: "//evil.example" }));
    expect(await flow.finish(`#id_token=tok&state=${flow.state}`)).toEqual(err(socialStateUsed()));
  });

  it("passes the server's refusal through", async () => {
    const flow = started("GOOGLE");
    const refused = { code: "SOCIAL_TOKEN_INVALID", status: 401, message: "no" };
    const store = flow.store;
    const result = await finishSocialSignIn(
      { store, clock: { now: () => 1_000_000 }, account: { logInWithGoogle: () => errAsync(refused), logInWithFacebook: () => errAsync(refused), updateProfile: () => errAsync(refused) } },
      { search: "", hash: `#id_token=tok&state=${flow.state}`, referralCode: null, language: "en" },
    );
    expect(result).toEqual(err(refused));
  });
});

describe("the nonce on the server", () => {
  const social = (nonce?: string): SocialIdentityPort => ({
    verifyGoogle: () => okAsync({ provider: "GOOGLE", id: "g1", email: null, name: null, ...(nonce === undefined ? {} : { nonce }) }),
    verifyFacebook: () => errAsync(socialTokenInvalid()),
  });
  const expected = "n".repeat(43);

  it("accepts an id token carrying the nonce the sign-in started with", async () => {
    expect(await verifySocialCredential(social(expected), { provider: "GOOGLE", idToken: "t", nonce: expected })).toEqual(ok({ provider: "GOOGLE", id: "g1", email: null, name: null, nonce: expected }));
  });

  it.each([
    ["another nonce", "m".repeat(43)],
    ["no nonce", undefined],
  ])("refuses an id token with %s when the sign-in had one", async (_, carried) => {
    expect(await verifySocialCredential(social(carried), { provider: "GOOGLE", idToken: "t", nonce: expected })).toEqual(err(socialTokenInvalid()));
  });

  it("keeps accepting the SDK's tokens sent without a nonce", async () => {
    expect((await verifySocialCredential(social(), { provider: "GOOGLE", idToken: "t" })).isOk()).toBe(true);
  });
});
