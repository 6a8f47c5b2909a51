import type { ResultAsync } from "neverthrow";
import type { SecureRandomPort } from "../../ports/account-services.port";
import type { AccountStorage, LegalAcceptanceRecord } from "../../ports/account-storage.port";
import type { StorageError } from "../../ports/storage.port";
import type { LegalVersions } from "../legal-acceptance";

/** What writing an acceptance needs (inside the caller's transaction when there is one). */
export type RecordLegalAcceptanceDeps = Readonly<{ storage: Pick<AccountStorage, "legalAcceptances">; random: Pick<SecureRandomPort, "id"> }>;

/**
 * Adds one acceptance of `versions` by the user at `now`; shared by registration, social sign-up
 * and accepting a new version.
 * @example recordLegalAcceptance({ storage: tx, random }, user.id, { terms: "1.0", privacy: "1.0" }, now)
 */
export function recordLegalAcceptance(
  deps: RecordLegalAcceptanceDeps,
  userId: string,
  versions: LegalVersions,
  now: number,
): ResultAsync<LegalAcceptanceRecord, StorageError> {
  const record: LegalAcceptanceRecord = { id: deps.random.id(), userId, terms: versions.terms, privacy: versions.privacy, acceptedAt: now };
  return deps.storage.legalAcceptances.add(record).map(() => record);
}
