import { err, ok } from "neverthrow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { socialAlreadyConnected, socialTokenInvalid } from "../../core/account/account.errors";
import { loginWithSocial, type LoginWithSocialInput, type SocialCredential } from "../../core/account/use-cases/login-with-social";
import { placeholderEmail, type SessionStarted } from "../../core/account/login-session";
import { referralCodeInvalid } from "../../core/referral/referral-code";
import { sessionFixture } from "./session-fixture";
import { startSocialIssuer, type SocialIssuer } from "./social-issuer";

let issuer: SocialIssuer;
beforeAll(async () => {
  issuer = await startSocialIssuer();
});
afterAll(() => issuer.close());

const input = (credential: SocialCredential, extra: Partial<LoginWithSocialInput> = {}): LoginWithSocialInput => ({
  credential,
  language: "th",
  rememberMe: true,
  ...extra,
});
const google = (id: string, email: string | null, name?: string): SocialCredential => ({
  provider: "GOOGLE",
  idToken: issuer.googleToken({ id, email, ...(name === undefined ? {} : { name }) }),
});
const facebook = (id: string, email: string | null): SocialCredential => ({ provider: "FACEBOOK", ...issuer.facebookToken({ id, email, name: "Nok" }) });

async function rewardsOf(f: ReturnType<typeof sessionFixture>, userId: string) {
  const rewards = (await f.deps.storage.rewards.listForUser(userId))._unsafeUnwrap();
  return rewards.map((r) => [r.name, r.amount, r.isOpenCongratsModal]).sort();
}

describe("loginWithSocial", () => {
  it("creates an active Google account with the Registration and ConnectWithGoogle rewards", async () => {
    const f = sessionFixture(issuer);
    const result = (await loginWithSocial(f.deps, input(google("g-1", "somchai@example.com", "Somchai"))))._unsafeUnwrap() as SessionStarted;
    const notifications = (await f.deps.storage.notifications.listForUser(result.user.id))._unsafeUnwrap();
    const u = result.user;
    expect([result.kind, result.requestEmail, u.email, u.displayName, u.accountType, u.googleId, u.googleEmail, u.isActive, u.passwordHash, u.language]).toEqual([
      "SESSION", false, "somchai@example.com", "Somchai", "GOOGLE", "g-1", "somchai@example.com", true, null, "th",
    ]);
    expect(await rewardsOf(f, u.id)).toEqual([["ConnectWithGoogle", 50n, true], ["Registration", 50n, true]]);
    expect(notifications.filter((n) => n.name === "GetConnectWithGoogleReward").map((n) => n.type)).toEqual(["RECEIVE_REWARD"]);
  });

  it("logs the same account in again without granting anything twice", async () => {
    const f = sessionFixture(issuer);
    const first = (await loginWithSocial(f.deps, input(google("g-2", "a@example.com"))))._unsafeUnwrap() as SessionStarted;
    const again = (await loginWithSocial(f.deps, input(google("g-2", "a@example.com"))))._unsafeUnwrap() as SessionStarted;
    expect([again.user.id, await rewardsOf(f, first.user.id)]).toEqual([first.user.id, [["ConnectWithGoogle", 50n, true], ["Registration", 50n, true]]]);
  });

  it("creates an inactive Facebook account with a stand-in email and asks for a real one", async () => {
    const f = sessionFixture(issuer);
    const result = (await loginWithSocial(f.deps, input(facebook("fb-1", null))))._unsafeUnwrap() as SessionStarted;
    expect([result.requestEmail, result.user.email, result.user.isActive, result.user.facebookId, result.user.displayName]).toEqual([
      true, placeholderEmail("FACEBOOK", "fb-1"), false, "fb-1", "Nok",
    ]);
  });

  it("links Google to the active account of the same email and keeps its password", async () => {
    const f = sessionFixture(issuer);
    const owner = await f.seedUser({ email: "owner@example.com" });
    const result = (await loginWithSocial(f.deps, input(google("g-3", "owner@example.com"))))._unsafeUnwrap() as SessionStarted;
    expect([result.user.id, result.user.googleId, result.user.accountType, result.user.passwordHash, await rewardsOf(f, owner.id)]).toEqual([
      owner.id, "g-3", "EMAIL", owner.passwordHash, [["ConnectWithGoogle", 50n, true]],
    ]);
  });

  it("drops the password of an unconfirmed account it links, since its registrant never proved the mailbox", async () => {
    const f = sessionFixture(issuer);
    const squatted = await f.seedUser({ email: "victim@example.com", isActive: false });
    const result = (await loginWithSocial(f.deps, input(facebook("fb-2", "victim@example.com"))))._unsafeUnwrap() as SessionStarted;
    expect([result.user.id, result.user.isActive, result.user.passwordHash, result.user.facebookEmail]).toEqual([squatted.id, true, null, "victim@example.com"]);
  });

  it("refuses to link when the account of that email has another Google account", async () => {
    const f = sessionFixture(issuer);
    await f.seedUser({ email: "taken@example.com", googleId: "g-other" });
    expect(await loginWithSocial(f.deps, input(google("g-4", "taken@example.com")))).toEqual(err(socialAlreadyConnected("GOOGLE")));
  });

  it("records the inviter of a valid referral code, and refuses a malformed one", async () => {
    const f = sessionFixture(issuer);
    const inviter = await f.seedUser();
    const invited = (await loginWithSocial(f.deps, input(google("g-5", "new@example.com"), { referralCode: inviter.referralCode })))._unsafeUnwrap() as SessionStarted;
    const malformed = await loginWithSocial(f.deps, input(google("g-6", "x@example.com"), { referralCode: "!!" }));
    expect([invited.user.referredBy, malformed]).toEqual([inviter.id, err(referralCodeInvalid("!!"))]);
  });

  it("answers the 2FA step for an account with 2FA on", async () => {
    const f = sessionFixture(issuer);
    const user = await f.seedUser({ googleId: "g-7", isEnabled2FA: true, twoFactorSecret: "JBSWY3DPEHPK3PXP" });
    const result = (await loginWithSocial(f.deps, input(google("g-7", null))))._unsafeUnwrap();
    expect(result.kind === "TWO_FACTOR" && result.userId).toBe(user.id);
  });

  it("creates nothing when the provider refuses the token", async () => {
    const f = sessionFixture(issuer);
    const result = await loginWithSocial(f.deps, input({ provider: "GOOGLE", idToken: "forged" }));
    expect([result, (await f.deps.storage.users.findByEmail("forged"))._unsafeUnwrap()]).toEqual([err(socialTokenInvalid()), null]);
  });

  it("starts a 12-hour session when remember-me is off", async () => {
    const f = sessionFixture(issuer);
    const result = await loginWithSocial(f.deps, input(google("g-8", "c@example.com"), { rememberMe: false }));
    expect(result.map((r) => r.kind === "SESSION" && r.expiresAt - f.clock.now())).toEqual(ok(12 * 60 * 60 * 1000));
  });

  it("records the terms and privacy versions a sign-up from the register page accepted, and none for a plain login", async () => {
    const f = sessionFixture(issuer);
    const signUp = (await loginWithSocial(f.deps, input(google("g-terms", "terms@example.com"), { isAcceptTerms: true })))._unsafeUnwrap() as SessionStarted;
    const plain = (await loginWithSocial(f.deps, input(google("g-plain", "plain@example.com"))))._unsafeUnwrap() as SessionStarted;
    const seen = (await loginWithSocial(f.deps, input(google("g-seen", "seen@example.com"), { isAcceptTerms: true, legalVersions: { terms: "0.9", privacy: "0.9" } })))._unsafeUnwrap() as SessionStarted;
    const latest = async (userId: string) => (await f.deps.storage.legalAcceptances.latestForUser(userId))._unsafeUnwrap();
    expect(await latest(signUp.user.id)).toMatchObject({ ...f.deps.legalVersions, acceptedAt: f.clock.now() });
    expect(await latest(plain.user.id)).toBeNull();
    expect(await latest(seen.user.id)).toMatchObject({ terms: "0.9", privacy: "0.9" });
  });
});
