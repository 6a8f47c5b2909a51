export { createSqlAccountStorage } from "./sql-account-storage";
export { openPgliteStorage, type OpenedPglite, type OpenedStorage } from "./pglite-storage";
export { openPostgresStorage, type OpenedPostgres } from "./postgres-storage";
export { resetSqlTables } from "./reset";
export { MIGRATIONS_FOLDER } from "./migrate";
export type { SqlDb } from "./sql-errors";
