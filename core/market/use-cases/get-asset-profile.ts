import { ResultAsync } from "neverthrow";
import { availableAssets } from "../../exchange/token-list";
import type { Token } from "../../exchange/tokens";
import type { StorageError } from "../../ports/storage.port";
import type { ChainError } from "../../ports/chain.errors";
import type { ClockPort } from "../../ports/clock.port";
import type { PriceFeedPort } from "../../ports/price-feed.port";
import type { PriceSnapshotStorage } from "../../ports/price-snapshot.port";
import type { MarketNetwork } from "../market-network";
import { changeBps } from "../pool-price";

/** What get-asset-profile needs. */
export type AssetProfileDeps = Readonly<{ priceFeed: PriceFeedPort; snapshots: PriceSnapshotStorage; network: MarketNetwork; clock: ClockPort }>;

/** One listed token with its USD price (x 10^8, null without a market) and its 24 h change in basis points. */
export type AssetProfileItem = Token & Readonly<{ priceE8: bigint | null; changeBps: number }>;

/** The price table: every available token, the USD-THB rate and when prices were read. */
export type AssetProfile = Readonly<{ chainId: number; usdThb: string; takenAt: number; assets: readonly AssetProfileItem[] }>;

/** A snapshot is kept at most this often, so the 24 h lookup has about 5-minute resolution. */
export const SNAPSHOT_INTERVAL_MS = 5 * 60_000;
/** The change window. */
export const CHANGE_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Prices of the available tokens with the change against the newest snapshot at least 24 h old
 * (0 until one exists); records a snapshot when the newest is older than SNAPSHOT_INTERVAL_MS.
 * @example await getAssetProfile(deps) // ok({ chainId: 31337, usdThb: "33.0", assets: [{ code: "ETH", priceE8: 300000000000n, changeBps: 0, ... }] })
 */
export function getAssetProfile(deps: AssetProfileDeps): ResultAsync<AssetProfile, ChainError | StorageError> {
  const { network, snapshots } = deps;
  return ResultAsync.combine([deps.priceFeed.getUsdPrices(), deps.priceFeed.getUsdThbRate()]).andThen(([prices, usdThb]) => {
    const now = deps.clock.now();
    return ResultAsync.combine([snapshots.findAtOrBefore(network.chainId, now - CHANGE_WINDOW_MS), snapshots.latest(network.chainId)])
      .andThen(([dayAgo, latest]) => {
        const record = latest === null || now - latest.takenAt >= SNAPSHOT_INTERVAL_MS;
        const saved = record ? snapshots.save({ chainId: network.chainId, takenAt: now, pricesE8: prices.pricesE8 }) : ResultAsync.fromSafePromise(Promise.resolve());
        return saved.map(() => dayAgo);
      })
      .map((dayAgo) => ({
        chainId: network.chainId,
        usdThb,
        takenAt: prices.takenAt,
        assets: availableAssets(network.tokens).map((token) => {
          const priceE8 = prices.pricesE8[token.code] ?? null;
          return { ...token, priceE8, changeBps: priceE8 === null ? 0 : changeBps(priceE8, dayAgo?.pricesE8[token.code]) };
        }),
      }));
  });
}
