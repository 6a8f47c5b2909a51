import { err, ok, type Result } from "neverthrow";
import type { ClockPort } from "../../ports/clock.port";
import type { LeaseStorage } from "../../ports/lease.port";
import type { StorageError } from "../../ports/storage.port";
import { TRADE_INDEXER } from "../trade-indexer";
import type { IndexTradesDeps, IndexTradesError } from "./index-trades";
import { indexUntilCaughtUp, type IndexUntilCaughtUpInput } from "./index-until-caught-up";

/** The indexer's ports, plus the shared leases and a clock. */
export type IndexAsLeaderDeps = IndexTradesDeps & Readonly<{ leases: LeaseStorage; clock: ClockPort }>;
/** indexUntilCaughtUp's input, plus who this instance is and how long its lease lasts. */
export type IndexAsLeaderInput = IndexUntilCaughtUpInput & Readonly<{ holder: string; leaseMs: number }>;
/** Whether this instance held the lease this round, and if so how many trades were new. */
export type IndexAsLeaderOutcome = Readonly<{ leader: false } | { leader: true; added: number }>;

/** The lease that names the one instance indexing an indexer's events. */
export const indexerLeaseName = (indexer: string = TRADE_INDEXER): string => `indexer:${indexer}`;

/**
 * One round of the trade indexer on one of several server instances: takes or renews the
 * indexer's lease, and only while holding it catches up with the chain. Exactly one instance
 * indexes at a time; when it stops (releasing the lease) or dies (its lease expires), the next
 * instance to ask takes over from the stored cursor. Should a slow round outlive its lease, the
 * storage's keying of trades by transaction hash and log index still stores each trade once.
 * @example await indexAsLeader({ events, trades, prices, leases, clock }, { startBlock: 0n, holder: "api-1", leaseMs: 30_000 });
 */
export async function indexAsLeader(deps: IndexAsLeaderDeps, input: IndexAsLeaderInput): Promise<Result<IndexAsLeaderOutcome, IndexTradesError | StorageError>> {
  const held = await deps.leases.acquire(indexerLeaseName(input.indexer), input.holder, input.leaseMs, deps.clock.now());
  if (held.isErr()) return err(held.error);
  if (!held.value) return ok({ leader: false });
  const added = await indexUntilCaughtUp(deps, input);
  return added.map((count) => ({ leader: true, added: count }));
}
