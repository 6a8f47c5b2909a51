import { and, eq, sql } from "drizzle-orm";
import { errAsync, okAsync } from "neverthrow";
import type { UserRepositoryPort } from "../../../core/ports/account-storage.port";
import type { UserRecord } from "../../../core/ports/storage.port";
import { hasNul, unstorableText } from "../text-rules";
import { twoFactorSteps, users } from "./schema";
import { preparedOnce, query, type SqlDb } from "./sql-errors";

const first = (rows: UserRecord[]): UserRecord | null => rows[0] ?? null;

/** Users in SQL; uniqueness comes from the unique indexes of schema.ts. */
export function sqlUsers(db: SqlDb): UserRepositoryPort {
  const findWhere = (value: string, where: ReturnType<typeof eq>) =>
    hasNul(value) ? okAsync(null) : query(() => db.select().from(users).where(where).limit(1)).map(first);
  // Every profile read loads its user: built once.
  const byId = preparedOnce(() => db.select().from(users).where(eq(users.id, sql.placeholder("id"))).limit(1).prepare("users_by_id"));
  return {
    create(user, now) {
      const unstorable = unstorableText(user);
      if (unstorable) return errAsync(unstorable);
      return query(() => db.insert(users).values({ ...user, createdAt: now, updatedAt: now }).returning()).map((rows) => rows[0]!);
    },
    findById: (id) => (hasNul(id) ? okAsync(null) : query(() => byId().execute({ id })).map(first)),
    findByEmail: (email) => findWhere(email, sql`lower(${users.email}) = lower(${email})`),
    findBySocialId: (provider, socialId) => findWhere(socialId, eq(provider === "GOOGLE" ? users.googleId : users.facebookId, socialId)),
    findByReferralCode: (code) => findWhere(code, eq(users.referralCode, code)),
    update(id, patch, now) {
      if (hasNul(id)) return okAsync(null);
      const unstorable = unstorableText(patch);
      if (unstorable) return errAsync(unstorable);
      // The port's type already leaves these out; a caller's spread object may still carry them.
      const { id: _id, createdAt: _c, updatedAt: _u, ...changes } = patch as UserRecord;
      return query(() => db.update(users).set({ ...changes, updatedAt: now }).where(eq(users.id, id)).returning()).map(first);
    },
    replacePasswordHash(id, expected, next, now) {
      if (hasNul(id) || hasNul(expected)) return okAsync(false);
      const unstorable = unstorableText({ next });
      if (unstorable) return errAsync(unstorable);
      // One conditional UPDATE: a reset committed in between makes it match no row.
      return query(() =>
        db
          .update(users)
          .set({ passwordHash: next, updatedAt: now })
          .where(and(eq(users.id, id), eq(users.passwordHash, expected)))
          .returning({ id: users.id }),
      ).map((rows) => rows.length > 0);
    },
    useTwoFactorStep(id, step) {
      if (hasNul(id)) return okAsync(false);
      // One statement, so of two requests with the same code only one finds the stored step lower.
      return query(() =>
        db
          .insert(twoFactorSteps)
          .values({ userId: id, lastStep: step })
          .onConflictDoUpdate({ target: twoFactorSteps.userId, set: { lastStep: step }, setWhere: sql`${twoFactorSteps.lastStep} < ${step}` })
          .returning({ userId: twoFactorSteps.userId }),
      ).map((rows) => rows.length > 0);
    },
  };
}
