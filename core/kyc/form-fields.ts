import type { KycField, KycForm } from "./kyc-form.schema";

/** The form without `fields` (removed, not set to undefined, so drafts and payloads stay clean). */
export function withoutFields(form: KycForm, fields: readonly KycField[]): KycForm {
  const next: Record<string, unknown> = { ...form };
  fields.forEach((f) => delete next[f]);
  return next as KycForm;
}
