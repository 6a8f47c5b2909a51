import { okAsync, ResultAsync } from "neverthrow";
import { parseDecimal, type Decimal } from "../../core/history/decimal";
import { DEFAULT_USD_THB_RATE } from "../../core/history/thb-value";
import type { ChainError } from "../../core/ports/chain.errors";
import type { PriceFeedPort } from "../../core/ports/price-feed.port";
import type { PricedToken, TradePricesPort } from "../../core/ports/trade-events.port";

/** A listed token as the history needs it, without a price. */
export type HistoryToken = Readonly<{ address: string; code: string; decimals: number }>;

/**
 * Fixed prices: the local deployment's seed prices ("3000" per ETH...) and 33.0 Baht per dollar.
 * Used when the server has no live price feed, and by tests that need values that do not move.
 * @example createFixedTradePrices([{ address, code: "DAI", decimals: 18, usdPrice: "1" }]);
 */
export function createFixedTradePrices(
  tokens: readonly (HistoryToken & Readonly<{ usdPrice: string | null }>)[],
  usdThbRate: Decimal = DEFAULT_USD_THB_RATE,
): TradePricesPort {
  const priced: PricedToken[] = tokens.map((t) => ({
    address: t.address,
    code: t.code,
    decimals: t.decimals,
    usdPrice: t.usdPrice === null ? null : parseDecimal(t.usdPrice).unwrapOr(null),
  }));
  return { tokens: () => okAsync(priced), usdThbRate: () => okAsync(usdThbRate) };
}

const E8_SCALE = 8;

/**
 * Prices from the market's price feed (USD x 10^8 by token code, the USD-THB rate as text) for
 * the network's listed tokens; a rate that does not parse falls back to 33.0.
 * @example createFeedTradePrices(market.priceFeed, market.network.tokens.tokens);
 */
export function createFeedTradePrices(feed: PriceFeedPort, tokens: readonly HistoryToken[]): TradePricesPort {
  return {
    tokens: (): ResultAsync<readonly PricedToken[], ChainError> =>
      feed.getUsdPrices().map(({ pricesE8 }) =>
        tokens.map((t) => {
          const e8 = pricesE8[t.code];
          return { ...t, usdPrice: e8 === undefined ? null : { units: e8, scale: E8_SCALE } };
        }),
      ),
    usdThbRate: () => feed.getUsdThbRate().map((text) => parseDecimal(text).unwrapOr(DEFAULT_USD_THB_RATE)),
  };
}
