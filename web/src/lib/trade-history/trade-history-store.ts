import {
  EMPTY_HISTORY,
  localHistoryKey,
  markLocalHistoryRead,
  pruneLocalHistory,
  pushLocalTrade,
  type LocalHistory,
  type LocalTrade,
} from "../../../../core/history/local-history";
import { storedLocalHistorySchema, toStoredLocalHistory } from "../../../../core/history/local-history.schema";
import type { ClockPort } from "../../../../core/ports/clock.port";

/** The part of the Web Storage API the store uses (window.localStorage, or any same-shaped store). */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** One network and wallet whose history is read or written. */
export type HistoryScope = Readonly<{ network: string; walletAddress: string }>;

/** The local trade history of every network and wallet, kept in storage and observable. */
export interface TradeHistoryStore {
  /** The scope's history, newest first; the same object until it changes (safe for useSyncExternalStore). */
  read(scope: HistoryScope): LocalHistory;
  /** Adds a trade or updates the one with its hash (core/history/local-history rules). */
  push(scope: HistoryScope, trade: LocalTrade): LocalHistory;
  /** The bell was opened: the scope's unread count goes to 0. */
  markRead(scope: HistoryScope): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Forgets cached reads, e.g. after another tab wrote the storage. */
  reload(): void;
}

/**
 * Creates the store over `storage`. Unreadable or invalid stored data counts as an empty history
 * (it is browser data that anyone can edit); expired entries are dropped on read.
 * @example const history = createTradeHistoryStore({ storage: window.localStorage, clock: { now: Date.now } });
 */
export function createTradeHistoryStore(deps: Readonly<{ storage: KeyValueStorage; clock: ClockPort }>): TradeHistoryStore {
  const cache = new Map<string, LocalHistory>();
  const listeners = new Set<() => void>();

  function load(key: string): LocalHistory {
    let raw: string | null = null;
    try {
      raw = deps.storage.getItem(key);
    } catch {
      return EMPTY_HISTORY;
    }
    if (raw === null) return EMPTY_HISTORY;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return EMPTY_HISTORY;
    }
    const parsed = storedLocalHistorySchema.safeParse(json);
    return parsed.success ? pruneLocalHistory(parsed.data, deps.clock.now()) : EMPTY_HISTORY;
  }

  function write(key: string, history: LocalHistory): void {
    cache.set(key, history);
    try {
      deps.storage.setItem(key, JSON.stringify(toStoredLocalHistory(history)));
    } catch {
      // A full or blocked storage keeps the history for this page only; trading goes on.
    }
    for (const listener of [...listeners]) listener();
  }

  function read(scope: HistoryScope): LocalHistory {
    const key = localHistoryKey(scope.network, scope.walletAddress);
    const cached = cache.get(key);
    if (cached) return cached;
    const loaded = load(key);
    cache.set(key, loaded);
    return loaded;
  }

  return {
    read,
    push(scope, trade) {
      const next = pushLocalTrade(read(scope), trade, deps.clock.now());
      write(localHistoryKey(scope.network, scope.walletAddress), next);
      return next;
    },
    markRead(scope) {
      const current = read(scope);
      if (current.unread === 0) return;
      write(localHistoryKey(scope.network, scope.walletAddress), markLocalHistoryRead(current));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    reload() {
      cache.clear();
      for (const listener of [...listeners]) listener();
    },
  };
}
