import { useEffect, useMemo, useSyncExternalStore } from "react";
import { createRateRequester, type RateRequester, type RateState } from "@core/exchange/rate-requester";
import { findToken } from "@core/exchange/token-list";
import { ETH, sameToken } from "@core/exchange/tokens";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import type { MarketData } from "../model/market-data";
import { syncPair } from "../model/pair-sync";
import type { BestRateAnswer } from "@core/exchange/best-rate";
import { bestRateQuoteSource } from "@core/exchange/quote-source";

/** A pair of token codes, as the Exchange page passes it. */
export type CodePair = Readonly<{ from: string; to: string }>;

const DEFAULT_PAIR: CodePair = { from: "ETH", to: "DAI" };

function tokensOf(market: MarketData, pair: CodePair) {
  const from = findToken(market.tokens, pair.from).unwrapOr(ETH);
  const fallbackTo = market.tokens.tokens.find((t) => !sameToken(t, from)) ?? ETH;
  const to = findToken(market.tokens, pair.to).unwrapOr(fallbackTo);
  return { from, to: sameToken(to, from) ? fallbackTo : to };
}

const noRequester = { subscribe: () => () => {}, getState: () => null };

/**
 * The core rate requester for the card (500 ms debounce, latest query wins, 15 s idle refresh),
 * quoting through the server's best-rate routes. One requester per network; a new pair from the
 * page (a price-table button) is selected in it like a user's choice, so the typed amount stays.
 */
export function useRateRequester(market: MarketData | null, pair: CodePair | undefined): Readonly<{ rates: RateRequester<BestRateAnswer> | null; state: RateState<BestRateAnswer> | null }> {
  const marketApi = useService(TOKENS.MarketApi);
  const clock = useService(TOKENS.Clock);
  const scheduler = useService(TOKENS.Scheduler);
  const wanted = pair ?? DEFAULT_PAIR;
  const chainId = market?.tokens.chainId ?? null;
  // Created once per network: a price refresh (a new `market` object) keeps the requester.
  const rates = useMemo(
    () => (market ? createRateRequester<BestRateAnswer>({ clock, scheduler, fetchQuote: bestRateQuoteSource(marketApi) }, tokensOf(market, wanted)) : null),
    [chainId, marketApi, clock, scheduler],
  );
  useEffect(() => () => rates?.dispose(), [rates]);

  useEffect(() => {
    if (!rates || !market) return;
    syncPair(rates, tokensOf(market, wanted));
  }, [rates, market, wanted.from, wanted.to]);

  const source = rates ?? noRequester;
  const state = useSyncExternalStore(source.subscribe, source.getState);
  return { rates, state };
}
