import { okAsync } from "neverthrow";
import type { PriceSnapshot, PriceSnapshotStorage } from "../../../core/ports/price-snapshot.port";

/**
 * Price snapshots in memory (local runs and tests); a second snapshot of the same chain and time
 * replaces the first. Snapshots are copied in and out so callers cannot change what is stored.
 * @example const snapshots = createMemoryPriceSnapshots(); await snapshots.latest(31337);
 */
export function createMemoryPriceSnapshots(): PriceSnapshotStorage {
  const byChain = new Map<number, PriceSnapshot[]>();
  const copy = (s: PriceSnapshot): PriceSnapshot => ({ takenAt: s.takenAt, chainId: s.chainId, pricesE8: { ...s.pricesE8 } });
  const newest = (chainId: number, time: number) => {
    const found = (byChain.get(chainId) ?? []).filter((s) => s.takenAt <= time).reduce<PriceSnapshot | null>((a, b) => (a === null || b.takenAt > a.takenAt ? b : a), null);
    return okAsync(found === null ? null : copy(found));
  };
  return {
    save(snapshot) {
      const list = (byChain.get(snapshot.chainId) ?? []).filter((s) => s.takenAt !== snapshot.takenAt);
      list.push(copy(snapshot));
      byChain.set(snapshot.chainId, list);
      return okAsync(undefined);
    },
    findAtOrBefore: (chainId, time) => newest(chainId, time),
    latest: (chainId) => newest(chainId, Number.POSITIVE_INFINITY),
    listBetween: (chainId, from, to) =>
      okAsync(
        (byChain.get(chainId) ?? [])
          .filter((s) => s.takenAt >= from && s.takenAt <= to)
          .sort((a, b) => a.takenAt - b.takenAt)
          .map(copy),
      ),
  };
}
