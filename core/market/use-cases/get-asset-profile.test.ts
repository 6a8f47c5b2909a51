import { errAsync, okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import { chainRpcUnavailable } from "../../ports/chain.errors";
import type { PriceFeedPort } from "../../ports/price-feed.port";
import type { PriceSnapshot, PriceSnapshotStorage } from "../../ports/price-snapshot.port";
import { FakeClock } from "../../testing/fake-clock";
import { CHANGE_WINDOW_MS, getAssetProfile } from "./get-asset-profile";
import { TEST_NETWORK } from "./market.test-support";

function snapshotsInMemory(): PriceSnapshotStorage & { all: PriceSnapshot[] } {
  const all: PriceSnapshot[] = [];
  const newest = (time: number) => okAsync(all.filter((s) => s.takenAt <= time).sort((a, b) => b.takenAt - a.takenAt)[0] ?? null);
  return {
    all,
    save: (s) => okAsync(void all.push(s)),
    findAtOrBefore: (_c, time) => newest(time),
    latest: () => newest(Number.POSITIVE_INFINITY),
    listBetween: (_c, from, to) => okAsync(all.filter((s) => s.takenAt >= from && s.takenAt <= to).sort((a, b) => a.takenAt - b.takenAt)),
  };
}

const feed = (ethE8: bigint, down = false): PriceFeedPort => ({
  getUsdPrices: () => (down ? errAsync(chainRpcUnavailable("down")) : okAsync({ takenAt: 0, pricesE8: { ETH: ethE8, USDC: 100_000_000n } })),
  getUsdThbRate: () => okAsync("33.0"),
});

describe("getAssetProfile", () => {
  it("prices the available tokens, 0 % change and a snapshot on the first call", async () => {
    const snapshots = snapshotsInMemory();
    const profile = (await getAssetProfile({ priceFeed: feed(300_000_000_000n), snapshots, network: TEST_NETWORK, clock: new FakeClock() }))._unsafeUnwrap();
    expect([profile.usdThb, profile.assets.map((a) => [a.code, a.priceE8, a.changeBps]), snapshots.all.length]).toEqual([
      "33.0",
      [
        ["ETH", 300_000_000_000n, 0],
        ["DAI", null, 0],
        ["USDC", 100_000_000n, 0],
      ],
      1,
    ]);
  });

  it("reports the change against the snapshot a day old and keeps at most one snapshot per interval", async () => {
    const snapshots = snapshotsInMemory();
    const clock = new FakeClock();
    await getAssetProfile({ priceFeed: feed(300_000_000_000n), snapshots, network: TEST_NETWORK, clock });
    await getAssetProfile({ priceFeed: feed(300_000_000_000n), snapshots, network: TEST_NETWORK, clock });
    clock.advance(CHANGE_WINDOW_MS);
    const profile = (await getAssetProfile({ priceFeed: feed(330_000_000_000n), snapshots, network: TEST_NETWORK, clock }))._unsafeUnwrap();
    expect([profile.assets[0]!.changeBps, snapshots.all.length]).toEqual([1000, 2]);
  });

  it("passes a feed failure on", async () => {
    const result = await getAssetProfile({ priceFeed: feed(1n, true), snapshots: snapshotsInMemory(), network: TEST_NETWORK, clock: new FakeClock() });
    expect(result._unsafeUnwrapErr()).toEqual(chainRpcUnavailable("down"));
  });
});
