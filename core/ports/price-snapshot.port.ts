import type { ResultAsync } from "neverthrow";
import type { StorageError } from "./storage.port";

/** USD prices of every listed token at one moment, in USD x 10^8 by token code. */
export type PriceSnapshot = Readonly<{ takenAt: number; chainId: number; pricesE8: Readonly<Record<string, bigint>> }>;

/** Where price snapshots are kept, so the 24 h change and the 24 h price lines survive a restart. */
export interface PriceSnapshotStorage {
  /** Stores a snapshot (a second one with the same chainId and takenAt replaces the first). */
  save(snapshot: PriceSnapshot): ResultAsync<void, StorageError>;
  /** The newest snapshot of `chainId` taken at or before `time` (unix ms), or null. */
  findAtOrBefore(chainId: number, time: number): ResultAsync<PriceSnapshot | null, StorageError>;
  /** The newest snapshot of `chainId`, or null. */
  latest(chainId: number): ResultAsync<PriceSnapshot | null, StorageError>;
  /** The snapshots of `chainId` taken from `from` to `to` (unix ms, both inclusive), oldest first. */
  listBetween(chainId: number, from: number, to: number): ResultAsync<readonly PriceSnapshot[], StorageError>;
}
