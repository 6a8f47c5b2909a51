import { and, eq, sql } from "drizzle-orm";
import { errAsync, okAsync } from "neverthrow";
import type { LegalAcceptanceRecord, NotificationRecord, RewardRecord, UserRepositoryPort } from "../../../core/ports/account-storage.port";
import type { UserRecord } from "../../../core/ports/storage.port";
import { hasNul, unstorableText } from "../text-rules";
import { legalAcceptances, notifications, rewards, twoFactorSteps, users } from "./schema";
import { preparedOnce, query, type SqlDb } from "./sql-errors";

const first = (rows: UserRecord[]): UserRecord | null => rows[0] ?? null;

/** A reward as the profile statement builds it: the amount as text, which a JSON number could not hold exactly. */
type RewardJson = Readonly<{ name: RewardRecord["name"]; amount: string; open: boolean; at: number }>;

/** A json column's value: parsed by the driver, or text parsed here. */
const parsed = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);

/** Users in SQL; uniqueness comes from the unique indexes of schema.ts. */
export function sqlUsers(db: SqlDb): UserRepositoryPort {
  const findWhere = (value: string, where: ReturnType<typeof eq>) =>
    hasNul(value) ? okAsync(null) : query(() => db.select().from(users).where(where).limit(1)).map(first);
  // Every profile read loads its user: built once.
  const byId = preparedOnce(() => db.select().from(users).where(eq(users.id, sql.placeholder("id"))).limit(1).prepare("users_by_id"));
  // Every profile request reads the user and the profile's parts: one statement, built once, the
  // parts as JSON (amounts as text) so they come back in the user's row. The user's id is written
  // qualified: Drizzle renders a column of the selected table unqualified, which inside a subquery
  // would name the subquery's own table's column of that name.
  const profileOf = preparedOnce(() =>
    db
      .select({
        user: users,
        rewards: sql<RewardJson[]>`(SELECT coalesce(json_agg(json_build_object('name', r.name, 'amount', r.amount::text, 'open', r.is_open_congrats_modal, 'at', r.created_at) ORDER BY r.seq), '[]'::json)
          FROM ${rewards} r WHERE r.user_id = "users"."id")`,
        notifications: sql<NotificationRecord[]>`(SELECT coalesce(json_agg(json_build_object('id', n.id, 'userId', n.user_id, 'type', n.type, 'name', n.name, 'timestamp', n.timestamp, 'isRead', n.is_read) ORDER BY n.timestamp DESC, n.seq DESC), '[]'::json)
          FROM ${notifications} n WHERE n.user_id = "users"."id")`,
        legal: sql<LegalAcceptanceRecord | null>`(SELECT json_build_object('id', l.id, 'userId', l.user_id, 'terms', l.terms_version, 'privacy', l.privacy_version, 'acceptedAt', l.accepted_at)
          FROM ${legalAcceptances} l WHERE l.user_id = "users"."id" ORDER BY l.accepted_at DESC, l.seq DESC LIMIT 1)`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder("id")))
      .limit(1)
      .prepare("user_profile_by_id"),
  );
  return {
    create(user, now) {
      const unstorable = unstorableText(user);
      if (unstorable) return errAsync(unstorable);
      return query(() => db.insert(users).values({ ...user, createdAt: now, updatedAt: now }).returning()).map((rows) => rows[0]!);
    },
    findById: (id) => (hasNul(id) ? okAsync(null) : query(() => byId().execute({ id })).map(first)),
    findProfile(id) {
      if (hasNul(id)) return okAsync(null);
      return query(() => profileOf().execute({ id })).map((rows) => {
        const row = rows[0];
        if (row === undefined) return null;
        const userRewards = parsed(row.rewards).map((r): RewardRecord => ({ userId: row.user.id, name: r.name, amount: BigInt(r.amount), isOpenCongratsModal: r.open, createdAt: r.at }));
        return { user: row.user, rewards: userRewards, notifications: parsed(row.notifications), latestLegalAcceptance: parsed(row.legal) };
      });
    },
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
