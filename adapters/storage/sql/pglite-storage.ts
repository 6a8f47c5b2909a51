import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { AccountStorage } from "../../../core/ports/account-storage.port";
import type { LeaseStorage } from "../../../core/ports/lease.port";
import type { PriceSnapshotStorage } from "../../../core/ports/price-snapshot.port";
import type { TradeStoragePort } from "../../../core/ports/trade-storage.port";
import { MIGRATIONS_FOLDER, migrationFailed } from "./migrate";
import { createSqlAccountStorage } from "./sql-account-storage";
import { createSqlLeaseStorage } from "./sql-leases";
import type { SqlDb } from "./sql-errors";
import { createSqlPriceSnapshotStorage } from "./sql-price-snapshots";
import { createSqlTradeStorage } from "./sql-trades";

/** An open storage and how to release it. */
export type OpenedStorage = Readonly<{ storage: AccountStorage; close: () => Promise<void> }>;

/** An open SQL database: the account storage plus the trade, price snapshot and lease storages sharing it. */
export type OpenedSqlStorage = OpenedStorage & Readonly<{ trades: TradeStoragePort; priceSnapshots: PriceSnapshotStorage; leases: LeaseStorage }>;

/** The repositories of one migrated database. */
export function sqlStorages(db: SqlDb): Omit<OpenedSqlStorage, "close"> {
  return {
    storage: createSqlAccountStorage(db),
    trades: createSqlTradeStorage(db),
    priceSnapshots: createSqlPriceSnapshotStorage(db),
    leases: createSqlLeaseStorage(db),
  };
}

/** A PGlite-backed storage plus the raw client, for tests that reset tables. */
export type OpenedPglite = OpenedSqlStorage & Readonly<{ client: PGlite; db: SqlDb }>;

/**
 * Opens PGlite (embedded PostgreSQL) in `dataDir`, or in memory when it is omitted, and applies
 * the migrations. Starting takes seconds: open once per process or test file.
 * @example const { storage, close } = await openPgliteStorage({ dataDir: ".data/pglite" });
 */
export async function openPgliteStorage(options: { dataDir?: string } = {}): Promise<OpenedPglite> {
  const client = options.dataDir === undefined ? new PGlite() : new PGlite(options.dataDir);
  const db = drizzle({ client });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw migrationFailed("PGlite", error);
  }
  const sqlDb = db as unknown as SqlDb;
  return { ...sqlStorages(sqlDb), client, db: sqlDb, close: () => client.close() };
}
