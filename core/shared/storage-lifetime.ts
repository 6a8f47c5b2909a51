/** Life of every local-storage entry (trade history, KYC drafts, unread ids): 30 days. */
export const LOCAL_STORAGE_ENTRY_LIFETIME_MS = 2_592_000_000;

/** True once a local-storage entry written at `storedAt` has outlived its 30 days. */
export function isStorageEntryExpired(storedAt: number, now: number): boolean {
  return now - storedAt >= LOCAL_STORAGE_ENTRY_LIFETIME_MS;
}
