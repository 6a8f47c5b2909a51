import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { AccountStorage } from "../../../core/ports/account-storage.port";
import { MIGRATIONS_FOLDER, migrationFailed } from "./migrate";
import { createSqlAccountStorage } from "./sql-account-storage";
import type { SqlDb } from "./sql-errors";

/** An open storage and how to release it. */
export type OpenedStorage = Readonly<{ storage: AccountStorage; close: () => Promise<void> }>;

/** A PGlite-backed storage plus the raw client, for tests that reset tables. */
export type OpenedPglite = OpenedStorage & Readonly<{ client: PGlite; db: SqlDb }>;

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
  return { storage: createSqlAccountStorage(sqlDb), client, db: sqlDb, close: () => client.close() };
}
