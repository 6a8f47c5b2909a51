import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { UserRepositoryPort } from "../../../core/ports/account-storage.port";
import type { NewUser, UserPatch, UserRecord, StorageError } from "../../../core/ports/storage.port";
import { storageConflict } from "../storage-errors";
import { unstorableText } from "../text-rules";
import type { MemoryContext } from "./memory-state";

/** Which unique column `candidate` would share with another user, if any (the SQL unique indexes). */
function takenBy(users: readonly UserRecord[], candidate: UserRecord): string | null {
  for (const other of users) {
    if (other.id === candidate.id) continue;
    if (other.email.toLowerCase() === candidate.email.toLowerCase()) return "email";
    if (other.referralCode === candidate.referralCode) return "referral_code";
    if (candidate.googleId !== null && other.googleId === candidate.googleId) return "google_id";
    if (candidate.facebookId !== null && other.facebookId === candidate.facebookId) return "facebook_id";
  }
  return null;
}

/** Users held in memory, with the same uniqueness rules as the SQL tables; findProfile is composed by the account storage. */
export function memoryUsers({ tables, writer }: MemoryContext): Omit<UserRepositoryPort, "findProfile"> {
  const save = (user: UserRecord): ResultAsync<UserRecord, StorageError> => {
    const unstorable = unstorableText(user);
    if (unstorable) return errAsync(unstorable);
    const column = takenBy(tables.users.values(), user);
    if (column !== null) return errAsync(storageConflict(`users.${column} taken`));
    writer.put(tables.users, user.id, user);
    return okAsync(user);
  };
  return {
    create(user: NewUser, now: number) {
      if (tables.users.get(user.id)) return errAsync(storageConflict("users.id taken"));
      return save(Object.freeze({ ...user, createdAt: now, updatedAt: now }));
    },
    findById: (id) => okAsync(tables.users.get(id) ?? null),
    findByEmail(email) {
      const wanted = email.toLowerCase();
      return okAsync(tables.users.find((u) => u.email.toLowerCase() === wanted) ?? null);
    },
    findBySocialId(provider, socialId) {
      const found = tables.users.find((u) => (provider === "GOOGLE" ? u.googleId : u.facebookId) === socialId);
      return okAsync(found ?? null);
    },
    findByReferralCode: (code) => okAsync(tables.users.find((u) => u.referralCode === code) ?? null),
    update(id: string, patch: UserPatch, now: number) {
      const current = tables.users.get(id);
      if (!current) return okAsync(null);
      const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      return save(Object.freeze({ ...current, ...defined, id, createdAt: current.createdAt, updatedAt: now }));
    },
    replacePasswordHash(id, expected, next, now) {
      const current = tables.users.get(id);
      if (!current || current.passwordHash !== expected) return okAsync(false);
      return save(Object.freeze({ ...current, passwordHash: next, updatedAt: now })).map(() => true);
    },
    useTwoFactorStep(id: string, step: number) {
      if (!tables.users.get(id)) return errAsync(storageConflict("two_factor_steps.user_id unknown"));
      const last = tables.twoFactorSteps.get(id);
      if (last !== undefined && last >= step) return okAsync(false);
      writer.put(tables.twoFactorSteps, id, step);
      return okAsync(true);
    },
  };
}
