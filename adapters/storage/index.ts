export { createMemoryAccountStorage } from "./memory";
export { createSqlAccountStorage, openPgliteStorage, openPostgresStorage, type OpenedStorage } from "./sql";
export { openAccountStorage, type AccountStorageConfig } from "./open-account-storage";
export { storageConflict, storageUnavailable } from "./storage-errors";
