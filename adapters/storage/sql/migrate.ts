import path from "node:path";
import { toStorageError } from "./sql-errors";

/** The committed SQL migrations (drizzle-kit generate), applied in order at every start. */
export const MIGRATIONS_FOLDER = path.join(__dirname, "migrations");

/** Why the server cannot start: the driver's reason, not Drizzle's "Failed query", and never the URL. */
export function migrationFailed(database: string, error: unknown): Error {
  const reason = toStorageError(error);
  return new Error(`Could not prepare the ${database} account database: ${reason.detail ?? reason.code}`, { cause: error });
}
