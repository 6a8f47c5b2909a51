import type { ResultAsync } from "neverthrow";
import type { StorageError } from "./storage.port";

/**
 * Named leases in shared storage: at most one holder per name at a time, for work that exactly
 * one of several server instances may do (the trade indexer). A holder that stops releases its
 * lease; one that crashes loses it when it expires. Implemented by the memory and SQL adapters.
 */
export interface LeaseStorage {
  /**
   * Takes the lease `name` for `holder` until `now + ttlMs` when it is free, expired, or already
   * held by `holder` (a renewal); answers whether `holder` holds it now. Atomic: of two callers
   * racing for a free lease, exactly one gets it.
   */
  acquire(name: string, holder: string, ttlMs: number, now: number): ResultAsync<boolean, StorageError>;
  /** Gives the lease up if `holder` holds it (another holder's lease is left alone). */
  release(name: string, holder: string): ResultAsync<void, StorageError>;
}
