import { startTransition, useEffect, useState } from "react";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { marketDataOf, type MarketData } from "../model/market-data";

/** Prices are read again this often while the card is shown (the USD values of the fee and minimum move with them). */
const MARKET_REFRESH_MS = 60_000;

/** The card's tokens and prices from GET /assets/profile; null until the first answer, with the last error code. */
export function useMarketData(): Readonly<{ market: MarketData | null; error: string | null }> {
  const client = useService(TOKENS.MarketApi);
  const scheduler = useService(TOKENS.Scheduler);
  const [state, setState] = useState<{ market: MarketData | null; error: string | null }>({ market: null, error: null });

  useEffect(() => {
    let live = true;
    let timer = scheduler.setTimeout(load, 0);
    function load(): void {
      // A transition, like the price table's (features/market): one sliced render for both.
      void client.assetProfile().match(
        (profile) => live && startTransition(() => setState({ market: marketDataOf(profile), error: null })),
        (error) => live && startTransition(() => setState((s) => ({ market: s.market, error: error.code }))),
      ).finally(() => {
        if (live) timer = scheduler.setTimeout(load, MARKET_REFRESH_MS);
      });
    }
    return () => {
      live = false;
      scheduler.clearTimeout(timer);
    };
  }, [client, scheduler]);

  return state;
}
