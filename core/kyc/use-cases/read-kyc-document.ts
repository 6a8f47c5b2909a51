import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { FileStoreError } from "../../ports/account-services.port";
import type { StorageError } from "../../ports/storage.port";
import { loadUser, type UserNotFound } from "../../shared/load-user";
import type { KycDeps } from "../kyc-deps";
import { kycDocumentNotFound, type KycDocumentNotFound } from "../kyc-use-case.errors";

/** Ports readKycDocument uses. */
export type ReadKycDocumentDeps = Pick<KycDeps, "storage" | "files">;
export type ReadKycDocumentInput = Readonly<{ requesterId: string; documentId: string }>;
/** A document's bytes, for its owner or an admin only. */
export type KycDocumentContent = Readonly<{ content: Uint8Array; contentType: string; field: string }>;

export type ReadKycDocumentError = KycDocumentNotFound | UserNotFound | FileStoreError | StorageError;

/**
 * GET of a document link: the owner or an admin (role read from storage) gets the bytes; anyone
 * else gets KYC_DOCUMENT_NOT_FOUND, the same answer as for an unknown id, so ids cannot be probed.
 */
export function readKycDocument(deps: ReadKycDocumentDeps, input: ReadKycDocumentInput): ResultAsync<KycDocumentContent, ReadKycDocumentError> {
  return loadUser(deps.storage.users, input.requesterId).andThen((requester) =>
    deps.storage.kyc.findDocument(input.documentId).andThen((doc) => {
      if (doc === null || (doc.userId !== requester.id && requester.role !== "ADMIN")) return errAsync(kycDocumentNotFound());
      return deps.files.get(doc.fileKey).andThen((file) => (file === null ? errAsync(kycDocumentNotFound()) : okAsync({ content: file.content, contentType: file.contentType, field: doc.field })));
    }),
  );
}
