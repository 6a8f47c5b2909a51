import { useSyncExternalStore } from "react";
import type { MarketApiPort, PriceLines } from "@core/ports/market-api.port";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";

/** The 24 h lines as the table's cells read them: not yet known, known, or not available. */
export type PriceLinesState = Readonly<{ status: "LOADING" | "READY" | "ERROR"; lines: PriceLines | null }>;

/** Lines older than this are asked again when the table mounts (the server keeps a snapshot every 5 minutes). */
const LINES_MAX_AGE_MS = 5 * 60_000;

type Store = Readonly<{ subscribe: (listener: () => void) => () => void; getState: () => PriceLinesState }>;

// One store per market port (one per app container): every row's cell shares a single request.
const stores = new WeakMap<Pick<MarketApiPort, "priceSeries">, Store>();

function storeOf(market: Pick<MarketApiPort, "priceSeries">, now: () => number): Store {
  const known = stores.get(market);
  if (known) return known;
  let state: PriceLinesState = { status: "LOADING", lines: null };
  let loadedAt: number | null = null;
  let loading = false;
  const listeners = new Set<() => void>();
  const load = () => {
    loading = true;
    void market.priceSeries().match(
      (lines) => ((loading = false), (loadedAt = now()), publish({ status: "READY", lines })),
      // A failed line is only a missing picture: the prices beside it are what matters.
      () => ((loading = false), publish({ status: state.lines === null ? "ERROR" : "READY", lines: state.lines })),
    );
  };
  const publish = (next: PriceLinesState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const store: Store = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      if (!loading && (loadedAt === null || now() - loadedAt > LINES_MAX_AGE_MS) && listeners.size === 1) load();
      return () => listeners.delete(listener);
    },
  };
  stores.set(market, store);
  return store;
}

/** The price table's 24 h lines, asked once the first row's cell mounts (after the table shows). */
export function usePriceLines(): PriceLinesState {
  const clock = useService(TOKENS.Clock);
  const store = storeOf(useService(TOKENS.MarketApi), () => clock.now());
  return useSyncExternalStore(store.subscribe, store.getState);
}
