import { errAsync, ResultAsync } from "neverthrow";
import type { KycStatus } from "../../account/user";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { KycDocumentRecord, KycSubmissionRecord } from "../../ports/kyc-storage.port";
import type { StorageError } from "../../ports/storage.port";
import { kycSubmissionNotFound, type KycSubmissionNotFound } from "../kyc-use-case.errors";

/** Ports getKycSubmission reads; `documentUrl` says where the server serves a stored document id. */
export type GetKycSubmissionDeps = Readonly<{ storage: AccountStorage; documentUrl: (id: string) => string }>;
export type GetKycSubmissionInput = Readonly<{ userId: string }>;

/** One submission as an operator reads it: the user's email and status, the form, its documents with their links. */
export type KycSubmissionDetail = Readonly<{
  userId: string;
  email: string;
  kycStatus: KycStatus;
  submission: KycSubmissionRecord;
  documents: ReadonlyArray<Pick<KycDocumentRecord, "id" | "field" | "contentType" | "size" | "createdAt"> & { link: string }>;
}>;

/** A user's submission with every document they uploaded (links open for admins). */
export function getKycSubmission(
  deps: GetKycSubmissionDeps,
  input: GetKycSubmissionInput,
): ResultAsync<KycSubmissionDetail, KycSubmissionNotFound | StorageError> {
  return ResultAsync.combine([deps.storage.users.findById(input.userId), deps.storage.kyc.findSubmission(input.userId)]).andThen(([user, submission]) => {
    if (user === null || submission === null) return errAsync(kycSubmissionNotFound());
    return deps.storage.kyc.listDocuments(user.id).map((docs) => ({
      userId: user.id,
      email: user.email,
      kycStatus: user.kycStatus,
      submission,
      documents: docs.map((d) => ({ id: d.id, field: d.field, contentType: d.contentType, size: d.size, createdAt: d.createdAt, link: deps.documentUrl(d.id) })),
    }));
  });
}
