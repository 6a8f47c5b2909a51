import { and, asc, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import { errAsync } from "neverthrow";
import type { PriceSnapshot, PriceSnapshotStorage } from "../../../core/ports/price-snapshot.port";
import { storageConflict } from "../storage-errors";
import { hasNul } from "../text-rules";
import { priceSnapshots } from "./schema";
import { query, type SqlDb } from "./sql-errors";

const toSnapshot = (r: typeof priceSnapshots.$inferSelect): PriceSnapshot => ({
  takenAt: r.takenAt,
  chainId: r.chainId,
  pricesE8: Object.fromEntries(Object.entries(r.pricesE8).map(([code, price]) => [code, BigInt(price)])),
});

/**
 * Price snapshots in SQL, prices kept as exact decimal strings in jsonb; a second snapshot of
 * the same chain and time replaces the first.
 * @example const snapshots = createSqlPriceSnapshotStorage(opened.db); await snapshots.latest(31337);
 */
export function createSqlPriceSnapshotStorage(db: SqlDb): PriceSnapshotStorage {
  const newest = (where: SQL | undefined) =>
    query(() => db.select().from(priceSnapshots).where(where).orderBy(desc(priceSnapshots.takenAt)).limit(1)).map((rows) =>
      rows[0] ? toSnapshot(rows[0]) : null,
    );
  return {
    save(snapshot) {
      if (Object.keys(snapshot.pricesE8).some(hasNul)) return errAsync(storageConflict("price_snapshots.prices_e8 code holds a NUL character"));
      const pricesE8 = Object.fromEntries(Object.entries(snapshot.pricesE8).map(([code, price]) => [code, price.toString()]));
      return query(() =>
        db
          .insert(priceSnapshots)
          .values({ chainId: snapshot.chainId, takenAt: snapshot.takenAt, pricesE8 })
          .onConflictDoUpdate({ target: [priceSnapshots.chainId, priceSnapshots.takenAt], set: { pricesE8 } }),
      ).map(() => undefined);
    },
    findAtOrBefore: (chainId, time) => newest(and(eq(priceSnapshots.chainId, chainId), lte(priceSnapshots.takenAt, time))),
    latest: (chainId) => newest(eq(priceSnapshots.chainId, chainId)),
    listBetween: (chainId, from, to) =>
      query(() =>
        db
          .select()
          .from(priceSnapshots)
          .where(and(eq(priceSnapshots.chainId, chainId), gte(priceSnapshots.takenAt, from), lte(priceSnapshots.takenAt, to)))
          .orderBy(asc(priceSnapshots.takenAt)),
      ).map((rows) => rows.map(toSnapshot)),
  };
}
