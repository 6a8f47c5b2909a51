import type { ClockPort } from "../ports/clock.port";

/** Options of the per-block cache: how long a read block number stays current, how many answers are kept. */
export type QuoteCacheOptions = Readonly<{ clock: ClockPort; blockTtlMs: number; maxEntries: number }>;

/**
 * Answers kept per key (pair, amount, side and block: a new block is a new key, so an answer
 * never outlives its block), with in-flight sharing so concurrent equal questions cost one read,
 * and the latest block number shared for `blockTtlMs`.
 */
export type QuoteCache = Readonly<{
  /** The block number, read through `read` at most once per `blockTtlMs` (concurrent callers share it). */
  blockNumber<E>(read: () => Promise<{ ok: true; value: bigint } | { ok: false; error: E }>): Promise<{ ok: true; value: bigint } | { ok: false; error: E }>;
  /** The answer for `key`, computed once by `compute`; failed answers are not kept. */
  remember<T>(key: string, compute: () => Promise<T>, keep: (value: T) => boolean): Promise<T>;
}>;

/** A QuoteCache in memory (one per server process). */
export function createQuoteCache(options: QuoteCacheOptions): QuoteCache {
  const answers = new Map<string, Promise<unknown>>();
  let block: { at: number; value: Promise<unknown> } | null = null;
  return {
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
      const hit = answers.get(key);
      if (hit !== undefined) return hit as ReturnType<typeof compute>;
      const value = compute();
      answers.set(key, value);
      // Oldest first: Map keeps insertion order.
      if (answers.size > options.maxEntries) answers.delete(answers.keys().next().value as string);
      void value.then(
        (v) => (keep(v) ? undefined : answers.delete(key)),
        () => answers.delete(key),
      );
      return value;
    },
  };
}
