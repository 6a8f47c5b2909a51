/**
 * Local trade history shared by the exchange flow (writes), the bell and the history page (read).
 * Usage: `const history = useTradeHistory({ network, walletAddress })` re-renders on every change;
 * `tradeHistoryStore().push(scope, trade)` records a trade; `usePendingTradeTracking(scope, chain)`
 * resolves trades left "in progress"; `useChainTradeSync(scope, chain, tokens)` adds trades found on
 * chain (made elsewhere) once per new block range. Storage: window.localStorage, key per network and wallet.
 */
import { useEffect, useSyncExternalStore } from "react";
import { EMPTY_HISTORY, type LocalHistory } from "../../../../core/history/local-history";
import type { ChainPort } from "../../../../core/ports/chain.port";
import type { TradeAsset } from "../../../../core/history/local-history";
import { browserTime } from "./browser-time";
import { syncChainTrades } from "./chain-sync";
import { trackPendingTrades } from "./pending-tracker";
import { createTradeHistoryStore, type HistoryScope, type TradeHistoryStore } from "./trade-history-store";

export type { LocalHistory, LocalTrade, TradeStatus } from "../../../../core/history/local-history";
export { browserTime } from "./browser-time";
export { createTradeHistoryStore, type HistoryScope, type KeyValueStorage, type TradeHistoryStore } from "./trade-history-store";

let shared: TradeHistoryStore | null = null;

/** The app's one store over window.localStorage (created on first use; follows writes of other tabs). */
export function tradeHistoryStore(): TradeHistoryStore {
  if (shared === null) {
    const store = createTradeHistoryStore({ storage: window.localStorage, clock: browserTime });
    window.addEventListener("storage", (event) => {
      if (event.key === null || event.key.startsWith("transactionHistory:")) store.reload();
    });
    shared = store;
  }
  return shared;
}

/** The history of a network and wallet (empty when no wallet is connected), kept current. */
export function useTradeHistory(scope: HistoryScope | null): LocalHistory {
  const store = tradeHistoryStore();
  return useSyncExternalStore(store.subscribe, () => (scope ? store.read(scope) : EMPTY_HISTORY));
}

/** Re-checks the scope's pending trades every 10 s while mounted with a wallet. */
export function usePendingTradeTracking(scope: HistoryScope | null, chain: Pick<ChainPort, "getReceipt"> | null): void {
  const network = scope?.network;
  const walletAddress = scope?.walletAddress;
  useEffect(() => {
    if (!network || !walletAddress || !chain) return;
    return trackPendingTrades({ store: tradeHistoryStore(), chain, scheduler: browserTime }, { network, walletAddress });
  }, [network, walletAddress, chain]);
}

/** Once per wallet and network (and token list), records the wallet's router trades found on chain since the last scan. */
export function useChainTradeSync(
  scope: HistoryScope | null,
  chain: Pick<ChainPort, "getTradeEvents" | "getBlockNumber"> | null,
  tokens: ReadonlyMap<string, TradeAsset> | null,
): void {
  const network = scope?.network;
  const walletAddress = scope?.walletAddress;
  useEffect(() => {
    if (!network || !walletAddress || !chain || !tokens) return;
    void syncChainTrades({ store: tradeHistoryStore(), chain, storage: window.localStorage, clock: browserTime, tokens }, { network, walletAddress });
  }, [network, walletAddress, chain, tokens]);
}
