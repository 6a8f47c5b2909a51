import type { KycFormData } from "../ports/kyc-storage.port";
import { ADDRESS_FIELDS, ADDRESS_PARTS } from "./address-groups";
import type { KycEditTopic } from "./edit-topics";
import { kycEditFields } from "./edit-topics";
import { isBlank, type KycFieldErrors, type KycValidationContext } from "./field-checks";
import { formFromSubmission } from "./kyc-submission-rules";
import { kycFormSchema, type KycField, type KycForm } from "./kyc-form.schema";
import { validateKycForm } from "./step-validation";

/** Whether the stored current address repeats the origin one (the wizard's "same as origin" box was ticked). */
function currentSameAsOrigin(form: KycForm): boolean {
  if (isBlank(form.originAddressLineOne)) return false;
  return ADDRESS_PARTS.every((part) => (form[ADDRESS_FIELDS.current[part]] ?? "") === (form[ADDRESS_FIELDS.origin[part]] ?? ""));
}

/**
 * The edit form's starting state from the form as last submitted: the "Lifetime ID Card" expiry
 * back to the lifetime flag, "same as origin" ticked when the two addresses are equal, and every
 * value checked by the form schema one field at a time (an unknown key or a value of the wrong
 * type is left out rather than failing the whole form). Documents stay links.
 */
export function kycFormFromData(data: KycFormData | null): KycForm {
  const submitted = formFromSubmission(data ?? {}) as Record<string, unknown>;
  const form: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(kycFormSchema.shape)) {
    if (!Object.hasOwn(submitted, field)) continue;
    const parsed = schema.safeParse(submitted[field]);
    if (parsed.success && parsed.data !== undefined) form[field] = parsed.data;
  }
  const kycForm = form as KycForm;
  return currentSameAsOrigin(kycForm) ? { ...kycForm, isCurrentAddressSameAsOrigin: true } : kycForm;
}

/** The outcome of checking an edited form. */
export type KycEditCheck = Readonly<{
  /** Every field error of the whole form, in wizard order (empty: it may be resubmitted). */
  errors: KycFieldErrors;
  /**
   * Fields with an error that no flagged topic shows (an occupation changed to one with a
   * workplace, say): the edit form asks for them too, after the topics, so the form can pass.
   */
  extraFields: readonly KycField[];
}>;

/**
 * Checks the whole edited form by the wizard's rules (spec 2 "Edit KYC form": validate all
 * fields), and names the failing fields the topics do not show.
 * @example checkKycEdit(form, topics, ctx) // { errors: { laserCode: "LASER_CODE_INVALID" }, extraFields: [] }
 */
export function checkKycEdit(form: KycForm, topics: readonly KycEditTopic[], ctx: KycValidationContext): KycEditCheck {
  const errors = validateKycForm(form, ctx);
  return { errors, extraFields: fieldsNoTopicShows(errors, topics) };
}

/** The fields with an error that none of the topics shows, in wizard order. */
export function fieldsNoTopicShows(errors: KycFieldErrors, topics: readonly KycEditTopic[]): KycField[] {
  const shown = new Set(kycEditFields(topics));
  return (Object.keys(errors) as KycField[]).filter((f) => !shown.has(f));
}
