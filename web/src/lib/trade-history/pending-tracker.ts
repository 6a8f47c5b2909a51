import type { LocalTrade } from "../../../../core/history/local-history";
import type { ChainPort, Hash } from "../../../../core/ports/chain.port";
import type { SchedulerPort } from "../../../../core/ports/clock.port";
import type { HistoryScope, TradeHistoryStore } from "./trade-history-store";

/** Pending trades are re-checked this often (spec 1 section 9). */
export const PENDING_RECHECK_MS = 10_000;

/**
 * Re-checks the scope's "in progress" trades every 10 s until each has a receipt: a successful
 * receipt marks it success with the Trade event's real amount, a failed one marks it fail. This
 * resolves trades left pending by a closed tab. Returns the function that stops it.
 * @example const stop = trackPendingTrades({ store, chain, scheduler }, { network: "hardhat", walletAddress });
 */
export function trackPendingTrades(
  deps: Readonly<{ store: TradeHistoryStore; chain: Pick<ChainPort, "getReceipt">; scheduler: SchedulerPort }>,
  scope: HistoryScope,
): () => void {
  let stopped = false;
  let timer = deps.scheduler.setTimeout(tick, 0);

  async function check(trade: LocalTrade): Promise<void> {
    const receipt = await deps.chain.getReceipt(trade.transactionHash as Hash);
    if (stopped || receipt.isErr() || receipt.value === null) return;
    const { success, blockNumber, trades } = receipt.value;
    const event = trades[0];
    deps.store.push(scope, {
      ...trade,
      status: success ? "success" : "fail",
      toAmount: success && event ? event.destAmount : trade.toAmount,
      blockNumber: Number(blockNumber),
    });
  }

  function tick(): void {
    const pending = deps.store.read(scope).items.filter((t) => t.status === "in progress");
    void Promise.all(pending.map(check)).finally(() => {
      if (!stopped) timer = deps.scheduler.setTimeout(tick, PENDING_RECHECK_MS);
    });
  }

  return () => {
    stopped = true;
    deps.scheduler.clearTimeout(timer);
  };
}
