import { ok } from "neverthrow";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PriceSnapshot, PriceSnapshotStorage } from "../../core/ports/price-snapshot.port";

/** An opened snapshot storage under test: `fresh` empties it (or builds a new one) before each test. */
export type PriceSnapshotFixture = Readonly<{ fresh: () => Promise<PriceSnapshotStorage>; close: () => Promise<void> }>;

const HOUR = 3_600_000;
const T0 = 1_767_225_600_000;
const snap = (takenAt: number, eth: bigint, chainId = 31337): PriceSnapshot => ({ chainId, takenAt, pricesE8: { ETH: eth, USDC: 100_000_000n } });

/**
 * The behaviour every PriceSnapshotStorage shows (memory, PGlite, PostgreSQL).
 * @example describePriceSnapshotStorage("memory", async () => ({ fresh: async () => createMemoryPriceSnapshots(), close: async () => {} }));
 */
export function describePriceSnapshotStorage(name: string, open: () => Promise<PriceSnapshotFixture>): void {
  describe(`PriceSnapshotStorage on ${name}`, () => {
    let fixture: PriceSnapshotFixture;
    let storage: PriceSnapshotStorage;
    beforeAll(async () => {
      fixture = await open();
    }, 60_000);
    beforeEach(async () => {
      storage = await fixture.fresh();
    });
    afterAll(async () => fixture.close());

    it("answers null before any snapshot exists", async () => {
      expect(await storage.latest(31337)).toEqual(ok(null));
      expect(await storage.findAtOrBefore(31337, T0)).toEqual(ok(null));
    });

    it.each([
      ["before the first snapshot", T0 - 1, null],
      ["exactly at a snapshot", T0 + HOUR, snap(T0 + HOUR, 301_000_000_000n)],
      ["between two snapshots", T0 + HOUR + 1, snap(T0 + HOUR, 301_000_000_000n)],
      ["after the last snapshot", T0 + 10 * HOUR, snap(T0 + 2 * HOUR, 302_000_000_000n)],
    ])("finds the newest snapshot at or before a time %s", async (_label, time, expected) => {
      for (const s of [snap(T0 + 2 * HOUR, 302_000_000_000n), snap(T0, 300_000_000_000n), snap(T0 + HOUR, 301_000_000_000n)]) await storage.save(s);
      expect(await storage.findAtOrBefore(31337, time)).toEqual(ok(expected));
    });

    it("keeps chains apart", async () => {
      await storage.save(snap(T0, 300_000_000_000n, 1));
      expect(await storage.latest(31337)).toEqual(ok(null));
      expect(await storage.latest(1)).toEqual(ok(snap(T0, 300_000_000_000n, 1)));
    });

    it("replaces a snapshot of the same chain and time", async () => {
      await storage.save(snap(T0, 300_000_000_000n));
      await storage.save(snap(T0, 310_000_000_000n));
      expect(await storage.latest(31337)).toEqual(ok(snap(T0, 310_000_000_000n)));
    });

    it("lists the snapshots of a window oldest first, both ends included, other chains left out", async () => {
      for (const s of [snap(T0 + 3 * HOUR, 303_000_000_000n), snap(T0 + HOUR, 301_000_000_000n), snap(T0, 300_000_000_000n), snap(T0 + 2 * HOUR, 302_000_000_000n), snap(T0 + HOUR, 1n, 1)]) await storage.save(s);
      expect(await storage.listBetween(31337, T0 + HOUR, T0 + 2 * HOUR)).toEqual(ok([snap(T0 + HOUR, 301_000_000_000n), snap(T0 + 2 * HOUR, 302_000_000_000n)]));
      expect(await storage.listBetween(31337, T0 + 4 * HOUR, T0 + 5 * HOUR)).toEqual(ok([]));
      expect(await storage.listBetween(1, 0, T0 * 2)).toEqual(ok([snap(T0 + HOUR, 1n, 1)]));
    });

    it("keeps prices above 2^64 exactly", async () => {
      const huge = { chainId: 31337, takenAt: T0, pricesE8: { SHIB: 2n ** 70n + 1n } };
      await storage.save(huge);
      expect(await storage.latest(31337)).toEqual(ok(huge));
    });
  });
}
