import type { ResultAsync } from "neverthrow";
import type { KycStatus } from "../../account/user";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { KycLogItem } from "../../ports/kyc-storage.port";
import type { StorageError } from "../../ports/storage.port";
import { loadUser, type UserNotFound } from "../../shared/load-user";

/** GET /user/kyc/verification: the operator's per-topic details of the last review. */
export type KycVerificationView = Readonly<{ kycStatus: KycStatus; logData: readonly KycLogItem[] }>;

/** Ports getKycVerification reads. */
export type GetKycVerificationDeps = Readonly<{ storage: AccountStorage }>;
export type GetKycVerificationInput = Readonly<{ userId: string }>;

/** The caller's verification log (empty until an operator asks for changes or gives reasons). */
export function getKycVerification(deps: GetKycVerificationDeps, input: GetKycVerificationInput): ResultAsync<KycVerificationView, UserNotFound | StorageError> {
  return loadUser(deps.storage.users, input.userId).andThen((user) =>
    deps.storage.kyc.findSubmission(user.id).map((s) => ({ kycStatus: user.kycStatus, logData: s?.verificationLog ?? [] })),
  );
}
