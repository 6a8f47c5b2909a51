import { err, ok, type Result } from "neverthrow";
import { z } from "zod";
import type { KycFieldErrors, KycValidationContext } from "./field-checks";
import { KYC_FIELD_ERROR_CODES, type KycFieldErrorCode } from "./kyc.errors";
import { completeKycFormSchema, kycFormSchema, type CompleteKycForm, type KycField } from "./kyc-form.schema";
import { validateKycForm } from "./step-validation";

/**
 * The whole KYC form as one zod schema with every rule of the wizard: each failed rule is a
 * custom issue at the field's path whose message (and `params.code`) is the field error code.
 * Built per call because the rules read the reference lists and today's date.
 */
export function kycFormSchemaFor(ctx: KycValidationContext) {
  return kycFormSchema
    .superRefine((form, zc) => {
      for (const [path, code] of Object.entries(validateKycForm(form, ctx))) {
        zc.addIssue({ code: "custom", path: [path], message: code, params: { code } });
      }
    })
    .pipe(completeKycFormSchema);
}

function codeOf(issue: z.core.$ZodIssue): KycFieldErrorCode {
  const code: unknown = issue.code === "custom" ? issue.params?.code : undefined;
  return KYC_FIELD_ERROR_CODES.find((c) => c === code) ?? "KYC_VALUE_INVALID";
}

/**
 * Parses untrusted form data (an HTTP body, a CLI file) into a complete form, or the
 * field-level errors in wizard order (values of the wrong type give KYC_VALUE_INVALID).
 */
export function parseKycForm(input: unknown, ctx: KycValidationContext): Result<CompleteKycForm, KycFieldErrors> {
  const data = typeof input === "object" && input !== null ? input : {};
  const parsed = kycFormSchemaFor(ctx).safeParse(data);
  if (parsed.success) return ok(parsed.data);
  const errors: Partial<Record<KycField, KycFieldErrorCode>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as KycField;
    errors[field] ??= codeOf(issue);
  }
  return err(errors);
}
