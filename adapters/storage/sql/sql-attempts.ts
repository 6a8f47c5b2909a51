import { and, eq, gt, sql } from "drizzle-orm";
import { errAsync, okAsync } from "neverthrow";
import type { AttemptCounterPort } from "../../../core/ports/attempt-counter.port";
import { hasNul, unstorableText } from "../text-rules";
import { attemptCounters } from "./schema";
import { query, type SqlDb } from "./sql-errors";

/**
 * Attempt counters in SQL. A take is one INSERT ... ON CONFLICT DO UPDATE: PostgreSQL locks the
 * key's row for it, so parallel takes from any number of API instances each get their own count.
 */
export function sqlAttempts(db: SqlDb): AttemptCounterPort {
  return {
    take(key, windowMs, now) {
      const unstorable = unstorableText({ key });
      if (unstorable) return errAsync(unstorable);
      const expired = sql`${attemptCounters.windowStartedAt} <= ${now - windowMs}`;
      return query(() =>
        db
          .insert(attemptCounters)
          .values({ key, windowStartedAt: now, count: 1 })
          .onConflictDoUpdate({
            target: attemptCounters.key,
            set: {
              windowStartedAt: sql`CASE WHEN ${expired} THEN ${now} ELSE ${attemptCounters.windowStartedAt} END`,
              count: sql`CASE WHEN ${expired} THEN 1 ELSE ${attemptCounters.count} + 1 END`,
            },
          })
          .returning({ count: attemptCounters.count, windowStartedAt: attemptCounters.windowStartedAt }),
      ).map((rows) => rows[0] ?? { count: 1, windowStartedAt: now });
    },
    giveBack(key, windowStartedAt) {
      if (hasNul(key)) return okAsync(undefined);
      return query(() =>
        db
          .update(attemptCounters)
          .set({ count: sql`${attemptCounters.count} - 1` })
          .where(and(eq(attemptCounters.key, key), eq(attemptCounters.windowStartedAt, windowStartedAt), gt(attemptCounters.count, 0))),
      ).map(() => undefined);
    },
    clear(key) {
      if (hasNul(key)) return okAsync(undefined);
      return query(() => db.delete(attemptCounters).where(eq(attemptCounters.key, key))).map(() => undefined);
    },
  };
}
