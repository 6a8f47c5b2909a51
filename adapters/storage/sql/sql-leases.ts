import { and, eq, lte, or, sql } from "drizzle-orm";
import { errAsync } from "neverthrow";
import type { LeaseStorage } from "../../../core/ports/lease.port";
import { storageConflict } from "../storage-errors";
import { hasNul } from "../text-rules";
import { leases } from "./schema";
import { query, type SqlDb } from "./sql-errors";

/**
 * Leases in SQL, shared by every server instance on the database. Taking one is a single
 * statement (INSERT ... ON CONFLICT DO UPDATE ... WHERE free or ours RETURNING): the row lock it
 * takes makes racing instances wait, and only one of them sees its row come back.
 * @example const leases = createSqlLeaseStorage(opened.db); await leases.acquire("trade-indexer", holder, 12_000, Date.now());
 */
export function createSqlLeaseStorage(db: SqlDb): LeaseStorage {
  return {
    acquire(name, holder, ttlMs, now) {
      if (hasNul(name) || hasNul(holder)) return errAsync(storageConflict("leases.name or holder holds a NUL character"));
      const expiresAt = now + ttlMs;
      return query(() =>
        db
          .insert(leases)
          .values({ name, holder, expiresAt })
          .onConflictDoUpdate({
            target: leases.name,
            set: { holder, expiresAt },
            setWhere: or(lte(leases.expiresAt, now), eq(leases.holder, sql`excluded.holder`)),
          })
          .returning({ holder: leases.holder }),
      ).map((rows) => rows.length === 1);
    },
    release(name, holder) {
      return query(() => db.delete(leases).where(and(eq(leases.name, name), eq(leases.holder, holder)))).map(() => undefined);
    },
  };
}
