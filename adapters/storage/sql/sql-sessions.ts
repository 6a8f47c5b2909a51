import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { errAsync, okAsync } from "neverthrow";
import type { OneTimeTokenRepositoryPort, SessionRepositoryPort } from "../../../core/ports/account-storage.port";
import { hasNul, unstorableText } from "../text-rules";
import { oneTimeTokens, sessions } from "./schema";
import { preparedOnce, query, type SqlDb } from "./sql-errors";

/** Sessions in SQL; revoking keeps the first revocation time. */
export function sqlSessions(db: SqlDb): SessionRepositoryPort {
  // Every authenticated request reads its session: built once.
  const byId = preparedOnce(() => db.select().from(sessions).where(eq(sessions.id, sql.placeholder("id"))).limit(1).prepare("sessions_by_id"));
  return {
    create(session) {
      const unstorable = unstorableText(session);
      if (unstorable) return errAsync(unstorable);
      return query(() => db.insert(sessions).values({ ...session, revokedAt: null }).returning()).map((rows) => rows[0]!);
    },
    findById(id) {
      if (hasNul(id)) return okAsync(null);
      return query(() => byId().execute({ id })).map((rows) => rows[0] ?? null);
    },
    revoke(id, now) {
      if (hasNul(id)) return okAsync(undefined);
      return query(() => db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))).map(() => undefined);
    },
    revokeAllForUser(userId, now) {
      if (hasNul(userId)) return okAsync(undefined);
      return query(() =>
        db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))),
      ).map(() => undefined);
    },
  };
}

/** Single-use tokens in SQL; one conditional UPDATE makes consumption atomic. */
export function sqlOneTimeTokens(db: SqlDb): OneTimeTokenRepositoryPort {
  return {
    create(token) {
      const unstorable = unstorableText(token);
      if (unstorable) return errAsync(unstorable);
      return query(() => db.insert(oneTimeTokens).values({ ...token, usedAt: null })).map(() => undefined);
    },
    consume(tokenHash, purpose, now) {
      if (hasNul(tokenHash)) return okAsync(null);
      const usable = and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      );
      return query(() => db.update(oneTimeTokens).set({ usedAt: now }).where(usable).returning()).map((rows) => rows[0] ?? null);
    },
    revokeAll(userId, purpose, now) {
      if (hasNul(userId)) return okAsync(0);
      const open = and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt));
      return query(() => db.update(oneTimeTokens).set({ usedAt: now }).where(open).returning({ tokenHash: oneTimeTokens.tokenHash })).map((rows) => rows.length);
    },
  };
}
