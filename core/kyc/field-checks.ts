import type { IsoDate } from "../shared/iso-date";
import type { KycFieldErrorCode } from "./kyc.errors";
import type { KycField, KycForm } from "./kyc-form.schema";
import type { KycReference } from "./reference";

/** What the step rules need besides the form: the reference lists and today's Asia/Bangkok date. */
export type KycValidationContext = Readonly<{ reference: KycReference; today: IsoDate }>;

/** Field-level errors: one code per field name, in the order the wizard shows the fields (empty: valid). */
export type KycFieldErrors = Readonly<Partial<Record<KycField, KycFieldErrorCode>>>;

/** Collects the first error of each field; later checks of a field that already failed are ignored. */
export class FieldErrorCollector {
  private readonly errors: Partial<Record<KycField, KycFieldErrorCode>> = {};

  constructor(readonly form: KycForm) {}

  /** Records `code` for `field` unless the field already has an error or `code` is null. */
  put(field: KycField, code: KycFieldErrorCode | null): void {
    if (code !== null && !(field in this.errors)) this.errors[field] = code;
  }

  /** Records KYC_REQUIRED for each blank field; returns whether all were filled. */
  require(...fields: KycField[]): boolean {
    const blanks = fields.filter((f) => isBlank(this.form[f]));
    blanks.forEach((f) => this.put(f, "KYC_REQUIRED"));
    return blanks.length === 0;
  }

  /** Requires a text field and then runs `check` on its trimmed value. */
  text(field: KycField, check?: (value: string) => KycFieldErrorCode | null): void {
    if (!this.require(field) || !check) return;
    const value = this.form[field];
    this.put(field, typeof value === "string" ? check(value.trim()) : "KYC_VALUE_INVALID");
  }

  /** Requires a select field whose value must be one of `allowed`. */
  option(field: KycField, allowed: readonly string[]): void {
    this.text(field, (v) => (allowed.includes(v) ? null : "KYC_OPTION_INVALID"));
  }

  /** Requires a yes / no answer. */
  answer(field: KycField): void {
    const value = this.form[field];
    if (value === undefined || value === null) this.put(field, "KYC_REQUIRED");
    else if (typeof value !== "boolean") this.put(field, "KYC_VALUE_INVALID");
  }

  /** The collected errors. */
  result(): KycFieldErrors {
    return { ...this.errors };
  }
}

/** Whether a form value counts as not filled: missing, null, or blank text. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}
