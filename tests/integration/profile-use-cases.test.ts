import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { getProfile } from "../../core/account/use-cases/get-profile";
import { userNotFound } from "../../core/shared/load-user";
import { socialAccountInUse, socialAlreadyConnected, socialNotConnected, socialPrimaryUnlinkRefused, socialTokenInvalid } from "../../core/account/account.errors";
import { unlinkSocial } from "../../core/account/use-cases/unlink-social";
import { reauthenticationFailed, reauthenticationRequired } from "../../core/account/reauthentication";
import { updateProfile, type UpdateProfileInput } from "../../core/account/use-cases/update-profile";
import { FakeClock } from "../../core/testing/fake-clock";
import { createScryptPasswordHasher, createSecureRandom, createTotp, LOW_COST_SCRYPT_PARAMS } from "../../adapters/crypto";
import { createMemoryAccountStorage } from "../../adapters/storage/memory";
import { localSocialProvider, seedUser, T0 } from "./profile-fixtures";
import { legalUpToDate } from "../../core/legal/legal.fixtures";

const hasher = createScryptPasswordHasher(LOW_COST_SCRYPT_PARAMS);
const PASSWORD = createSecureRandom().sha256Hex("Passw0rd!");
const PASSWORD_HASH = hasher.hash(PASSWORD);
/** The re-authentication an unlink needs: the password of the users seeded with `withPassword`. */
const proof = { proof: { password: PASSWORD }, remoteIp: null };
const withPassword = async () => ({ passwordHash: await PASSWORD_HASH });

function setup() {
  const storage = createMemoryAccountStorage();
  const clock = new FakeClock(T0);
  const deps = { storage, clock, social: localSocialProvider(), random: { id: () => randomUUID() }, passwordHasher: hasher, totp: createTotp() };
  return { storage, clock, deps };
}

describe("getProfile", () => {
  it("answers the caller's profile with rewards, KUL balance and notifications newest first, without secrets", async () => {
    const { storage } = setup();
    const user = await seedUser(storage, { kycStatus: "VERIFYING", suitabilityTestPoint: 21 });
    await storage.rewards.grant({ userId: user.id, name: "Registration", amount: 50n, isOpenCongratsModal: true, createdAt: T0 });
    await storage.rewards.grant({ userId: user.id, name: "KYCApproved", amount: 500n, isOpenCongratsModal: false, createdAt: T0 });
    for (const [i, timestamp] of [T0 - 10, T0, T0 - 5].entries()) {
      await storage.notifications.add({ id: `n${i}`, userId: user.id, type: "GET_FREE_REWARD", name: "GetKYCApprovedReward", timestamp, isRead: i === 1 });
    }
    const profile = (await getProfile({ storage, legalVersions: legalUpToDate.current }, { userId: user.id }))._unsafeUnwrap();
    expect(profile).toEqual({
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      profilePicture: null,
      accountType: "EMAIL",
      googleId: null,
      googleEmail: null,
      facebookId: null,
      facebookName: null,
      facebookEmail: null,
      isActive: true,
      isEnabled2FA: false,
      isSubscribeNews: false,
      language: "en",
      kycStatus: "VERIFYING",
      suitabilityTestPoint: 21,
      knowledgeTestPoint: null,
      referralCode: user.referralCode,
      role: "USER",
      rewards: [
        { name: "Registration", amount: 50n, options: { isOpenCongratsModal: true } },
        { name: "KYCApproved", amount: 500n, options: { isOpenCongratsModal: false } },
      ],
      kulBalance: 550n,
      notifications: [
        { type: "GET_FREE_REWARD", name: "GetKYCApprovedReward", timestamp: T0, isRead: true },
        { type: "GET_FREE_REWARD", name: "GetKYCApprovedReward", timestamp: T0 - 5, isRead: false },
        { type: "GET_FREE_REWARD", name: "GetKYCApprovedReward", timestamp: T0 - 10, isRead: false },
      ],
      legal: { current: legalUpToDate.current, accepted: null },
    });
  });

  it("refuses a user who does not exist", async () => {
    const { storage } = setup();
    expect(await getProfile({ storage, legalVersions: legalUpToDate.current }, { userId: randomUUID() })).toEqual(err(userNotFound()));
  });
});

describe("updateProfile", () => {
  it.each([
    ["", "DISPLAY_NAME_REQUIRED"],
    ["   ", "DISPLAY_NAME_REQUIRED"],
    ["x".repeat(255), "DISPLAY_NAME_TOO_LONG"],
    ["bad\u0000name", "TEXT_INVALID"],
  ])("refuses the display name %j with %s and changes nothing", async (displayName, code) => {
    const { storage, deps } = setup();
    const user = await seedUser(storage);
    expect(await updateProfile(deps, { userId: user.id, displayName, isSubscribeNews: true })).toEqual(err({ code, field: "displayName" }));
    expect((await storage.users.findById(user.id))._unsafeUnwrap()).toEqual(user);
  });

  it("saves the trimmed display name, newsletter choice and language", async () => {
    const { storage, deps, clock } = setup();
    const user = await seedUser(storage, { isSubscribeNews: true });
    clock.advance(1000);
    expect(await updateProfile(deps, { userId: user.id, displayName: "  Somchai  ", isSubscribeNews: false, language: "th" })).toEqual(
      ok({ rewardsGranted: [] }),
    );
    expect((await storage.users.findById(user.id))._unsafeUnwrap()).toEqual({
      ...user,
      displayName: "Somchai",
      isSubscribeNews: false,
      language: "th",
      updatedAt: T0 + 1000,
    });
  });

  it("grants the newsletter reward once with a notification, however often the user subscribes", async () => {
    const { storage, deps } = setup();
    const user = await seedUser(storage);
    expect(await updateProfile(deps, { userId: user.id, isSubscribeNews: true })).toEqual(ok({ rewardsGranted: ["SubscribeNewsLetter"] }));
    await updateProfile(deps, { userId: user.id, isSubscribeNews: false });
    expect(await updateProfile(deps, { userId: user.id, isSubscribeNews: true })).toEqual(ok({ rewardsGranted: [] }));
    const profile = (await getProfile({ storage, legalVersions: legalUpToDate.current }, { userId: user.id }))._unsafeUnwrap();
    expect(profile.rewards).toEqual([{ name: "SubscribeNewsLetter", amount: 50n, options: { isOpenCongratsModal: true } }]);
    expect(profile.notifications).toEqual([{ type: "RECEIVE_REWARD", name: "GetSubscribeNewsLetterReward", timestamp: T0, isRead: false }]);
  });

  it("connects Google and Facebook after verifying their tokens, granting each reward with distinct notification times", async () => {
    const { storage, deps } = setup();
    const user = await seedUser(storage);
    const input: UpdateProfileInput = { userId: user.id, googleIdToken: "google:g-1", facebook: { uid: "f-1", accessToken: "fb-token:f-1" } };
    expect(await updateProfile(deps, input)).toEqual(ok({ rewardsGranted: ["ConnectWithGoogle", "ConnectWithFacebook"] }));
    const profile = (await getProfile({ storage, legalVersions: legalUpToDate.current }, { userId: user.id }))._unsafeUnwrap();
    expect(profile).toMatchObject({
      googleId: "g-1",
      googleEmail: "g-1@google.example",
      facebookId: "f-1",
      facebookName: "Name f-1",
      facebookEmail: "f-1@facebook.example",
      kulBalance: 100n,
    });
    expect(profile.notifications).toEqual([
      { type: "RECEIVE_REWARD", name: "GetConnectWithFacebookReward", timestamp: T0 + 1, isRead: false },
      { type: "RECEIVE_REWARD", name: "GetConnectWithGoogleReward", timestamp: T0, isRead: false },
    ]);
  });

  it("does not grant the Google reward again when the account is relinked after an unlink", async () => {
    const { storage, deps } = setup();
    const user = await seedUser(storage, await withPassword());
    await updateProfile(deps, { userId: user.id, googleIdToken: "google:g-1" });
    expect(await updateProfile(deps, { userId: user.id, googleIdToken: "google:g-1" })).toEqual(ok({ rewardsGranted: [] }));
    expect(await unlinkSocial(deps, { userId: user.id, provider: "GOOGLE", ...proof })).toEqual(ok(undefined));
    expect(await updateProfile(deps, { userId: user.id, googleIdToken: "google:g-1" })).toEqual(ok({ rewardsGranted: [] }));
    expect((await getProfile({ storage, legalVersions: legalUpToDate.current }, { userId: user.id }))._unsafeUnwrap().kulBalance).toBe(50n);
  });

  it("refuses a social account another user has linked, and rolls the whole update back", async () => {
    const { storage, deps } = setup();
    await seedUser(storage, { googleId: "g-1" });
    const user = await seedUser(storage);
    expect(await updateProfile(deps, { userId: user.id, displayName: "New", googleIdToken: "google:g-1" })).toEqual(
      err(socialAccountInUse("GOOGLE")),
    );
    expect((await storage.users.findById(user.id))._unsafeUnwrap()).toEqual(user);
    expect(await storage.rewards.listForUser(user.id)).toEqual(ok([]));
  });

  it("refuses a second account of a provider the user already linked", async () => {
    const { storage, deps } = setup();
    const user = await seedUser(storage, { facebookId: "f-1" });
    expect(await updateProfile(deps, { userId: user.id, facebook: { uid: "f-2", accessToken: "fb-token:f-2" } })).toEqual(
      err(socialAlreadyConnected("FACEBOOK")),
    );
  });

  it("answers the provider's refusal and links nothing", async () => {
    const { storage, deps } = setup();
    const user = await seedUser(storage);
    expect(await updateProfile(deps, { userId: user.id, displayName: "X", facebook: { uid: "f-1", accessToken: "stolen" } })).toEqual(
      err(socialTokenInvalid()),
    );
    expect((await storage.users.findById(user.id))._unsafeUnwrap()).toEqual(user);
  });

  it("refuses a user who does not exist", async () => {
    const { deps } = setup();
    expect(await updateProfile(deps, { userId: randomUUID(), displayName: "X" })).toEqual(err(userNotFound()));
  });

  it("never pays a profile reward twice, whatever the user does in whatever order", async () => {
    type Step = "google" | "facebook" | "subscribe" | "unsubscribe" | "unlinkGoogle" | "unlinkFacebook";
    const steps: Step[] = ["google", "facebook", "subscribe", "unsubscribe", "unlinkGoogle", "unlinkFacebook"];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...steps), { maxLength: 12 }), async (sequence) => {
        const { storage, deps } = setup();
        const user = await seedUser(storage, await withPassword());
        const run: Record<Step, () => Promise<unknown>> = {
          google: async () => await updateProfile(deps, { userId: user.id, googleIdToken: "google:g" }),
          facebook: async () => await updateProfile(deps, { userId: user.id, facebook: { uid: "f", accessToken: "fb-token:f" } }),
          subscribe: async () => await updateProfile(deps, { userId: user.id, isSubscribeNews: true }),
          unsubscribe: async () => await updateProfile(deps, { userId: user.id, isSubscribeNews: false }),
          unlinkGoogle: async () => await unlinkSocial(deps, { userId: user.id, provider: "GOOGLE", ...proof }),
          unlinkFacebook: async () => await unlinkSocial(deps, { userId: user.id, provider: "FACEBOOK", ...proof }),
        };
        for (const step of sequence) await run[step]();
        const profile = (await getProfile({ storage, legalVersions: legalUpToDate.current }, { userId: user.id }))._unsafeUnwrap();
        const expected = new Set(sequence.filter((s) => s === "google" || s === "facebook" || s === "subscribe"));
        expect(profile.rewards.length).toBe(expected.size);
        expect(profile.kulBalance).toBe(50n * BigInt(expected.size));
        expect(profile.notifications.length).toBe(expected.size);
      }),
      { numRuns: 60 },
    );
  });
});

describe("unlinkSocial", () => {
  it.each([
    ["GOOGLE", { googleId: null, googleEmail: null }],
    ["FACEBOOK", { facebookId: null, facebookName: null, facebookEmail: null }],
  ] as const)("unlinks %s from an email account", async (provider, cleared) => {
    const { storage, deps, clock } = setup();
    const linked = { googleId: "g", googleEmail: "g@x.co", facebookId: "f", facebookName: "F", facebookEmail: "f@x.co" };
    const user = await seedUser(storage, { ...linked, ...(await withPassword()) });
    clock.advance(5);
    expect(await unlinkSocial(deps, { userId: user.id, provider, ...proof })).toEqual(ok(undefined));
    expect((await storage.users.findById(user.id))._unsafeUnwrap()).toEqual({ ...user, ...cleared, updatedAt: T0 + 5 });
  });

  it.each(["GOOGLE", "FACEBOOK"] as const)("never unlinks the primary provider of a %s account", async (provider) => {
    const { storage, deps } = setup();
    const user = await seedUser(storage, { accountType: provider, googleId: "g", facebookId: "f" });
    expect(await unlinkSocial(deps, { userId: user.id, provider, ...proof })).toEqual(err(socialPrimaryUnlinkRefused(provider)));
    expect((await storage.users.findById(user.id))._unsafeUnwrap()).toEqual(user);
  });

  it("lets a Google account without a password unlink a linked Facebook with a fresh Google sign-in", async () => {
    const { storage, deps } = setup();
    const user = await seedUser(storage, { accountType: "GOOGLE", googleId: "g", facebookId: "f", passwordHash: null });
    const unlink = (social: { provider: "GOOGLE"; idToken: string } | undefined) =>
      unlinkSocial(deps, { userId: user.id, provider: "FACEBOOK", proof: { social }, remoteIp: null });
    expect(await unlink(undefined)).toEqual(err(reauthenticationRequired(["SOCIAL"])));
    expect(await unlink({ provider: "GOOGLE", idToken: "google:someone-else" })).toEqual(err(reauthenticationFailed()));
    expect(await unlink({ provider: "GOOGLE", idToken: "google:g" })).toEqual(ok(undefined));
  });

  it("answers that a provider never linked is not connected", async () => {
    const { storage, deps } = setup();
    const user = await seedUser(storage);
    expect(await unlinkSocial(deps, { userId: user.id, provider: "GOOGLE", ...proof })).toEqual(err(socialNotConnected("GOOGLE")));
  });

  it("refuses a user who does not exist", async () => {
    const { deps } = setup();
    expect(await unlinkSocial(deps, { userId: randomUUID(), provider: "GOOGLE", ...proof })).toEqual(err(userNotFound()));
  });
});
