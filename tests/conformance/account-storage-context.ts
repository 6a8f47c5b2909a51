import type { Result } from "neverthrow";
import type { AccountStorage } from "../../core/ports/account-storage.port";
import type { NewUser } from "../../core/ports/storage.port";

/** An opened storage under test: `fresh` empties it (or builds a new one) before each test. */
export type StorageFixture = Readonly<{
  fresh: () => Promise<AccountStorage>;
  close: () => Promise<void>;
}>;

/** Opens the storage under test once per file (PGlite takes seconds to start). */
export type OpenStorage = () => Promise<StorageFixture>;

/** What the parts of the suite share; `storage()` is the empty storage of the running test. */
export type StorageSuiteContext = Readonly<{ storage: () => AccountStorage }>;

/** The value of an Ok result; a failing test shows the error instead of a bare "not ok". */
export function unwrap<T, E>(result: Result<T, E>): T {
  if (result.isErr()) throw new Error(`expected Ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** The start of every test's clock: 2026-01-01T00:00:00Z. */
export const T0 = 1_767_225_600_000;

let counter = 0;

/** A valid new e-mail account, unique per call, with `overrides` applied. */
export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    email: `user${counter}@example.com`,
    passwordHash: `scrypt$salt${counter}$hash`,
    displayName: `User ${counter}`,
    profilePicture: null,
    accountType: "EMAIL",
    googleId: null,
    googleEmail: null,
    facebookId: null,
    facebookName: null,
    facebookEmail: null,
    isActive: false,
    isEnabled2FA: false,
    twoFactorSecret: null,
    isSubscribeNews: false,
    language: "en",
    kycStatus: "UNVERIFIED",
    suitabilityTestPoint: null,
    knowledgeTestPoint: null,
    referralCode: `REF${counter}`,
    referredBy: null,
    role: "USER",
    ...overrides,
  };
}
