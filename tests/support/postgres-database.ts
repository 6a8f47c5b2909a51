import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { openPostgresStorage, type OpenedPostgres } from "../../adapters/storage/sql/postgres-storage";

async function onServer(databaseUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A throw-away database and its own URL, so a test can open it again through another pool. */
export type ThrowAwayPostgres = OpenedPostgres & Readonly<{ url: string }>;

/**
 * A throw-away database on the PostgreSQL server of `databaseUrl` (created, migrated; `close`
 * drops it), so running the suites never empties the database DATABASE_URL names. Needs CREATEDB.
 */
export async function openThrowAwayPostgresDatabase(databaseUrl: string): Promise<ThrowAwayPostgres> {
  const name = `kul_conformance_${randomBytes(6).toString("hex")}`;
  await onServer(databaseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const opened = await openPostgresStorage(url.toString(), { maxConnections: 4 });
  return {
    ...opened,
    url: url.toString(),
    close: async () => {
      await opened.close();
      await onServer(databaseUrl, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

/**
 * The storage a test server runs on: a throw-away PostgreSQL database when DATABASE_URL names a
 * server (CI starts one: tools/ci/with-postgres.sh), otherwise none, and the caller keeps memory.
 */
export async function openTestDatabaseIfConfigured(): Promise<OpenedPostgres | undefined> {
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl ? openThrowAwayPostgresDatabase(databaseUrl) : undefined;
}
