import { errAsync, ResultAsync } from "neverthrow";
import type { KycStatus } from "../../account/user";
import type { AccountStorage, Role, StorageError } from "../../ports/account-storage.port";
import type { KycDocumentRecord, KycSubmissionRecord, KycSubmissionSummary } from "../../ports/kyc-storage.port";
import { kycSubmissionNotFound, type KycSubmissionNotFound } from "./kyc-use-case.errors";

type Deps = Readonly<{ storage: AccountStorage }>;

export type ListKycSubmissionsInput = Readonly<{ status?: KycStatus; limit: number; offset: number }>;

/** The operators' list of submissions, by the user's status when given, oldest first. */
export function listKycSubmissions(deps: Deps, input: ListKycSubmissionsInput): ResultAsync<KycSubmissionSummary[], StorageError> {
  return deps.storage.kyc.listSubmissions(input);
}

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
  deps: Deps & Readonly<{ documentUrl: (id: string) => string }>,
  input: Readonly<{ userId: string }>,
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

/**
 * Makes the registered users with these emails admins (the first admin comes from
 * configuration or the CLI); returns the emails promoted now. Unknown emails are skipped.
 */
export function promoteAdmins(deps: Deps & Readonly<{ clock: { now(): number } }>, emails: readonly string[]): ResultAsync<string[], StorageError> {
  const role: Role = "ADMIN";
  const each = emails.map((email) =>
    deps.storage.users.findByEmail(email.trim().toLowerCase()).andThen((user) => {
      if (user === null || user.role === role) return ResultAsync.fromSafePromise(Promise.resolve<string | null>(null));
      return deps.storage.users.update(user.id, { role }, deps.clock.now()).map(() => user.email);
    }),
  );
  return ResultAsync.combine(each).map((promoted) => promoted.filter((e): e is string => e !== null));
}
