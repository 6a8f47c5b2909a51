import { errAsync, okAsync, ResultAsync } from "neverthrow";
import type { KycStatus } from "../../account/user";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { KycDocumentRecord, KycIdentityUse, KycSubmissionRecord } from "../../ports/kyc-storage.port";
import type { StorageError } from "../../ports/storage.port";
import { identityKeyOf } from "../identity-key";
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
  /** The other accounts that used the same identity (submitted it, or were refused for it), last first. */
  sameIdentity: readonly KycIdentityUse[];
}>;

/** A user's submission with every document they uploaded (links open for admins) and the other accounts of its identity. */
export function getKycSubmission(
  deps: GetKycSubmissionDeps,
  input: GetKycSubmissionInput,
): ResultAsync<KycSubmissionDetail, KycSubmissionNotFound | StorageError> {
  return ResultAsync.combine([deps.storage.users.findById(input.userId), deps.storage.kyc.findSubmission(input.userId)]).andThen(([user, submission]) => {
    if (user === null || submission === null) return errAsync(kycSubmissionNotFound());
    const identityKey = identityKeyOf(submission.form);
    const uses = identityKey === null ? okAsync([]) : deps.storage.kyc.listIdentityUses(identityKey);
    return ResultAsync.combine([deps.storage.kyc.listDocuments(user.id), uses] as const).map(([docs, sharing]) => ({
      userId: user.id,
      email: user.email,
      kycStatus: user.kycStatus,
      submission,
      documents: docs.map((d) => ({ id: d.id, field: d.field, contentType: d.contentType, size: d.size, createdAt: d.createdAt, link: deps.documentUrl(d.id) })),
      sameIdentity: sharing.filter((use) => use.userId !== user.id),
    }));
  });
}
