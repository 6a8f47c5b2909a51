import { describe, expect, it } from "vitest";
import { FakeClock } from "../testing/fake-clock";
import { createQuoteCache } from "./quote-cache";

describe("createQuoteCache", () => {
  it("computes an answer once for concurrent and later equal keys, and forgets failed answers", async () => {
    const cache = createQuoteCache({ clock: new FakeClock(), blockTtlMs: 1_000, maxEntries: 10 });
    let runs = 0;
    const compute = async () => ++runs;
    const answers = await Promise.all([cache.remember("a", compute, () => true), cache.remember("a", compute, () => true)]);
    await cache.remember("a", compute, () => true);
    await cache.remember("b", compute, () => false);
    await cache.remember("b", compute, () => false);
    expect([answers, runs]).toEqual([[1, 1], 3]);
  });

  it("drops the oldest answer past maxEntries", async () => {
    const cache = createQuoteCache({ clock: new FakeClock(), blockTtlMs: 1_000, maxEntries: 2 });
    let runs = 0;
    for (const key of ["a", "b", "c", "a"]) await cache.remember(key, async () => ++runs, () => true);
    expect(runs).toBe(4);
  });

  it("keeps a block's shared reads while answers past maxEntries are dropped, and forgets them two blocks later", async () => {
    const cache = createQuoteCache({ clock: new FakeClock(), blockTtlMs: 1_000, maxEntries: 1 });
    let reads = 0;
    const read = async () => ++reads;
    const snapshots = [await cache.atBlock(5n, "pools", read, () => true)];
    for (const key of ["a", "b", "c"]) await cache.remember(key, async () => 0, () => true);
    snapshots.push(await cache.atBlock(5n, "pools", read, () => true));
    await cache.atBlock(6n, "pools", read, () => true);
    snapshots.push(await cache.atBlock(5n, "pools", read, () => true));
    await cache.atBlock(7n, "pools", read, () => true);
    snapshots.push(await cache.atBlock(5n, "pools", read, () => true));
    expect(snapshots).toEqual([1, 1, 1, 4]);
  });

  it("keeps the shared reads of an older block a lagging node answers while it is asked", async () => {
    const cache = createQuoteCache({ clock: new FakeClock(), blockTtlMs: 1_000, maxEntries: 10 });
    let reads = 0;
    const read = async () => ++reads;
    for (const block of [100n, 101n, 99n, 99n, 101n]) await cache.atBlock(block, "pools", read, () => true);
    expect(reads).toBe(3);
  });

  it("does not keep a failed shared read", async () => {
    const cache = createQuoteCache({ clock: new FakeClock(), blockTtlMs: 1_000, maxEntries: 10 });
    const failed = await cache.atBlock(5n, "pools", async () => "down", (v) => v !== "down");
    const again = await cache.atBlock(5n, "pools", async () => "read", (v) => v !== "down");
    expect([failed, again]).toEqual(["down", "read"]);
  });

  it("remembers the latest block the router agreed on a key for a span of blocks, forgets it at a disagreement, and keeps at most maxEntries keys", () => {
    const cache = createQuoteCache({ clock: new FakeClock(), blockTtlMs: 0, maxEntries: 2 });
    cache.recordAgreement("a", 10n, true);
    const seen = () => [9n, 10n, 74n, 75n].map((b) => cache.agreedWithin("a", b, 64n));
    expect(seen()).toEqual([false, true, true, false]);
    cache.recordAgreement("a", 11n, false);
    expect(seen()).toEqual([false, false, false, false]);
    for (const key of ["a", "b", "c"]) cache.recordAgreement(key, 20n, true);
    expect(["a", "b", "c"].map((key) => cache.agreedWithin(key, 20n, 64n))).toEqual([false, true, true]);
  });

  it("reuses a block number for the TTL and reads again after it", async () => {
    const clock = new FakeClock();
    const cache = createQuoteCache({ clock, blockTtlMs: 1_000, maxEntries: 10 });
    let reads = 0;
    const read = async () => ({ ok: true as const, value: BigInt(++reads) });
    const first = await cache.blockNumber(read);
    const again = await cache.blockNumber(read);
    clock.advance(1_000);
    const later = await cache.blockNumber(read);
    expect([first, again, later]).toEqual([
      { ok: true, value: 1n },
      { ok: true, value: 1n },
      { ok: true, value: 2n },
    ]);
  });

  it("does not reuse a failed block number read", async () => {
    const cache = createQuoteCache({ clock: new FakeClock(), blockTtlMs: 1_000, maxEntries: 10 });
    const failed = await cache.blockNumber(async () => ({ ok: false as const, error: "down" }));
    await Promise.resolve();
    const recovered = await cache.blockNumber(async () => ({ ok: true as const, value: 7n }));
    expect([failed, recovered]).toEqual([{ ok: false, error: "down" }, { ok: true, value: 7n }]);
  });
});
