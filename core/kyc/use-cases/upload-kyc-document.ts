import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { FileStoreError } from "../../ports/account-services.port";
import type { KycDocumentRecord } from "../../ports/kyc-storage.port";
import type { StorageError } from "../../ports/storage.port";
import type { UploadContentType } from "../../shared/file-content";
import { loadUser, type UserNotFound } from "../../shared/load-user";
import { KYC_DOCUMENT_FIELDS, type KycDocumentField } from "../documents";
import type { KycDeps } from "../kyc-deps";
import { SUBMITTABLE_STATUSES } from "../kyc-submission-rules";
import {
  kycAccountInactive,
  kycDocumentNameInvalid,
  kycSubmitNotAllowed,
  type KycAccountInactive,
  type KycDocumentNameInvalid,
  type KycSubmitNotAllowed,
} from "../kyc-use-case.errors";
import type { KycUploadError } from "../kyc.errors";
import { checkKycFile } from "../uploads";

const EXTENSIONS: Readonly<Record<UploadContentType, string>> = { "image/png": "png", "image/jpeg": "jpg", "application/pdf": "pdf" };

export type UploadKycDocumentInput = Readonly<{ userId: string; name: string; content: Uint8Array }>;
/** The stored document and the link that replaces the file in the form. */
export type UploadKycDocumentOutput = Readonly<{ id: string; link: string; field: KycDocumentField; contentType: UploadContentType }>;
export type UploadKycDocumentError =
  | KycDocumentNameInvalid
  | KycUploadError
  | KycAccountInactive
  | KycSubmitNotAllowed
  | UserNotFound
  | FileStoreError
  | StorageError;

function isDocumentField(name: string): name is KycDocumentField {
  return (KYC_DOCUMENT_FIELDS as readonly string[]).includes(name);
}

/**
 * POST /user/upload/kyc/docs: checks the file by size, type and structure (core/kyc/uploads.ts), stores
 * it privately under a random key, and records it as the caller's document for that field.
 * Only a user who may submit may upload. The file is written first; a failed record removes it.
 */
export function uploadKycDocument(deps: KycDeps, input: UploadKycDocumentInput): ResultAsync<UploadKycDocumentOutput, UploadKycDocumentError> {
  const { name, content } = input;
  if (!isDocumentField(name)) return errAsync(kycDocumentNameInvalid(name));
  const checked = checkKycFile(name, content);
  if (checked.isErr()) return errAsync(checked.error);
  const { contentType } = checked.value;
  return loadUser(deps.storage.users, input.userId).andThen((user) => {
    if (!user.isActive) return errAsync(kycAccountInactive());
    if (!SUBMITTABLE_STATUSES.includes(user.kycStatus)) return errAsync(kycSubmitNotAllowed(user.kycStatus));
    const id = deps.random.id();
    const record: KycDocumentRecord = {
      id,
      userId: user.id,
      field: name,
      fileKey: `kyc/${user.id}/${id}.${EXTENSIONS[contentType]}`,
      contentType,
      size: content.length,
      createdAt: deps.clock.now(),
    };
    return deps.files
      .put(record.fileKey, content, contentType)
      .andThen(() =>
        deps.storage.kyc.addDocument(record).orElse((e) => deps.files.delete(record.fileKey).orElse(() => okAsync(undefined)).andThen(() => errAsync(e))),
      )
      .map(() => ({ id, link: deps.documentUrl(id), field: name, contentType }));
  });
}
