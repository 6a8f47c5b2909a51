import { okAsync, ResultAsync, type Result } from "neverthrow";
import type { AccountStorage, UserRepositoryPort } from "../../../core/ports/account-storage.port";
import type { StorageError } from "../../../core/ports/storage.port";
import { memoryAssessments } from "./memory-assessments";
import { memoryAttempts } from "./memory-attempts";
import { memoryLegalAcceptances } from "./memory-legal";
import { memoryCookieConsents } from "./memory-audit";
import { memoryNotifications, memoryRewards } from "./memory-feed";
import { memoryKyc } from "./memory-kyc";
import { memoryOutbox } from "./memory-outbox";
import { memoryReferrals } from "./memory-referrals";
import { memoryOneTimeTokens, memorySessions } from "./memory-sessions";
import { createMemoryTables, type MemoryTables } from "./memory-state";
import { Journal, Writer } from "./memory-tables";
import { memoryUsers } from "./memory-users";

type Work<T, E> = (tx: AccountStorage) => ResultAsync<T, E>;

/**
 * Account storage in process memory, for tests and quick local runs; same behaviour as the SQL
 * storage (tests/conformance/account-storage.behavior.ts). Transactions run one at a time and
 * undo their writes on err or throw; nested transactions act as savepoints. Work inside a
 * transaction must use the `tx` it is given: waiting on the outer storage's transaction deadlocks.
 * @example const storage = createMemoryAccountStorage(); await storage.users.findByEmail("a@b.co");
 */
export function createMemoryAccountStorage(): AccountStorage {
  const tables = createMemoryTables();
  let tail: Promise<unknown> = Promise.resolve();

  const serialized = <R>(task: () => Promise<R>): Promise<R> => {
    const done = tail.then(task);
    tail = done.catch(() => undefined);
    return done;
  };

  const run = async <T, E>(work: Work<T, E>, parent: Journal | null): Promise<Result<T, E | StorageError>> => {
    const journal = new Journal();
    let result: Result<T, E>;
    try {
      result = await work(bind(tables, journal, run));
    } catch (thrown) {
      journal.rollback();
      throw thrown;
    }
    if (result.isErr()) journal.rollback();
    else if (parent) journal.mergeInto(parent);
    return result;
  };

  const root = bind(tables, null, run);
  return {
    ...root,
    transaction: <T, E>(work: Work<T, E>) => new ResultAsync(serialized(() => run(work, null))),
  };
}

type Runner = <T, E>(work: Work<T, E>, parent: Journal | null) => Promise<Result<T, E | StorageError>>;

/** Repositories writing through `journal` (null outside a transaction). */
function bind(tables: MemoryTables, journal: Journal | null, run: Runner): AccountStorage {
  const ctx = { tables, writer: new Writer(journal) };
  const users = memoryUsers(ctx);
  const rewards = memoryRewards(ctx);
  const notifications = memoryNotifications(ctx);
  const legalAcceptances = memoryLegalAcceptances(ctx);
  // The four reads of a profile; nothing runs between them (memory answers synchronously).
  const findProfile: UserRepositoryPort["findProfile"] = (id) =>
    users.findById(id).andThen((user) =>
      user === null
        ? okAsync(null)
        : ResultAsync.combine([rewards.listForUser(id), notifications.listForUser(id), legalAcceptances.latestForUser(id)]).map(
            ([userRewards, userNotifications, latestLegalAcceptance]) => ({ user, rewards: userRewards, notifications: userNotifications, latestLegalAcceptance }),
          ),
    );
  return {
    transaction: <T, E>(work: Work<T, E>) => new ResultAsync(run(work, journal)),
    users: { ...users, findProfile },
    sessions: memorySessions(ctx),
    oneTimeTokens: memoryOneTimeTokens(ctx),
    rewards,
    notifications,
    attempts: memoryAttempts(ctx),
    cookieConsents: memoryCookieConsents(ctx),
    legalAcceptances,
    outbox: memoryOutbox(ctx),
    referrals: memoryReferrals(ctx),
    kyc: memoryKyc(ctx),
    assessments: memoryAssessments(ctx),
  };
}
