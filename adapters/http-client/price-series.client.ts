import type { ResultAsync } from "neverthrow";
import { priceSeriesResponseSchema } from "../api-contract/price-series.schema";
import type { ApiError } from "../../core/ports/api.errors";
import type { PriceLines } from "../../core/ports/market-api.port";
import type { ApiClient } from "./api-client";

/**
 * GET /assets/price-series as the market port's PriceLines, checked once by its schema. Loaded
 * on first use by createMarketApi, so the first page load carries neither this nor its schema.
 * @example const lines = await fetchPriceSeries(api); // ok({ chainId: 31337, from, to, tokens: [{ code: "ETH", points: [{ takenAt, price: "3000" }] }] })
 */
export function fetchPriceSeries(api: ApiClient): ResultAsync<PriceLines, ApiError> {
  return api.get("/assets/price-series", { response: priceSeriesResponseSchema });
}
