import type { ClockPort } from "../../../../core/ports/clock.port";
import { createTradeHistoryStore, type TradeHistoryStore } from "./trade-history-store";

// Apart from the hooks of ./index: the container makes the store at start, while the hooks (and the
// pending-trade tracking they run) load with the bell and the pages that read the history.

/** The app's store over window.localStorage (the container makes one); it follows writes of other tabs. */
export function createBrowserTradeHistory(clock: ClockPort): TradeHistoryStore {
  const store = createTradeHistoryStore({ storage: window.localStorage, clock });
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key.startsWith("transactionHistory:")) store.reload();
  });
  return store;
}
