export { createSqlAccountStorage } from "./sql-account-storage";
export { createSqlTradeStorage } from "./sql-trades";
export { createSqlPriceSnapshotStorage } from "./sql-price-snapshots";
export { openPgliteStorage, type OpenedPglite, type OpenedSqlStorage, type OpenedStorage } from "./pglite-storage";
export { openPostgresStorage, type OpenedPostgres } from "./postgres-storage";
export { resetSqlTables } from "./reset";
export { MIGRATIONS_FOLDER } from "./migrate";
export type { SqlDb } from "./sql-errors";
