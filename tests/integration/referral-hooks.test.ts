import { describe, expect, it } from "vitest";
import { openPgliteStorage } from "../../adapters/storage/sql/pglite-storage";
import { loginWithSocial } from "../../core/account/use-cases/login-with-social";
import { updateProfile } from "../../core/account/use-cases/update-profile";
import { getReferrals } from "../../core/referral/use-cases/get-referrals";
import { referralFixture } from "./referral-fixtures";

const login = (f: ReturnType<typeof referralFixture>, googleId: string, referralCode?: string) =>
  loginWithSocial(f.deps, { credential: { provider: "GOOGLE", idToken: `google:${googleId}` }, language: "en", rememberMe: false, referralCode });

describe("referral rewards from the account flows", () => {
  it.each([
    ["connecting Google", { googleIdToken: "google:hook-g" }],
    ["connecting Facebook", { facebook: { uid: "hook-fb", accessToken: "fb-token:hook-fb" } }],
  ])("pays the inviter when an invitee's profile update is %s", async (_name, connect) => {
    const f = referralFixture();
    const inviter = await f.user();
    const invitee = await f.invitee(inviter);
    expect((await updateProfile(f.deps, { userId: invitee.id, ...connect }))._unsafeUnwrap().rewardsGranted).toHaveLength(1);
    expect(await f.referralKul(inviter.id)).toBe(5n);
  });

  it("pays nothing for a profile update without a social account, then pays once it connects one", async () => {
    const f = referralFixture();
    const inviter = await f.user();
    const invitee = await f.invitee(inviter);
    await updateProfile(f.deps, { userId: invitee.id, displayName: "Nok", isSubscribeNews: true });
    expect(await f.referralKul(inviter.id)).toBe(0n);
    await updateProfile(f.deps, { userId: invitee.id, googleIdToken: "google:later" });
    await updateProfile(f.deps, { userId: invitee.id, facebook: { uid: "later", accessToken: "fb-token:later" } });
    expect(await f.referralKul(inviter.id)).toBe(5n);
  });

  it("pays the inviter when a new account signs up with Google and the invite code, once over many logins", async () => {
    const f = referralFixture();
    const inviter = await f.user();
    const first = (await login(f, "signup-1", inviter.referralCode))._unsafeUnwrap();
    await login(f, "signup-1");
    await login(f, "signup-1", inviter.referralCode);
    expect([first.kind, await f.referralKul(inviter.id)]).toEqual(["SESSION", 5n]);
    const view = (await getReferrals(f.deps, { userId: inviter.id, appUrl: "https://app.kulswap.local" }))._unsafeUnwrap();
    expect([view.invitedCount, view.rewardedCount, view.levels[0]!.invitees.map((i) => i.referrerEmail)]).toEqual([1, 1, ["signup-1@google.example"]]);
  });

  it("pays the inviter when an email invitee later logs in with Google under the same address", async () => {
    const f = referralFixture();
    const inviter = await f.user();
    await f.invitee(inviter, { email: "linked@google.example" });
    await login(f, "linked");
    expect(await f.referralKul(inviter.id)).toBe(5n);
  });

  it("pays 375 KUL for 35 invitees who connect Google at the same time", async () => {
    const f = referralFixture();
    const inviter = await f.user();
    const invitees = await Promise.all(Array.from({ length: 35 }, () => f.invitee(inviter)));
    const results = await Promise.all(invitees.map((i, n) => updateProfile(f.deps, { userId: i.id, googleIdToken: `google:many-${n}` })));
    expect(results.every((r) => r.isOk())).toBe(true);
    expect(await f.referralKul(inviter.id)).toBe(375n);
  });

  it("pays 70 KUL once each on SQL storage when 12 invitees connect and log in at the same time", async () => {
    const opened = await openPgliteStorage();
    try {
      const f = referralFixture(opened.storage);
      const inviter = await f.user();
      const invitees = await Promise.all(Array.from({ length: 12 }, () => f.invitee(inviter)));
      const connects = invitees.map((i, n) => updateProfile(f.deps, { userId: i.id, googleIdToken: `google:sql-${n}` }));
      expect((await Promise.all(connects)).every((r) => r.isOk())).toBe(true);
      const logins = invitees.map((_i, n) => login(f, `sql-${n}`));
      expect((await Promise.all(logins)).every((r) => r.isOk())).toBe(true);
      const numbers = (await f.storage.referrals.listForInviter(inviter.id))._unsafeUnwrap().map((r) => r.inviteeNumber);
      expect([await f.referralKul(inviter.id), numbers]).toEqual([70n, Array.from({ length: 12 }, (_, i) => i + 1)]);
    } finally {
      await opened.close();
    }
  }, 60_000);
});
