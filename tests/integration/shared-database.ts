import { openPgliteStorage, type OpenedSqlStorage } from "../../adapters/storage/sql/pglite-storage";
import { openPostgresStorage } from "../../adapters/storage/sql/postgres-storage";
import { openThrowAwayPostgresDatabase } from "../support/postgres-database";

/** One database seen by two server instances: each instance's own connection (`first`, `second`). */
export type SharedDatabase = Readonly<{ kind: "PostgreSQL" | "PGlite"; first: OpenedSqlStorage; second: OpenedSqlStorage; close: () => Promise<void> }>;

/**
 * With DATABASE_URL: a throw-away PostgreSQL database opened through two separate pools, as two
 * API instances would open it. Without: one in-memory PGlite whose storage both instances share
 * (PGlite is one process's database; the separate-connection case needs PostgreSQL).
 */
export async function openSharedDatabase(): Promise<SharedDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const pglite = await openPgliteStorage();
    return { kind: "PGlite", first: pglite, second: pglite, close: () => pglite.close() };
  }
  const first = await openThrowAwayPostgresDatabase(databaseUrl);
  const second = await openPostgresStorage(first.url, { maxConnections: 4 });
  return {
    kind: "PostgreSQL",
    first,
    second,
    close: async () => {
      await second.close();
      await first.close();
    },
  };
}
