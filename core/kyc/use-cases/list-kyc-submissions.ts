import type { ResultAsync } from "neverthrow";
import type { KycStatus } from "../../account/user";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { KycSubmissionSummary } from "../../ports/kyc-storage.port";
import type { StorageError } from "../../ports/storage.port";

/** Ports listKycSubmissions reads. */
export type ListKycSubmissionsDeps = Readonly<{ storage: AccountStorage }>;
export type ListKycSubmissionsInput = Readonly<{ status?: KycStatus; limit: number; offset: number }>;

/** The operators' list of submissions, by the user's status when given, oldest first. */
export function listKycSubmissions(deps: ListKycSubmissionsDeps, input: ListKycSubmissionsInput): ResultAsync<KycSubmissionSummary[], StorageError> {
  return deps.storage.kyc.listSubmissions(input);
}
