import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { err, errAsync, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { clearRewardFlags } from "../../core/account/use-cases/clear-reward-flags";
import type { RewardFlag } from "../../core/account/profile-view";
import { getAvatar } from "../../core/account/use-cases/get-avatar";
import { markNotificationRead } from "../../core/account/use-cases/mark-notification-read";
import { avatarFileEmpty, avatarFileTooLarge, avatarFileTypeNotAllowed, avatarNotFound, fileStoreUnavailable } from "../../core/account/account.errors";
import { userNotFound } from "../../core/shared/load-user";
import { recordCookieConsent, type RecordCookieConsentInput } from "../../core/account/use-cases/record-cookie-consent";
import { uploadAvatar } from "../../core/account/use-cases/upload-avatar";
import type { FileStorePort } from "../../core/ports/account-services.port";
import type { AccountStorage, CookieConsentRecord } from "../../core/ports/account-storage.port";
import { FakeClock } from "../../core/testing/fake-clock";
import { createMemoryFileStore } from "../../adapters/files";
import { createMemoryAccountStorage } from "../../adapters/storage/memory";
import { storageUnavailable } from "../../adapters/storage/storage-errors";
import { sampleJpeg, samplePng } from "../../core/testing/sample-files";
import { fileOf, JPEG_HEAD, PNG_HEAD, seedUser, T0 } from "./profile-fixtures";

const avatarUrl = (name: string) => `/v1/api/user/avatar/${name}`;

function setup(overrides: { files?: FileStorePort; storage?: AccountStorage } = {}) {
  const storage = overrides.storage ?? createMemoryAccountStorage();
  const files = overrides.files ?? createMemoryFileStore();
  const deps = { storage, files, clock: new FakeClock(T0), random: { id: () => randomUUID() }, avatarUrl };
  return { storage, files, deps };
}

const nameOf = (url: string) => url.split("/").pop() ?? "";

describe("uploadAvatar", () => {
  it.each([
    ["an empty file", new Uint8Array(0), avatarFileEmpty()],
    ["a png over 5 MB", fileOf(PNG_HEAD, 5_000_001), avatarFileTooLarge(5, 5.000001)],
    ["a gif", fileOf([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]), avatarFileTypeNotAllowed()],
    ["a pdf", fileOf([0x25, 0x50, 0x44, 0x46, 0x2d]), avatarFileTypeNotAllowed()],
    ["text named like an image", new TextEncoder().encode("<svg onload=alert(1)>"), avatarFileTypeNotAllowed()],
  ])("refuses %s and stores nothing", async (_name, content, expected) => {
    const { storage, deps } = setup();
    const user = await seedUser(storage);
    expect(await uploadAvatar(deps, { userId: user.id, content })).toEqual(err(expected));
    expect((await storage.users.findById(user.id))._unsafeUnwrap()?.profilePicture).toBeNull();
  });

  it.each([
    // The png is padded with a text chunk, which is metadata: the stored picture is the bare one.
    ["png", PNG_HEAD, 5_000_000, "image/png", samplePng()],
    ["jpg", JPEG_HEAD, 200, "image/jpeg", sampleJpeg({ size: 200 })],
  ] as const)("stores a %s by its content (5 MB exactly is allowed) and serves it back", async (ext, head, size, contentType, stored) => {
    const { storage, deps } = setup();
    const user = await seedUser(storage);
    const content = fileOf(head, size);
    const uploaded = (await uploadAvatar(deps, { userId: user.id, content }))._unsafeUnwrap();
    expect(uploaded).toEqual({ profilePicture: expect.stringMatching(new RegExp(`^/v1/api/user/avatar/[0-9a-f-]{36}\\.${ext}$`)), contentType });
    expect((await storage.users.findById(user.id))._unsafeUnwrap()?.profilePicture).toBe(uploaded.profilePicture);
    const served = (await getAvatar(deps, { fileName: nameOf(uploaded.profilePicture) }))._unsafeUnwrap();
    // Compared as buffers: a deep equality over 5 million elements takes minutes.
    expect(served.contentType).toBe(contentType);
    expect(Buffer.from(served.content).equals(Buffer.from(stored))).toBe(true);
  });

  it("deletes the previous avatar when a new one replaces it", async () => {
    const { storage, files, deps } = setup();
    const user = await seedUser(storage);
    const first = (await uploadAvatar(deps, { userId: user.id, content: fileOf(PNG_HEAD) }))._unsafeUnwrap();
    await uploadAvatar(deps, { userId: user.id, content: fileOf(JPEG_HEAD) });
    expect(await getAvatar(deps, { fileName: nameOf(first.profilePicture) })).toEqual(err(avatarNotFound()));
    expect((files as ReturnType<typeof createMemoryFileStore>).size).toBe(1);
  });

  it("keeps a picture it did not store (a Google photo URL) out of the file store", async () => {
    const { storage, files, deps } = setup();
    const user = await seedUser(storage, { profilePicture: "https://lh3.googleusercontent.com/a/photo.png" });
    expect((await uploadAvatar(deps, { userId: user.id, content: fileOf(PNG_HEAD) })).isOk()).toBe(true);
    expect((files as ReturnType<typeof createMemoryFileStore>).size).toBe(1);
  });

  it("answers the file store's failure and leaves the profile picture as it was", async () => {
    const broken: FileStorePort = { ...createMemoryFileStore(), put: () => errAsync(fileStoreUnavailable("disk full")) };
    const { storage, deps } = setup({ files: broken });
    const user = await seedUser(storage);
    expect(await uploadAvatar(deps, { userId: user.id, content: fileOf(PNG_HEAD) })).toEqual(err(fileStoreUnavailable("disk full")));
    expect((await storage.users.findById(user.id))._unsafeUnwrap()?.profilePicture).toBeNull();
  });

  it("removes the stored file again when the profile cannot be updated", async () => {
    const memory = createMemoryAccountStorage();
    const storage: AccountStorage = { ...memory, users: { ...memory.users, update: () => errAsync(storageUnavailable("gone")) } };
    const { files, deps } = setup({ storage });
    const user = await seedUser(memory);
    expect(await uploadAvatar(deps, { userId: user.id, content: fileOf(PNG_HEAD) })).toEqual(err(storageUnavailable("gone")));
    expect((files as ReturnType<typeof createMemoryFileStore>).size).toBe(0);
  });

  it("refuses a user who does not exist", async () => {
    const { deps } = setup();
    expect(await uploadAvatar(deps, { userId: randomUUID(), content: fileOf(PNG_HEAD) })).toEqual(err(userNotFound()));
  });
});

describe("getAvatar", () => {
  it("never asks the file store for a name uploadAvatar could not have made", async () => {
    let asked = 0;
    const files: FileStorePort = { ...createMemoryFileStore(), get: () => ((asked += 1), errAsync(fileStoreUnavailable())) };
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.constantFrom("../jwt-secret", "..%2f..%2fetc", `${randomUUID()}.gif`, `${randomUUID()}.png/..`)), async (fileName) => {
        expect(await getAvatar({ files }, { fileName })).toEqual(err(avatarNotFound()));
      }),
    );
    expect(asked).toBe(0);
  });

  it("answers not found for a well-formed name that was never stored", async () => {
    expect(await getAvatar({ files: createMemoryFileStore() }, { fileName: `${randomUUID()}.png` })).toEqual(err(avatarNotFound()));
  });
});

describe("clearRewardFlags", () => {
  it("clears only the caller's flags sent as false, ignores raised flags and unknown names", async () => {
    const { storage } = setup();
    const [me, other] = [await seedUser(storage), await seedUser(storage)];
    for (const userId of [me.id, other.id]) {
      for (const name of ["Registration", "SubscribeNewsLetter"] as const) {
        await storage.rewards.grant({ userId, name, amount: 50n, isOpenCongratsModal: true, createdAt: T0 });
      }
    }
    const rewards: RewardFlag[] = [
      { name: "Registration", options: { isOpenCongratsModal: false } },
      { name: "SubscribeNewsLetter", options: { isOpenCongratsModal: true } },
      { name: "KYCApproved", options: { isOpenCongratsModal: false } },
    ];
    expect(await clearRewardFlags({ storage }, { userId: me.id, rewards })).toEqual(
      ok([
        { name: "Registration", amount: 50n, options: { isOpenCongratsModal: false } },
        { name: "SubscribeNewsLetter", amount: 50n, options: { isOpenCongratsModal: true } },
      ]),
    );
    expect((await storage.rewards.listForUser(other.id))._unsafeUnwrap().map((r) => r.isOpenCongratsModal)).toEqual([true, true]);
  });
});

describe("markNotificationRead", () => {
  it("marks the caller's notification of that time read, never another user's", async () => {
    const { storage } = setup();
    const [me, other] = [await seedUser(storage), await seedUser(storage)];
    for (const userId of [me.id, other.id]) {
      await storage.notifications.add({ id: randomUUID(), userId, type: "RECEIVE_REWARD", name: "GetConnectWithGoogleReward", timestamp: T0, isRead: false });
    }
    expect(await markNotificationRead({ storage }, { userId: me.id, timestamp: T0 })).toEqual(ok({ updated: 1 }));
    expect(await markNotificationRead({ storage }, { userId: me.id, timestamp: T0 })).toEqual(ok({ updated: 0 }));
    expect((await storage.notifications.listForUser(other.id))._unsafeUnwrap()[0]?.isRead).toBe(false);
  });
});

describe("recordCookieConsent", () => {
  const all = (value: boolean) => ({ analytics: value, essential: value, marketing: value, personalization: value, uncategorized: value });

  it.each([
    ["allow", all(true)],
    ["deny", { ...all(false), essential: true }],
  ] as const)("records %s with the categories of the button pressed", async (action, kept) => {
    const stored: CookieConsentRecord[] = [];
    const memory = createMemoryAccountStorage();
    const storage = { cookieConsents: { add: (c: CookieConsentRecord) => (stored.push(c), memory.cookieConsents.add(c)) } };
    const id = randomUUID();
    const input: RecordCookieConsentInput = { userId: null, action, bannerText: "We use cookies", url: "https://kulswap.example/", userAgent: "UA" };
    expect(await recordCookieConsent({ storage, clock: new FakeClock(T0), random: { id: () => id } }, input)).toEqual(ok({ id, consents: kept }));
    expect(stored).toEqual([{ ...input, consents: kept, id, createdAt: T0 }]);
  });
});
