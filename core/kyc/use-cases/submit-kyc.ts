import { err, errAsync, ok, okAsync, ResultAsync, type Result } from "neverthrow";
import type { KycStatus } from "../../account/user";
import type { StorageError } from "../../ports/storage.port";
import type { KycFormData } from "../../ports/kyc-storage.port";
import { type UserNotFound, loadUser } from "../../shared/load-user";
import { bangkokToday } from "../calendar";
import { KYC_DOCUMENT_FIELDS } from "../documents";
import { formFromSubmission, SUBMITTABLE_STATUSES } from "../kyc-submission-rules";
import type { CompleteKycForm } from "../kyc-form.schema";
import { parseKycForm } from "../kyc-form-parse";
import { buildKycSubmission } from "../submission";
import { mailKycStatus, type KycDeps } from "../kyc-deps";
import { identityKeyOf } from "../identity-key";
import {
  kycAccountInactive,
  kycDocumentInvalid,
  kycFormInvalid,
  kycIdentityInUse,
  kycSubmitNotAllowed,
  type KycAccountInactive,
  type KycDocumentInvalid,
  type KycFormInvalid,
  type KycIdentityInUse,
  type KycSubmitNotAllowed,
} from "../kyc-use-case.errors";

export type SubmitKycInput = Readonly<{ userId: string; body: unknown }>;
export type SubmitKycError =
  | KycAccountInactive
  | KycSubmitNotAllowed
  | KycFormInvalid
  | KycDocumentInvalid
  | KycIdentityInUse
  | UserNotFound
  | StorageError;

/** The last path segment of a document link, where the document id sits. */
function documentIdOf(link: string): string {
  return link.slice(link.lastIndexOf("/") + 1);
}

/** Every document of the form must be a link to the caller's own upload made for that field. */
function checkDocuments(deps: KycDeps, userId: string, form: CompleteKycForm): ResultAsync<void, KycDocumentInvalid | StorageError> {
  const present = KYC_DOCUMENT_FIELDS.filter((field) => form[field] !== undefined);
  return present.reduce<ResultAsync<void, KycDocumentInvalid | StorageError>>(
    (previous, field) =>
      previous.andThen(() => {
        const link = form[field];
        if (typeof link !== "string") return errAsync(kycDocumentInvalid(field));
        return deps.storage.kyc.findDocument(documentIdOf(link)).andThen((doc) => {
          const owned = doc !== null && doc.userId === userId && doc.field === field && deps.documentUrl(doc.id) === link;
          return owned ? okAsync(undefined) : errAsync(kycDocumentInvalid(field));
        });
      }),
    okAsync(undefined),
  );
}

/** Checks the body with the same core rules the web app runs, then normalises it as the wizard does. */
function acceptedForm(deps: KycDeps, body: unknown): Result<{ form: CompleteKycForm; data: KycFormData }, KycFormInvalid> {
  const parsed = parseKycForm(formFromSubmission(body), { reference: deps.reference(), today: bangkokToday(deps.clock) });
  if (parsed.isErr()) return err(kycFormInvalid(parsed.error));
  // Every document is a link here (checked next), so no upload is missing.
  const data = buildKycSubmission(parsed.value, {});
  return data.isOk() ? ok({ form: parsed.value, data: data.value as KycFormData }) : err(kycFormInvalid({ [data.error.field]: "KYC_VALUE_INVALID" }));
}

/**
 * PATCH /user/submit-kyc: an active user in UNVERIFIED or REQUEST_CHANGE submits the form;
 * the server re-checks every rule, checks each document is the caller's own upload, stores the
 * normalised form and moves the status to VERIFYING (atomically, so two submissions cannot
 * both pass), then mails the user. One identity, one account: the ID card number (or passport
 * number with its nationality) is claimed in the same transaction, and a claim held by another
 * account that is not REJECTED refuses the submission (KYC_IDENTITY_IN_USE); the attempt is kept
 * for the operators, who see it beside that account's submission.
 */
export function submitKyc(deps: KycDeps, input: SubmitKycInput): ResultAsync<{ kycStatus: KycStatus }, SubmitKycError> {
  return loadUser(deps.storage.users, input.userId)
    .andThen((user) => {
      if (!user.isActive) return errAsync(kycAccountInactive());
      if (!SUBMITTABLE_STATUSES.includes(user.kycStatus)) return errAsync(kycSubmitNotAllowed(user.kycStatus));
      const accepted = acceptedForm(deps, input.body);
      if (accepted.isErr()) return errAsync(accepted.error);
      const { form, data } = accepted.value;
      return checkDocuments(deps, user.id, form).map(() => ({ user, form, data }));
    })
    .andThen(({ user, form, data }) => {
      const now = deps.clock.now();
      const identityKey = identityKeyOf(form);
      // Every complete form names an identity; the guard only keeps the key's type honest.
      const claim = identityKey === null ? null : { identityKey, userId: user.id, at: now };
      return deps.storage
        .transaction((tx) =>
          tx.kyc.transitionStatus(user.id, SUBMITTABLE_STATUSES, "VERIFYING", now).andThen((moved) => {
            if (moved === null) return errAsync(kycSubmitNotAllowed("VERIFYING"));
            return (claim === null ? okAsync(null) : tx.kyc.claimIdentity(claim))
              .andThen((holder) => (holder === null ? okAsync(undefined) : errAsync(kycIdentityInUse())))
              .andThen(() => tx.kyc.findSubmission(user.id))
              .andThen((previous) =>
                tx.kyc.saveSubmission({
                  userId: user.id,
                  customerType: form.customerType,
                  form: data,
                  submittedAt: now,
                  reviewedAt: previous?.reviewedAt ?? null,
                  reviewedBy: previous?.reviewedBy ?? null,
                  verificationLog: previous?.verificationLog ?? [],
                }),
              )
              .map(() => moved);
          }),
        )
        .orElse((e) => (e.code === "KYC_IDENTITY_IN_USE" && claim !== null ? deps.storage.kyc.recordIdentityUse(claim).andThen(() => errAsync(e)) : errAsync(e)))
        .andThen((moved) => mailKycStatus(deps, moved, "VERIFYING").map(() => ({ kycStatus: moved.kycStatus })));
    });
}
