import { drizzle } from "drizzle-orm/node-postgres";
import { errAsync } from "neverthrow";
import { Pool } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { newUser, T0 } from "../../../tests/conformance/account-storage-context";
import { openPostgresStorage } from "./postgres-storage";
import { createSqlAccountStorage } from "./sql-account-storage";
import type { SqlDb } from "./sql-errors";

// Port 1 on loopback refuses connections at once: a database that is down, without waiting.
const DOWN_URL = "postgresql://kul@127.0.0.1:1/kul";

describe("SQL account storage when the database is down", () => {
  const pool = new Pool({ connectionString: DOWN_URL, max: 1 });
  const storage = createSqlAccountStorage(drizzle({ client: pool }) as unknown as SqlDb);
  afterAll(() => pool.end());

  it.each([
    ["a read", () => storage.users.findById("u-1")],
    ["a write", () => storage.users.create(newUser(), T0)],
    ["a transaction", () => storage.transaction((tx) => tx.users.findById("u-1"))],
    ["a transaction whose work fails", () => storage.transaction(() => errAsync("never reached"))],
  ])("answers STORAGE_UNAVAILABLE to %s", async (_what, run) => {
    const result = await run();
    expect(result.isErr() && result.error).toEqual({ code: "STORAGE_UNAVAILABLE", detail: expect.stringContaining("ECONNREFUSED") });
  });

  it("fails to open with the driver's reason when the migrations cannot run", async () => {
    await expect(openPostgresStorage(DOWN_URL)).rejects.toThrow(/^Could not prepare the PostgreSQL account database: .*ECONNREFUSED/);
  });
});
