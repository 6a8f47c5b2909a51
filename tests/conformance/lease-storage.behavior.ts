import { ok } from "neverthrow";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LeaseStorage } from "../../core/ports/lease.port";

/** An opened lease storage under test: `fresh` empties it (or builds a new one) before each test. */
export type LeaseFixture = Readonly<{ fresh: () => Promise<LeaseStorage>; close: () => Promise<void> }>;

const T0 = 1_767_225_600_000;
const TTL = 10_000;
const NAME = "trade-indexer";

/**
 * The behaviour every LeaseStorage shows (memory, PGlite, PostgreSQL).
 * @example describeLeaseStorage("memory", async () => ({ fresh: async () => createMemoryLeases(), close: async () => {} }));
 */
export function describeLeaseStorage(name: string, open: () => Promise<LeaseFixture>): void {
  describe(`LeaseStorage on ${name}`, () => {
    let fixture: LeaseFixture;
    let leases: LeaseStorage;
    beforeAll(async () => {
      fixture = await open();
    }, 60_000);
    beforeEach(async () => {
      leases = await fixture.fresh();
    });
    afterAll(async () => fixture.close());

    it("gives a free lease to the first holder and refuses a second while it runs", async () => {
      expect(await leases.acquire(NAME, "a", TTL, T0)).toEqual(ok(true));
      expect(await leases.acquire(NAME, "b", TTL, T0 + TTL - 1)).toEqual(ok(false));
    });

    it("lets the holder renew its lease, which moves the expiry on", async () => {
      await leases.acquire(NAME, "a", TTL, T0);
      expect(await leases.acquire(NAME, "a", TTL, T0 + TTL - 1)).toEqual(ok(true));
      // Past the first expiry but within the renewed one: still a's.
      expect(await leases.acquire(NAME, "b", TTL, T0 + TTL + 1)).toEqual(ok(false));
    });

    it("hands an expired lease to another holder, and the old holder then cannot renew it", async () => {
      await leases.acquire(NAME, "a", TTL, T0);
      expect(await leases.acquire(NAME, "b", TTL, T0 + TTL)).toEqual(ok(true));
      expect(await leases.acquire(NAME, "a", TTL, T0 + TTL + 1)).toEqual(ok(false));
    });

    it("frees a released lease at once, and ignores a release by someone who does not hold it", async () => {
      await leases.acquire(NAME, "a", TTL, T0);
      await leases.release(NAME, "b");
      expect(await leases.acquire(NAME, "b", TTL, T0 + 1)).toEqual(ok(false));
      await leases.release(NAME, "a");
      expect(await leases.acquire(NAME, "b", TTL, T0 + 2)).toEqual(ok(true));
    });

    it("keeps leases of different names apart", async () => {
      await leases.acquire(NAME, "a", TTL, T0);
      expect(await leases.acquire("price-snapshots", "b", TTL, T0)).toEqual(ok(true));
    });

    it("gives a free lease to exactly one of many racing holders", async () => {
      const holders = Array.from({ length: 12 }, (_v, i) => `h${i}`);
      const answers = await Promise.all(holders.map((h) => leases.acquire(NAME, h, TTL, T0)));
      expect(answers.filter((a) => a.isOk() && a.value).length).toBe(1);
    });

    it("gives an expired lease to exactly one of many racing holders", async () => {
      await leases.acquire(NAME, "old", TTL, T0);
      const holders = Array.from({ length: 12 }, (_v, i) => `h${i}`);
      const answers = await Promise.all(holders.map((h) => leases.acquire(NAME, h, TTL, T0 + TTL)));
      expect(answers.filter((a) => a.isOk() && a.value).length).toBe(1);
    });
  });
}
