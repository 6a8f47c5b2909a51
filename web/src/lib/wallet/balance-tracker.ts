import type { ChainError } from "../../../../core/ports/chain.errors";
import type { Address, ChainPort } from "../../../../core/ports/chain.port";
import type { SchedulerPort, TimerHandle } from "../../../../core/ports/clock.port";

/** Balances of one owner, keyed by lower-cased token address (ETH by its placeholder). */
export type BalanceSnapshot = Readonly<{
  status: "LOADING" | "READY" | "ERROR";
  balances: ReadonlyMap<string, bigint>;
  /** The block the balances were read after; null before the first read. */
  blockNumber: bigint | null;
  error: ChainError | null;
}>;

/** One owner's balances kept fresh while anyone listens. */
export type BalanceTracker = Readonly<{
  getSnapshot(): BalanceSnapshot;
  subscribe(listener: () => void): () => void;
  /** Reads again now (after a trade or an approval). */
  refresh(): void;
  listenerCount(): number;
}>;

/** How often the latest block number is checked; a new block means balances may have moved. */
export const DEFAULT_BLOCK_POLL_MS = 4_000;

/** The browser's timers as a SchedulerPort (tests pass one they drive by hand). */
export function browserScheduler(): SchedulerPort {
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let next = 1;
  return {
    setTimeout(callback, ms) {
      const id = next++;
      timers.set(id, setTimeout(() => (timers.delete(id), callback()), ms));
      return { id };
    },
    clearTimeout(handle) {
      clearTimeout(timers.get(handle.id));
      timers.delete(handle.id);
    },
  };
}

const LOADING: BalanceSnapshot = Object.freeze({ status: "LOADING", balances: new Map(), blockNumber: null, error: null });

/**
 * Balances of `owner` for `tokens` in one multicall round trip, read again on every new block
 * (polled with one cheap eth_blockNumber) and on refresh(). Polling runs only while subscribed;
 * an older read that answers after a newer one is dropped.
 */
export function createBalanceTracker(
  chain: ChainPort,
  owner: Address,
  tokens: readonly Address[],
  pollMs = DEFAULT_BLOCK_POLL_MS,
  scheduler: SchedulerPort = browserScheduler(),
): BalanceTracker {
  let snapshot = LOADING;
  const listeners = new Set<() => void>();
  let timer: TimerHandle | null = null;
  let running = false; // one polling loop at most, even while a poll is in flight
  let lastBlock: bigint | null = null;
  let sequence = 0;

  const publish = (next: BalanceSnapshot) => {
    snapshot = Object.freeze(next);
    for (const listener of [...listeners]) listener();
  };

  const load = async (block: bigint | null) => {
    const mine = ++sequence;
    const result = await chain.getBalances(owner, tokens);
    if (mine !== sequence || listeners.size === 0) return;
    if (result.isErr()) {
      // Keep the last good balances on screen; the error says they may be stale.
      publish({ ...snapshot, status: snapshot.blockNumber === null ? "ERROR" : "READY", error: result.error });
      return;
    }
    const balances = new Map(tokens.map((token, i) => [token.toLowerCase(), result.value[i] ?? 0n]));
    lastBlock = block ?? lastBlock;
    publish({ status: "READY", balances, blockNumber: lastBlock, error: null });
  };

  const poll = async () => {
    timer = null;
    const block = await chain.getBlockNumber();
    if (listeners.size > 0 && block.isOk() && block.value !== lastBlock) await load(block.value);
    if (listeners.size > 0 && block.isErr()) publish({ ...snapshot, status: snapshot.blockNumber === null ? "ERROR" : "READY", error: block.error });
    if (listeners.size === 0) {
      running = false;
      return;
    }
    timer = scheduler.setTimeout(() => void poll(), pollMs);
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      if (!running) {
        running = true;
        void poll();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== null) {
          scheduler.clearTimeout(timer);
          timer = null;
          running = false;
        }
      };
    },
    refresh: () => void load(null),
    listenerCount: () => listeners.size,
  };
}
