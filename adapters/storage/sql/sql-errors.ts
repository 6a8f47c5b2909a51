import { ResultAsync } from "neverthrow";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { StorageError } from "../../../core/ports/storage.port";
import { storageConflict, storageUnavailable } from "../storage-errors";

/** A Drizzle database or transaction over PGlite or node-postgres. */
export type SqlDb = PgDatabase<PgQueryResultHKT>;

/** SQLSTATEs meaning "this write breaks a rule" rather than "the database is down". */
const CONFLICT_STATES: Readonly<Record<string, string>> = {
  "23505": "unique",
  "23503": "reference",
  "23514": "check",
  "23502": "not null",
  "22021": "bad text",
  "22P05": "bad text",
  "40001": "serialization",
  "40P01": "deadlock",
};

/** The SQLSTATE or errno code of a driver error, looking through Drizzle's wrapper. */
export function driverCode(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return null;
}

/** A driver failure as a port error; the detail names the broken constraint, never the values. */
export function toStorageError(error: unknown): StorageError {
  const code = driverCode(error);
  const kind = code === null ? undefined : CONFLICT_STATES[code];
  if (kind !== undefined) {
    const constraint = findConstraint(error);
    return storageConflict(constraint ? `${kind}: ${constraint}` : kind);
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return storageUnavailable(cause instanceof Error ? cause.message : String(cause));
}

function findConstraint(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth += 1) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === "string") return constraint;
  }
  return null;
}

/** Runs one query, turning a rejected promise into a StorageError. */
export function query<T>(run: () => Promise<T>): ResultAsync<T, StorageError> {
  return ResultAsync.fromPromise(Promise.resolve().then(run), toStorageError);
}

/**
 * A statement built the first time it is used, then only run: the hot reads of authenticated
 * requests skip rebuilding their SQL text on every call (a named prepared statement on
 * node-postgres, so PostgreSQL also plans it once per connection).
 * @example const byId = preparedOnce(() => db.select().from(users).where(eq(users.id, sql.placeholder("id"))).prepare("users_by_id"));
 */
export function preparedOnce<P>(build: () => P): () => P {
  let prepared: P | undefined;
  return () => (prepared ??= build());
}
