import type { ResultAsync } from "neverthrow";
import type { AccountStorage, LegalAcceptanceRecord } from "../../ports/account-storage.port";
import type { StorageError } from "../../ports/storage.port";
import type { LegalStatus, LegalVersions } from "../legal-acceptance";

/** Ports getLegalStatus reads; `legalVersions` are the documents in force. */
export type GetLegalStatusDeps = Readonly<{ storage: Pick<AccountStorage, "legalAcceptances">; legalVersions: LegalVersions }>;

/**
 * The user's standing against the documents in force: the current versions and the latest acceptance.
 * @example getLegalStatus(deps, user.id).map(needsLegalAcceptance)
 */
export function getLegalStatus(deps: GetLegalStatusDeps, userId: string): ResultAsync<LegalStatus, StorageError> {
  return deps.storage.legalAcceptances.latestForUser(userId).map((latest) => legalStatus(deps.legalVersions, latest));
}

/**
 * The standing of a user whose latest acceptance is `latest` (null: none) against the versions in force.
 * @example legalStatus(config.legalVersions, await storage.legalAcceptances.latestForUser(userId))
 */
export function legalStatus(current: LegalVersions, latest: LegalAcceptanceRecord | null): LegalStatus {
  return { current, accepted: latest === null ? null : { terms: latest.terms, privacy: latest.privacy, acceptedAt: latest.acceptedAt } };
}
