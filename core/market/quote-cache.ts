import type { ClockPort } from "../ports/clock.port";

/** Options of the per-block cache: how long a read block number stays current, how many answers are kept. */
export type QuoteCacheOptions = Readonly<{ clock: ClockPort; blockTtlMs: number; maxEntries: number }>;

/** Blocks whose shared reads are kept: the latest seen and the one before (questions still in flight at it). */
const BLOCKS_KEPT = 2;

/**
 * Answers kept per key (pair, amount, side and block: a new block is a new key, so an answer
 * never outlives its block), with in-flight sharing so concurrent equal questions cost one read,
 * and the latest block number shared for `blockTtlMs`. What every question of a block shares (the
 * pool snapshot, fee data, route confirmations) is kept apart from the answers, per block: a
 * flood of distinct questions evicts old answers, never the block's snapshot, so the node is read
 * once per block however many questions come.
 */
export type QuoteCache = Readonly<{
  /** The block number, read through `read` at most once per `blockTtlMs` (concurrent callers share it). */
  blockNumber<E>(read: () => Promise<{ ok: true; value: bigint } | { ok: false; error: E }>): Promise<{ ok: true; value: bigint } | { ok: false; error: E }>;
  /** The answer for `key`, computed once by `compute`; failed answers are not kept; past maxEntries the oldest goes. */
  remember<T>(key: string, compute: () => Promise<T>, keep: (value: T) => boolean): Promise<T>;
  /** A read shared by every question at `block`, computed once; kept until two other blocks were seen since, failed reads not kept. */
  atBlock<T>(block: bigint, key: string, compute: () => Promise<T>, keep: (value: T) => boolean): Promise<T>;
  /**
   * Whether the router last agreed with the pool snapshot on `key` (a pair) within `blocks` blocks
   * before `block`: recorded by `recordAgreement`, forgotten at a disagreement.
   */
  agreedWithin(key: string, block: bigint, blocks: bigint): boolean;
  /** Records what the router answered on `key` at `block`: agreed (kept, the latest block wins) or not (forgotten). */
  recordAgreement(key: string, block: bigint, agreed: boolean): void;
}>;

/** Computes `key` into `map` once (concurrent callers share the promise) and drops it again unless `keep` says otherwise. */
function shared<T>(map: Map<string, Promise<unknown>>, key: string, compute: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
  const hit = map.get(key);
  if (hit !== undefined) return hit as Promise<T>;
  const value = compute();
  map.set(key, value);
  void value.then(
    (v) => (keep(v) ? undefined : map.delete(key)),
    () => map.delete(key),
  );
  return value;
}

/** A QuoteCache in memory (one per server process). */
export function createQuoteCache(options: QuoteCacheOptions): QuoteCache {
  const answers = new Map<string, Promise<unknown>>();
  const blocks = new Map<bigint, Map<string, Promise<unknown>>>();
  let block: { at: number; value: Promise<unknown> } | null = null;
  const agreements = new Map<string, bigint>();
  return {
    agreedWithin(key, at, span) {
      const agreed = agreements.get(key);
      return agreed !== undefined && agreed <= at && at - agreed <= span;
    },
    recordAgreement(key, at, agreed) {
      agreements.delete(key);
      if (!agreed) return;
      agreements.set(key, at);
      if (agreements.size > options.maxEntries) agreements.delete(agreements.keys().next().value as string);
    },
    blockNumber(read) {
      const now = options.clock.now();
      if (block !== null && now - block.at < options.blockTtlMs) return block.value as ReturnType<typeof read>;
      const value = read();
      const entry = { at: now, value };
      block = entry;
      void value.then((r) => {
        // A failed read must not be reused: the next caller asks again.
        if (!r.ok && block === entry) block = null;
      });
      return value;
    },
    remember(key, compute, keep) {
      const value = shared(answers, key, compute, keep);
      // Oldest first: Map keeps insertion order.
      if (answers.size > options.maxEntries) answers.delete(answers.keys().next().value as string);
      return value;
    },
    atBlock(at, key, compute, keep) {
      let reads = blocks.get(at);
      if (reads === undefined) {
        reads = new Map();
        blocks.set(at, reads);
        // The block first seen longest ago goes (Map keeps insertion order): questions have moved on
        // from it. By arrival, not by number, so a lagging node's older block is kept while it is asked.
        while (blocks.size > BLOCKS_KEPT) blocks.delete(blocks.keys().next().value as bigint);
      }
      return shared(reads, key, compute, keep);
    },
  };
}
