import { ResultAsync } from "neverthrow";
import { availableAssets } from "../../exchange/token-list";
import type { ChainError } from "../../ports/chain.errors";
import type { ClockPort } from "../../ports/clock.port";
import type { PriceFeedPort } from "../../ports/price-feed.port";
import type { PriceSnapshotStorage } from "../../ports/price-snapshot.port";
import type { StorageError } from "../../ports/storage.port";
import type { MarketNetwork } from "../market-network";
import { PRICE_SERIES_WINDOW_MS, priceSeries, type TokenPriceSeries } from "../price-series";

/** What get-price-series needs. */
export type PriceSeriesDeps = Readonly<{ priceFeed: PriceFeedPort; snapshots: PriceSnapshotStorage; network: MarketNetwork; clock: ClockPort }>;

/** The price table's lines: every available token's prices over the window ending `to` (epoch ms). */
export type PriceSeries = Readonly<{ chainId: number; from: number; to: number; tokens: readonly TokenPriceSeries[] }>;

/**
 * Every available token's USD prices over the last 24 hours, from the snapshots the price table
 * keeps (get-asset-profile), ending with the price now.
 * @example await getPriceSeries(deps) // ok({ chainId: 31337, from, to, tokens: [{ code: "ETH", points: [{ takenAt, priceE8: 300000000000n }, ...] }, ...] })
 */
export function getPriceSeries(deps: PriceSeriesDeps): ResultAsync<PriceSeries, ChainError | StorageError> {
  const { network } = deps;
  const to = deps.clock.now();
  const from = to - PRICE_SERIES_WINDOW_MS;
  return ResultAsync.combine([deps.priceFeed.getUsdPrices(), deps.snapshots.listBetween(network.chainId, from, to)]).map(([current, snapshots]) => ({
    chainId: network.chainId,
    from,
    to,
    tokens: priceSeries(
      availableAssets(network.tokens).map((t) => t.code),
      snapshots,
      // The feed's own reading time may lag the clock a little; the line ends now.
      { takenAt: Math.max(current.takenAt, to), pricesE8: current.pricesE8 },
      to,
    ),
  }));
}
