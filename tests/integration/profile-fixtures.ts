import { randomUUID } from "node:crypto";
import { errAsync, okAsync } from "neverthrow";
import { socialTokenInvalid } from "../../core/account/account.errors";
import type { SocialIdentity, SocialIdentityPort } from "../../core/ports/account-services.port";
import type { AccountStorage } from "../../core/ports/account-storage.port";
import type { NewUser, UserRecord } from "../../core/ports/storage.port";
import { sampleJpeg, samplePng } from "../../core/testing/sample-files";

/** The fixed start time of the profile tests. */
export const T0 = Date.UTC(2026, 0, 15, 3, 0, 0);

/** First bytes of a png and a jpeg, so uploads are recognised by content. */
export const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

/**
 * For PNG_HEAD and JPEG_HEAD, a whole picture of that type (`size` bytes when given): what avatar
 * uploads accept. For any other head, `size` bytes (64 by default) starting with it.
 */
export function fileOf(head: readonly number[], size?: number): Uint8Array<ArrayBuffer> {
  const options = size === undefined ? {} : { size };
  if (head === PNG_HEAD) return samplePng(options);
  if (head === JPEG_HEAD) return sampleJpeg(options);
  const bytes = new Uint8Array(size ?? 64);
  bytes.set(head.slice(0, bytes.length));
  return bytes;
}

let counter = 0;

/** A stored email account (active, no social link) with overrides. */
export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  counter += 1;
  const code = counter.toString(32).toUpperCase().padStart(8, "0");
  return {
    id: randomUUID(),
    email: `user${counter}@example.com`,
    passwordHash: "scrypt$stored",
    displayName: `User ${counter}`,
    profilePicture: null,
    accountType: "EMAIL",
    googleId: null,
    googleEmail: null,
    facebookId: null,
    facebookName: null,
    facebookEmail: null,
    isActive: true,
    isEnabled2FA: false,
    twoFactorSecret: "SECRETSECRET",
    isSubscribeNews: false,
    language: "en",
    kycStatus: "UNVERIFIED",
    suitabilityTestPoint: null,
    knowledgeTestPoint: null,
    referralCode: code.replace(/[ILOU]/g, "0"),
    referredBy: null,
    role: "USER",
    ...overrides,
  };
}

/** Creates a user in `storage` and returns it. */
export async function seedUser(storage: AccountStorage, overrides: Partial<NewUser> = {}): Promise<UserRecord> {
  return (await storage.users.create(newUser(overrides), T0))._unsafeUnwrap();
}

/**
 * A social identity provider in memory: Google id tokens "google:<id>" and Facebook access
 * tokens "fb-token:<uid>" are valid, anything else is refused as the real endpoints would.
 */
export function localSocialProvider(): SocialIdentityPort {
  const identity = (provider: SocialIdentity["provider"], id: string): SocialIdentity => ({
    provider,
    id,
    email: `${id}@${provider.toLowerCase()}.example`,
    name: `Name ${id}`,
  });
  return {
    verifyGoogle: (token) => (token.startsWith("google:") && token.length > 7 ? okAsync(identity("GOOGLE", token.slice(7))) : errAsync(socialTokenInvalid())),
    // Without a uid (the redirect flow) the token names its own user.
    verifyFacebook: (uid, token) => {
      const owner = token.startsWith("fb-token:") ? token.slice(9) : "";
      return owner !== "" && (uid === null || uid === owner) ? okAsync(identity("FACEBOOK", owner)) : errAsync(socialTokenInvalid());
    },
  };
}
