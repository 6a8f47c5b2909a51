// A wire client for the server's route tests: typed calls that answer what goes over HTTP, which
// the API ports of adapters/http-client turn into domain values.
import { assetProfileResponseSchema, bestRateResponseSchema, listedAssetsResponseSchema, tokenListResponseSchema } from "../../../adapters/api-contract/market.schema";
import { priceSeriesResponseSchema } from "../../../adapters/api-contract/price-series.schema";
import type { ApiClient } from "../../../adapters/http-client/api-client";

/** A best-rate question: token codes and a base-unit amount (bigint, sent as a decimal string). */
export type BestRateQuery = Readonly<{ from: string; to: string; amount: bigint }>;

/**
 * Typed calls of the public market routes over the base client.
 * @example const market = createMarketClient(api); const rate = await market.bestRateToAmount({ from: "ETH", to: "DAI", amount: 10n ** 18n });
 */
export function createMarketClient(api: ApiClient) {
  return {
    /** GET /assets/listed: the token codes offered on the current network, ETH first. */
    listedAssets: () => api.get("/assets/listed", { response: listedAssetsResponseSchema }),
    /** GET /assets/profile: USD prices, 24 h change and the USD-THB rate. */
    assetProfile: () => api.get("/assets/profile", { response: assetProfileResponseSchema }),
    /** GET /assets/price-series: each token's USD prices over the last 24 hours, ending with the price now. */
    priceSeries: () => api.get("/assets/price-series", { response: priceSeriesResponseSchema }),
    /** GET /assets/token-list: the listed tokens in the tokenlists.org format. */
    tokenList: () => api.get("/assets/token-list", { response: tokenListResponseSchema }),
    /** GET /rate/best-rate/toAmount: selling exactly `amount` of `from`, per speed. */
    bestRateToAmount: (q: BestRateQuery) =>
      api.get("/rate/best-rate/toAmount", { query: { from: q.from, to: q.to, fromAmount: q.amount.toString() }, response: bestRateResponseSchema }),
    /** GET /rate/best-rate/fromAmount: receiving at least `amount` of `to`, per speed. */
    bestRateFromAmount: (q: BestRateQuery) =>
      api.get("/rate/best-rate/fromAmount", { query: { from: q.from, to: q.to, toAmount: q.amount.toString() }, response: bestRateResponseSchema }),
  };
}
/** The market calls. */
export type MarketClient = ReturnType<typeof createMarketClient>;
