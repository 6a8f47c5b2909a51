import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { KycStatus } from "../../account/user";
import type { ApiError } from "../../ports/api.errors";
import type { KycApiPort } from "../../ports/kyc-api.port";
import { domainError } from "../../shared/domain-error";
import type { KycDocumentField } from "../documents";
import type { KycForm } from "../kyc-form.schema";
import { kycDocumentNotUploaded, type KycDocumentNotUploaded } from "../kyc.errors";
import { buildKycSubmission, documentsToUpload } from "../submission";

/** A document that could not be uploaded: the field, and the API's failure (TIMEOUT, NETWORK_ERROR, a server code). */
export const kycUploadFailed = domainError("KYC_UPLOAD_FAILED", (field: KycDocumentField, cause: ApiError) => ({ field, cause }));
export type KycUploadFailed = ReturnType<typeof kycUploadFailed>;

export type SendKycFormDeps = Readonly<{ kyc: Pick<KycApiPort, "uploadDocument" | "submit"> }>;
export type SendKycFormInput = Readonly<{
  /** A form that passed validateKycForm; documents are picked files (browser Files) or links of earlier uploads. */
  form: KycForm;
  /** Each upload's progress as it is sent, from 0 to 1. */
  onProgress?: (field: KycDocumentField, fraction: number) => void;
  /** Each stored document's link, as soon as it is stored: a retry after a failure sends only what is left. */
  onUploaded?: (field: KycDocumentField, link: string) => void;
}>;
/** The submission's failure: an upload (with its field), a file that is not readable, or the submit call. */
export type SendKycFormError = KycUploadFailed | KycDocumentNotUploaded | ApiError;

/**
 * The wizard's submission (spec 2 section 4): every picked document uploaded one by one, in form
 * order, each replaced by its returned link, then the form sent with the submission rules
 * applied; answers the new KYC status. The first failed upload stops the submission: the links
 * already told through `onUploaded` stay valid, so the caller keeps them in the form and retries.
 * @example sendKycForm({ kyc }, { form, onUploaded: (field, link) => keep(field, link) })
 */
export function sendKycForm(deps: SendKycFormDeps, input: SendKycFormInput): ResultAsync<KycStatus, SendKycFormError> {
  const links: Partial<Record<KycDocumentField, string>> = {};
  const uploads = documentsToUpload(input.form).reduce<ResultAsync<void, SendKycFormError>>(
    (previous, { field, file }) =>
      previous.andThen(() => {
        // The wizard keeps browser Files in the form; anything else was never a readable file.
        if (!(file instanceof Blob)) return errAsync(kycDocumentNotUploaded(field));
        return deps.kyc
          .uploadDocument(field, file, file.name, { onProgress: (fraction) => input.onProgress?.(field, fraction) })
          .mapErr((cause): SendKycFormError => kycUploadFailed(field, cause))
          .map((uploaded) => {
            links[field] = uploaded.link;
            input.onUploaded?.(field, uploaded.link);
          });
      }),
    okAsync(undefined),
  );
  return uploads.andThen(() => {
    const body = buildKycSubmission(input.form, links);
    return body.isErr() ? errAsync(body.error) : deps.kyc.submit(body.value);
  });
}
