import type { ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError } from "../../ports/storage.port";

/** Ports markNotificationRead uses. */
export type MarkNotificationReadDeps = Readonly<{ storage: Pick<AccountStorage, "notifications"> }>;
export type MarkNotificationReadInput = Readonly<{ userId: string; timestamp: number }>;
/** How many of the caller's notifications changed (0 when already read or unknown). */
export type MarkNotificationReadOutput = Readonly<{ updated: number }>;

/**
 * Marks the caller's notification with this timestamp read (the web app names notifications by
 * timestamp, spec 1 section 7). Only the caller's notifications are touched; marking twice is harmless.
 * @example markNotificationRead({ storage }, { userId, timestamp: 1768446000000 })
 */
export function markNotificationRead(
  deps: MarkNotificationReadDeps,
  input: MarkNotificationReadInput,
): ResultAsync<MarkNotificationReadOutput, StorageError> {
  return deps.storage.notifications.markRead(input.userId, input.timestamp).map((updated) => ({ updated }));
}
