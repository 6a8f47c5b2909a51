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

/**
 * A throw-away database on the PostgreSQL server of `databaseUrl` (created, migrated; `close`
 * drops it), so running the suites never empties the database DATABASE_URL names. Needs CREATEDB.
 */
export async function openThrowAwayPostgresDatabase(databaseUrl: string): Promise<OpenedPostgres> {
  const name = `kul_conformance_${randomBytes(6).toString("hex")}`;
  await onServer(databaseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const opened = await openPostgresStorage(url.toString(), { maxConnections: 4 });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await onServer(databaseUrl, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}
