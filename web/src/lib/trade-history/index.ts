/**
 * Local trade history shared by the exchange flow (writes), the bell and the history page (read).
 * The store is the container's (TOKENS.TradeHistory, made by createBrowserTradeHistory).
 * Usage: `const history = useTradeHistory({ network, walletAddress })` re-renders on every change;
 * `useService(TOKENS.TradeHistory).push(scope, trade)` records a trade; `usePendingTradeTracking(scope, chain)`
 * resolves trades left "in progress"; `useChainTradeSync(scope, chain, tokens)` adds trades found on
 * chain (made elsewhere) once per new block range. Storage: window.localStorage, key per network and wallet.
 */
import { useEffect, useSyncExternalStore } from "react";
import { EMPTY_HISTORY, type LocalHistory } from "../../../../core/history/local-history";
import type { ChainPort } from "../../../../core/ports/chain.port";
import type { TradeAsset } from "../../../../core/history/local-history";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { trackPendingTrades } from "./pending-tracker";
import type { HistoryScope } from "./trade-history-store";

export type { LocalHistory, LocalTrade, TradeStatus } from "../../../../core/history/local-history";
export { createTradeHistoryStore, type HistoryScope, type KeyValueStorage, type TradeHistoryStore } from "./trade-history-store";

export { createBrowserTradeHistory } from "./browser-trade-history";

/** The history of a network and wallet (empty when no wallet is connected), kept current. */
export function useTradeHistory(scope: HistoryScope | null): LocalHistory {
  const store = useService(TOKENS.TradeHistory);
  return useSyncExternalStore(store.subscribe, () => (scope ? store.read(scope) : EMPTY_HISTORY));
}

/** Re-checks the scope's pending trades every 10 s while mounted with a wallet. */
export function usePendingTradeTracking(scope: HistoryScope | null, chain: Pick<ChainPort, "getReceipt"> | null): void {
  const store = useService(TOKENS.TradeHistory);
  const scheduler = useService(TOKENS.Scheduler);
  const network = scope?.network;
  const walletAddress = scope?.walletAddress;
  useEffect(() => {
    if (!network || !walletAddress || !chain) return;
    return trackPendingTrades({ store, chain, scheduler }, { network, walletAddress });
  }, [network, walletAddress, chain, store, scheduler]);
}

/** Once per wallet and network (and token list), records the wallet's router trades found on chain since the last scan. */
export function useChainTradeSync(
  scope: HistoryScope | null,
  chain: Pick<ChainPort, "getTradeEvents" | "getBlockNumber" | "getBlockTimestamp"> | null,
  tokens: ReadonlyMap<string, TradeAsset> | null,
): void {
  const store = useService(TOKENS.TradeHistory);
  const clock = useService(TOKENS.Clock);
  const network = scope?.network;
  const walletAddress = scope?.walletAddress;
  useEffect(() => {
    if (!network || !walletAddress || !chain || !tokens) return;
    // The scan's code loads with the first connected wallet (a visitor without one never needs it);
    // a failed download skips this scan, and the next wallet or network change tries again.
    void import("./chain-sync")
      .then(({ syncChainTrades }) => syncChainTrades({ store, chain, storage: window.localStorage, clock, tokens }, { network, walletAddress }))
      .catch(() => undefined);
  }, [network, walletAddress, chain, tokens, store, clock]);
}
