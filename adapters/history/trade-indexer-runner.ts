import { type IndexTradesDeps, type IndexTradesInput } from "../../core/history/use-cases/index-trades";
import { indexUntilCaughtUp } from "../../core/history/use-cases/index-until-caught-up";

/** A running indexer loop; `stop` waits for the step in progress to finish. */
export type TradeIndexerRunner = Readonly<{ stop: () => Promise<void> }>;

/**
 * Runs the trade indexer in the background: catches up, then polls every `intervalMs`. A
 * failed pass (node down) is logged and retried on the next tick; the stored cursor makes a
 * restarted server resume where it stopped.
 * @example const runner = startTradeIndexer(deps, { startBlock: 0n }, 4_000); await runner.stop();
 */
export function startTradeIndexer(deps: IndexTradesDeps, input: IndexTradesInput, intervalMs: number, log: (line: string) => void = () => undefined): TradeIndexerRunner {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = indexUntilCaughtUp(deps, { ...input, maxSteps: 50 }).then((result) => {
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
    },
  };
}
