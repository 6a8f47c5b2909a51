import type { ResultAsync } from "neverthrow";
import type { KycStatus } from "../../account/user";
import { loadUser, type UserNotFound } from "../../shared/load-user";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError } from "../../ports/storage.port";
import type { KycCustomerType, KycFormData } from "../../ports/kyc-storage.port";

/** GET /user/kyc: the caller's status and the form as last submitted (null before any submission). */
export type KycView = Readonly<{
  kycStatus: KycStatus;
  customerType: KycCustomerType | null;
  form: KycFormData | null;
  submittedAt: number | null;
}>;

/** Ports getKyc reads. */
export type GetKycDeps = Readonly<{ storage: AccountStorage }>;
export type GetKycInput = Readonly<{ userId: string }>;

/** The caller's own KYC submission and status. */
export function getKyc(deps: GetKycDeps, input: GetKycInput): ResultAsync<KycView, UserNotFound | StorageError> {
  return loadUser(deps.storage.users, input.userId).andThen((user) =>
    deps.storage.kyc.findSubmission(user.id).map((s) => ({
      kycStatus: user.kycStatus,
      customerType: s?.customerType ?? null,
      form: s?.form ?? null,
      submittedAt: s?.submittedAt ?? null,
    })),
  );
}
