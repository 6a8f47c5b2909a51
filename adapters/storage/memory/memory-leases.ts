import { okAsync } from "neverthrow";
import type { LeaseStorage } from "../../../core/ports/lease.port";

/**
 * Leases in memory (one process: local runs and tests). Each call reads and writes the map in
 * one synchronous step, so racing callers cannot both take a free lease.
 * @example const leases = createMemoryLeases(); await leases.acquire("trade-indexer", "a", 12_000, Date.now());
 */
export function createMemoryLeases(): LeaseStorage {
  const held = new Map<string, Readonly<{ holder: string; expiresAt: number }>>();
  return {
    acquire(name, holder, ttlMs, now) {
      const current = held.get(name);
      if (current !== undefined && current.holder !== holder && current.expiresAt > now) return okAsync(false);
      held.set(name, { holder, expiresAt: now + ttlMs });
      return okAsync(true);
    },
    release(name, holder) {
      if (held.get(name)?.holder === holder) held.delete(name);
      return okAsync(undefined);
    },
  };
}
