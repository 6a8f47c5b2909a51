import { openPgliteStorage } from "../../adapters/storage/sql/pglite-storage";
import { resetSqlTables } from "../../adapters/storage/sql/reset";
import { describeAccountStorage } from "./account-storage.behavior";
import { openThrowAwayPostgres } from "./postgres-fixture";

describeAccountStorage("PGlite (in memory)", async () => {
  const opened = await openPgliteStorage();
  return {
    fresh: async () => {
      await resetSqlTables(opened.db);
      return opened.storage;
    },
    close: opened.close,
  };
});

// Registered only with a server to talk to (CI's PostgreSQL service, a developer's own).
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) describeAccountStorage("PostgreSQL", () => openThrowAwayPostgres(databaseUrl));
