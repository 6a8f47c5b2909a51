import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { Pool } from "pg";
import { MIGRATIONS_FOLDER, migrationFailed } from "./migrate";
import { sqlStorages, type OpenedSqlStorage } from "./pglite-storage";
import type { SqlDb } from "./sql-errors";

/** A PostgreSQL-backed storage plus the pool, for tests that reset tables. */
export type OpenedPostgres = OpenedSqlStorage & Readonly<{ pool: Pool; db: SqlDb }>;

/**
 * Connects to PostgreSQL at `databaseUrl` through a node-postgres pool and applies the migrations.
 * @example const { storage, close } = await openPostgresStorage(process.env.DATABASE_URL!);
 */
export async function openPostgresStorage(databaseUrl: string, options: { maxConnections?: number } = {}): Promise<OpenedPostgres> {
  const pool = new Pool({ connectionString: databaseUrl, max: options.maxConnections ?? 10 });
  const db = drizzle({ client: pool });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await pool.end();
    throw migrationFailed("PostgreSQL", error);
  }
  const sqlDb = db as unknown as SqlDb;
  return { ...sqlStorages(sqlDb), pool, db: sqlDb, close: () => pool.end() };
}
