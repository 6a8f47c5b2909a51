import path from "node:path";
import { ensurePrivateDir } from "./private-dir";
import { openPgliteStorage, type OpenedStorage } from "./sql/pglite-storage";
import { openPostgresStorage } from "./sql/postgres-storage";

/** Where the accounts live: PostgreSQL when a URL is given, else PGlite files under `dataDir/pglite`. */
export type AccountStorageConfig = Readonly<{ databaseUrl?: string | undefined; dataDir: string }>;

/**
 * Opens the server's account storage and applies the migrations; `close` releases it on stop.
 * @example const { storage, close } = await openAccountStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
 */
export function openAccountStorage(config: AccountStorageConfig): Promise<OpenedStorage> {
  if (config.databaseUrl !== undefined && config.databaseUrl !== "") return openPostgresStorage(config.databaseUrl);
  const dataDir = path.join(config.dataDir, "pglite");
  ensurePrivateDir(config.dataDir);
  ensurePrivateDir(dataDir);
  return openPgliteStorage({ dataDir });
}
