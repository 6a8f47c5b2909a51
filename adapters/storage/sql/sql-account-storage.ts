import { err, ok, ResultAsync, type Result } from "neverthrow";
import type { AccountStorage } from "../../../core/ports/account-storage.port";
import type { StorageError } from "../../../core/ports/storage.port";
import { sqlAssessments } from "./sql-assessments";
import { sqlAttempts } from "./sql-attempts";
import { sqlCookieConsents } from "./sql-audit";
import { sqlLegalAcceptances } from "./sql-legal";
import { toStorageError, type SqlDb } from "./sql-errors";
import { sqlNotifications, sqlRewards } from "./sql-feed";
import { sqlKyc } from "./sql-kyc";
import { sqlOutbox } from "./sql-outbox";
import { sqlReferrals } from "./sql-referrals";
import { sqlOneTimeTokens, sqlSessions } from "./sql-sessions";
import { sqlUsers } from "./sql-users";

/** Carries a use case's error out of Drizzle's transaction callback, which rolls back on throw. */
class Rollback<E> {
  constructor(readonly error: E) {}
}

/** Marks an exception thrown by the use case itself (a bug), to rethrow it as it was. */
class WorkThrew {
  constructor(readonly thrown: unknown) {}
}

/**
 * Account storage over a migrated PostgreSQL database (PGlite or node-postgres through Drizzle).
 * Transactions are database transactions; nested ones are savepoints.
 * @example const storage = createSqlAccountStorage(drizzle({ client: new PGlite() }));
 */
export function createSqlAccountStorage(db: SqlDb): AccountStorage {
  return {
    transaction: <T, E>(work: (tx: AccountStorage) => ResultAsync<T, E>) => new ResultAsync(runTransaction(db, work)),
    users: sqlUsers(db),
    sessions: sqlSessions(db),
    oneTimeTokens: sqlOneTimeTokens(db),
    rewards: sqlRewards(db),
    notifications: sqlNotifications(db),
    attempts: sqlAttempts(db),
    cookieConsents: sqlCookieConsents(db),
    legalAcceptances: sqlLegalAcceptances(db),
    outbox: sqlOutbox(db),
    referrals: sqlReferrals(db),
    kyc: sqlKyc(db),
    assessments: sqlAssessments(db),
  };
}

async function runTransaction<T, E>(db: SqlDb, work: (tx: AccountStorage) => ResultAsync<T, E>): Promise<Result<T, E | StorageError>> {
  try {
    const value = await db.transaction(async (tx) => {
      let result: Result<T, E>;
      try {
        result = await work(createSqlAccountStorage(tx as unknown as SqlDb));
      } catch (thrown) {
        throw new WorkThrew(thrown);
      }
      if (result.isErr()) throw new Rollback(result.error);
      return result.value;
    });
    return ok(value);
  } catch (thrown) {
    if (thrown instanceof Rollback) return err(thrown.error as E);
    if (thrown instanceof WorkThrew) throw thrown.thrown;
    // BEGIN, COMMIT or ROLLBACK failed: the connection is gone or the database refused.
    return err(toStorageError(thrown));
  }
}
