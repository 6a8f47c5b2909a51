import { errAsync, okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import { chainRpcUnavailable } from "../../ports/chain.errors";
import type { PriceFeedPort } from "../../ports/price-feed.port";
import type { PriceSnapshot, PriceSnapshotStorage } from "../../ports/price-snapshot.port";
import { FakeClock } from "../../testing/fake-clock";
import { PRICE_SERIES_WINDOW_MS } from "../price-series";
import { getPriceSeries } from "./get-price-series";
import { TEST_NETWORK } from "./market.test-support";

const HOUR = 3_600_000;

function snapshotsOf(all: readonly PriceSnapshot[]): PriceSnapshotStorage & { asked: Array<[number, number]> } {
  const asked: Array<[number, number]> = [];
  return {
    asked,
    save: () => okAsync(undefined),
    findAtOrBefore: () => okAsync(null),
    latest: () => okAsync(null),
    listBetween: (_chain, from, to) => (asked.push([from, to]), okAsync(all.filter((s) => s.takenAt >= from && s.takenAt <= to))),
  };
}

const feed = (down = false): PriceFeedPort => ({
  getUsdPrices: () => (down ? errAsync(chainRpcUnavailable("down")) : okAsync({ takenAt: 0, pricesE8: { ETH: 310_000_000_000n, USDC: 100_000_000n } })),
  getUsdThbRate: () => okAsync("33.0"),
});

describe("getPriceSeries", () => {
  it("answers every available token's last 24 hours from the snapshots, ending with the price now", async () => {
    const clock = new FakeClock();
    const now = clock.now();
    const snapshots = snapshotsOf([
      { chainId: 31337, takenAt: now - 30 * HOUR, pricesE8: { ETH: 1n } },
      { chainId: 31337, takenAt: now - 2 * HOUR, pricesE8: { ETH: 300_000_000_000n, USDC: 100_000_000n } },
    ]);
    const series = (await getPriceSeries({ priceFeed: feed(), snapshots, network: TEST_NETWORK, clock }))._unsafeUnwrap();
    expect(snapshots.asked).toEqual([[now - PRICE_SERIES_WINDOW_MS, now]]);
    expect(series).toEqual({
      chainId: 31337,
      from: now - PRICE_SERIES_WINDOW_MS,
      to: now,
      tokens: [
        { code: "ETH", points: [{ takenAt: now - 2 * HOUR, priceE8: 300_000_000_000n }, { takenAt: now, priceE8: 310_000_000_000n }] },
        { code: "DAI", points: [] },
        { code: "USDC", points: [{ takenAt: now - 2 * HOUR, priceE8: 100_000_000n }, { takenAt: now, priceE8: 100_000_000n }] },
      ],
    });
  });

  it("passes a feed failure on", async () => {
    const result = await getPriceSeries({ priceFeed: feed(true), snapshots: snapshotsOf([]), network: TEST_NETWORK, clock: new FakeClock() });
    expect(result._unsafeUnwrapErr()).toEqual(chainRpcUnavailable("down"));
  });
});
