import type { ResultAsync } from "neverthrow";
import type { KycStatus } from "../../account/user";
import { loadUser, type UserNotFound } from "../../account/use-cases/load-user";
import type { AccountStorage, StorageError } from "../../ports/account-storage.port";
import type { KycCustomerType, KycFormData, KycLogItem } from "../../ports/kyc-storage.port";

/** GET /user/kyc: the caller's status and the form as last submitted (null before any submission). */
export type KycView = Readonly<{
  kycStatus: KycStatus;
  customerType: KycCustomerType | null;
  form: KycFormData | null;
  submittedAt: number | null;
}>;

/** GET /user/kyc/verification: the operator's per-topic details of the last review. */
export type KycVerificationView = Readonly<{ kycStatus: KycStatus; logData: readonly KycLogItem[] }>;

type Deps = Readonly<{ storage: AccountStorage }>;
type Input = Readonly<{ userId: string }>;

/** The caller's own KYC submission and status. */
export function getKyc(deps: Deps, input: Input): ResultAsync<KycView, UserNotFound | StorageError> {
  return loadUser(deps.storage.users, input.userId).andThen((user) =>
    deps.storage.kyc.findSubmission(user.id).map((s) => ({
      kycStatus: user.kycStatus,
      customerType: s?.customerType ?? null,
      form: s?.form ?? null,
      submittedAt: s?.submittedAt ?? null,
    })),
  );
}

/** The caller's verification log (empty until an operator asks for changes or gives reasons). */
export function getKycVerification(deps: Deps, input: Input): ResultAsync<KycVerificationView, UserNotFound | StorageError> {
  return loadUser(deps.storage.users, input.userId).andThen((user) =>
    deps.storage.kyc.findSubmission(user.id).map((s) => ({ kycStatus: user.kycStatus, logData: s?.verificationLog ?? [] })),
  );
}
