import { err, ok, type Result } from "neverthrow";
import { addressFields } from "./address-groups";
import { syncCurrentAddress } from "./address-transitions";
import { KYC_DOCUMENT_FIELDS, type KycDocumentField } from "./documents";
import { withoutFields } from "./form-fields";
import { parseLaserCode, parseThaiIdCard } from "./identity-numbers";
import { isLifetimeIdCard, isUsTaxIdShown } from "./identification-rules";
import { hasCompany } from "./information-rules";
import { LIFETIME_EXPIRY_TEXT } from "./kyc-constants";
import { kycDocumentNotUploaded, type KycDocumentNotUploaded } from "./kyc.errors";
import { isPendingFile, kycFormSchema, type KycField, type KycForm, type PendingFile } from "./kyc-form.schema";
import { isThaiNationality } from "./reference";

/** Fields that never reach the server: temporary inputs and wizard-only flags. */
const NEVER_SUBMITTED = [
  "inputFileIdCard",
  "inputFileSelfie",
  "isLifetime",
  "isCurrentAddressSameAsOrigin",
] as const satisfies readonly KycField[];
const THAI_ONLY: readonly KycField[] = ["firstNameInThai", "lastNameInThai", "laserCode"];
/** Every organization field (the spec drops the documents; stale company data goes too). */
const ORGANIZATION_ONLY: readonly KycField[] = Object.keys(kycFormSchema.shape).filter((f) =>
  f.startsWith("org"),
) as KycField[];
const COMPANY_FIELDS: readonly KycField[] = ["workingAtCompanyName", ...addressFields("workingAtCompany")];

/** The body of PATCH /user/submit-kyc: text and yes / no values, documents as links. */
export type KycSubmission = Readonly<Partial<Record<SubmittedField, string | boolean>>>;
type SubmittedField = Exclude<KycField, (typeof NEVER_SUBMITTED)[number]>;

/** A picked file to upload before submitting, named by its document key (the upload's `name` part). */
export type DocumentUpload = Readonly<{ field: KycDocumentField; file: PendingFile }>;

/** The fields the submission keeps, once hidden and not-applicable fields are dropped. */
function submittedForm(form: KycForm): KycForm {
  const dropped: KycField[] = [...NEVER_SUBMITTED];
  if (!isThaiNationality(form.nationality)) dropped.push(...THAI_ONLY);
  if (form.customerType !== "Organization") dropped.push(...ORGANIZATION_ONLY);
  if (!hasCompany(form.career)) dropped.push(...COMPANY_FIELDS);
  if (!isUsTaxIdShown(form)) dropped.push("americanTaxId");
  return withoutFields(syncCurrentAddress(form), dropped);
}

/** The picked files to upload, one by one in this order (documents already uploaded are links and skipped). */
export function documentsToUpload(form: KycForm): DocumentUpload[] {
  const kept = submittedForm(form);
  return KYC_DOCUMENT_FIELDS.flatMap((field) => {
    const file = kept[field];
    return isPendingFile(file) ? [{ field, file }] : [];
  });
}

/** The calendar day of a date value: `yyyy-mm-dd`, a longer ISO timestamp cut to the day it names. */
function calendarDay(value: string | undefined): string | undefined {
  return value === undefined ? undefined : value.trim().slice(0, 10);
}

/**
 * The submitted body (spec 2 section 4 "Submission") from a validated form and the links the
 * uploads returned: Thai-only fields dropped for non-Thai customers, organization fields for
 * non-Organization ones; dates as YYYY-MM-DD and the expiry "Lifetime ID Card" for a lifetime
 * card; isLifetime and the temporary inputs removed; identity numbers in their canonical form.
 */
export function buildKycSubmission(
  form: KycForm,
  links: Readonly<Partial<Record<KycDocumentField, string>>>,
): Result<KycSubmission, KycDocumentNotUploaded> {
  const kept = submittedForm(form);
  const body: Record<string, unknown> = { ...kept };
  for (const field of KYC_DOCUMENT_FIELDS) {
    if (!isPendingFile(kept[field])) continue;
    const link = links[field];
    if (link === undefined) return err(kycDocumentNotUploaded(field));
    body[field] = link;
  }
  body.birthdate = calendarDay(kept.birthdate);
  body.issueDateOfId = calendarDay(kept.issueDateOfId);
  body.expireDateOfId = isLifetimeIdCard(form) ? LIFETIME_EXPIRY_TEXT : calendarDay(kept.expireDateOfId);
  const id = kept.identificationId;
  if (id !== undefined) {
    body.identificationId = kept.typeOfCard === "ID Card" ? parseThaiIdCard(id).unwrapOr(id) : id.trim();
  }
  if (kept.laserCode !== undefined) body.laserCode = parseLaserCode(kept.laserCode).unwrapOr(kept.laserCode);
  const defined = Object.entries(body).filter(([, v]) => v !== undefined);
  return ok(Object.fromEntries(defined) as KycSubmission);
}
