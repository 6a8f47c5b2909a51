import { okAsync, ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../core/ports/account-storage.port";
import type { TradeStoragePort } from "../../core/ports/trade-storage.port";

/**
 * Answers of the hottest reads kept in memory, for a database this process alone writes (embedded
 * PGlite, which runs on the server's own thread, where every query costs the event loop several
 * round trips into WebAssembly). Never for a database shared by several servers (PostgreSQL):
 * another server's write would not reach this memory.
 *
 * Consistency: every other call on the wrapped storages (a write, a transaction, any read that is
 * not cached) empties the cache when it settles, and an answer is kept only when no such call
 * settled while it was read. So once a write has returned (a logout's revocation, a demotion, a new
 * reward), no request started after it is answered from before it: a revoked session is refused at
 * once, exactly as without the cache. Entries are keyed by the method and its exact arguments, so a
 * user's answer is only ever the answer to that user's own query.
 */
export type ReadCache = Readonly<{
  /** Empties the cache; for tests that change tables behind the storages' back (resetSqlTables). */
  invalidate(): void;
  /** How many answers are kept, for tests. */
  size(): number;
}>;

/** Reads kept per repository of the account storage: the authenticated request's session, user, profile feeds and legal status. */
const ACCOUNT_READS: Readonly<Record<string, readonly string[]>> = {
  sessions: ["findById"],
  users: ["findById", "findProfile"],
  rewards: ["listForUser"],
  notifications: ["listForUser"],
  legalAcceptances: ["latestForUser"],
};
/** Reads kept of the trade storage: the caller's wallets and pages of their history. */
const TRADE_READS: readonly string[] = ["listWallets", "listTrades", "listUserTrades"];

/** At most this many answers; past it the oldest goes first. */
const MAX_ENTRIES = 10_000;

type AnyFn = (...args: unknown[]) => unknown;
type Entry = Readonly<{ value: unknown }>;

const argsKey = (args: readonly unknown[]): string => JSON.stringify(args, (_key, value: unknown) => (typeof value === "bigint" ? `${value}n` : value));

/** One cache and its epoch, shared by the storages of one database. */
function createCacheCore() {
  const entries = new Map<string, Entry>();
  let epoch = 0;
  const invalidate = () => {
    epoch += 1;
    entries.clear();
  };

  /** A cached read: a kept answer, or the storage's, kept when nothing settled meanwhile. */
  const read = (name: string, fn: AnyFn): AnyFn => (...args) => {
    const key = `${name}\u0000${argsKey(args)}`;
    const hit = entries.get(key);
    if (hit !== undefined) return okAsync(hit.value);
    const started = epoch;
    return (fn(...args) as ResultAsync<unknown, unknown>).map((value) => {
      if (epoch === started) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, { value });
      }
      return value;
    });
  };

  /** Any other call: the cache is emptied when it settles (success, failure or throw). */
  const other = (fn: AnyFn): AnyFn => (...args) => {
    let answer: unknown;
    try {
      answer = fn(...args);
    } catch (thrown) {
      invalidate();
      throw thrown;
    }
    if (answer instanceof ResultAsync) {
      return new ResultAsync(Promise.resolve(answer).finally(invalidate));
    }
    if (answer instanceof Promise) return answer.finally(invalidate);
    invalidate();
    return answer;
  };

  const wrap = <T extends object>(target: T, reads: readonly string[], prefix: string): T => {
    const wrapped: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(target)) {
      if (typeof value !== "function") wrapped[key] = value;
      else wrapped[key] = reads.includes(key) ? read(`${prefix}.${key}`, value as AnyFn) : other(value as AnyFn);
    }
    return wrapped as T;
  };

  return { invalidate, size: () => entries.size, wrap };
}

/**
 * The account and trade storages of one single-writer database behind one read cache.
 * @example const cached = withReadCache(opened.storage, opened.trades); deps.storage = cached.storage;
 */
export function withReadCache(
  storage: AccountStorage,
  trades: TradeStoragePort,
): Readonly<{ storage: AccountStorage; trades: TradeStoragePort; cache: ReadCache }> {
  const core = createCacheCore();
  const account: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(storage)) {
    if (typeof value === "function") account[key] = core.wrap({ [key]: value }, [], "storage")[key];
    else account[key] = core.wrap(value as object, ACCOUNT_READS[key] ?? [], key);
  }
  return {
    storage: account as unknown as AccountStorage,
    trades: core.wrap(trades, TRADE_READS, "trades"),
    cache: { invalidate: core.invalidate, size: core.size },
  };
}
