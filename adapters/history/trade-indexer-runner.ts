import type { Result } from "neverthrow";
import { indexAsLeader, indexerLeaseName } from "../../core/history/use-cases/index-as-leader";
import { type IndexTradesDeps, type IndexTradesInput } from "../../core/history/use-cases/index-trades";
import { indexUntilCaughtUp } from "../../core/history/use-cases/index-until-caught-up";
import type { ClockPort } from "../../core/ports/clock.port";
import type { LeaseStorage } from "../../core/ports/lease.port";

/** A running indexer loop; `stop` waits for the step in progress to finish. */
export type TradeIndexerRunner = Readonly<{ stop: () => Promise<void> }>;

/** Sharing the indexing with other server instances: the shared leases, this instance's name, the lease's life. */
export type IndexerLeaseOptions = Readonly<{ leases: LeaseStorage; clock: ClockPort; holder: string; leaseMs: number }>;

/** Steps per round, so a long catch-up yields to the timer (and, with a lease, renews it) regularly. */
const STEPS_PER_ROUND = 50;

/**
 * Runs the trade indexer in the background: catches up, then polls every `intervalMs`. A
 * failed pass (node down) is logged and retried on the next tick; the stored cursor makes a
 * restarted server resume where it stopped. With `lease`, only the instance holding the shared
 * lease indexes (indexAsLeader); stopping releases the lease so another instance takes over.
 * @example const runner = startTradeIndexer(deps, { startBlock: 0n }, 4_000); await runner.stop();
 */
export function startTradeIndexer(
  deps: IndexTradesDeps,
  input: IndexTradesInput,
  intervalMs: number,
  log: (line: string) => void = () => undefined,
  lease?: IndexerLeaseOptions,
): TradeIndexerRunner {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let leading = false;
  const round = async (): Promise<Result<unknown, { code: string }>> => {
    if (lease === undefined) return indexUntilCaughtUp(deps, { ...input, maxSteps: STEPS_PER_ROUND });
    const outcome = await indexAsLeader({ ...deps, leases: lease.leases, clock: lease.clock }, { ...input, maxSteps: STEPS_PER_ROUND, holder: lease.holder, leaseMs: lease.leaseMs });
    if (outcome.isOk() && outcome.value.leader !== leading) {
      leading = outcome.value.leader;
      log(leading ? "trade indexer: this instance indexes" : "trade indexer: another instance indexes");
    }
    return outcome;
  };
  const tick = () => {
    running = round().then((result) => {
      if (result.isErr()) log(`trade indexer: ${result.error.code}`);
      if (!stopped) timer = setTimeout(tick, intervalMs);
    });
  };
  tick();
  return {
    stop: async () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      await running;
      if (lease !== undefined) await lease.leases.release(indexerLeaseName(input.indexer), lease.holder);
    },
  };
}
