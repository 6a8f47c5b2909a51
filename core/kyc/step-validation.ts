import { checkAddress } from "./address-rules";
import { FieldErrorCollector, type KycFieldErrors, type KycValidationContext } from "./field-checks";
import { checkIdentification } from "./identification-rules";
import {
  checkAverageIncome,
  checkHighRiskDocuments,
  checkOrganization,
  checkPerson,
} from "./information-rules";
import { CUSTOMER_TYPES, type KycStep } from "./kyc-constants";
import type { KycField, KycForm } from "./kyc-form.schema";
import { countryByNationality } from "./reference";

export type { KycFieldErrors, KycValidationContext } from "./field-checks";

type StepCheck = (c: FieldErrorCollector, ctx: KycValidationContext) => void;

/** Step 0: a nationality of an enabled listed country, and a customer type. */
const nationalityStep: StepCheck = (c, ctx) => {
  c.text("nationality", (v) => {
    const country = countryByNationality(ctx.reference, v);
    if (!country) return "KYC_NATIONALITY_INVALID";
    return country.disabled ? "KYC_NATIONALITY_NOT_AVAILABLE" : null;
  });
  c.option("customerType", CUSTOMER_TYPES);
};

/** Step 1: the person (or organization and its representative) with income and documents. */
const informationStep: StepCheck = (c, ctx) => {
  if (c.form.customerType === "Organization") {
    checkOrganization(c, ctx);
    checkAverageIncome(c, ctx);
    checkPerson(c, ctx);
    checkHighRiskDocuments(c, ctx);
    c.require("orgCompanyCert", "orgShareholders");
  } else {
    checkPerson(c, ctx);
    checkAverageIncome(c, ctx);
    checkHighRiskDocuments(c, ctx);
  }
};

/** Step 2: the origin address, and the current one unless it is the same. */
const addressStep: StepCheck = (c, ctx) => {
  checkAddress(c, "origin", ctx);
  if (c.form.isCurrentAddressSameAsOrigin !== true) checkAddress(c, "current", ctx);
};

const STEP_CHECKS: Readonly<Record<Exclude<KycStep, 4>, StepCheck>> = {
  0: nationalityStep,
  1: informationStep,
  2: addressStep,
  3: checkIdentification,
};

/**
 * Field-level errors of one wizard step; step 4 (summary) checks the whole form.
 * @example validateKycStep({ nationality: "Martian" }, 0, ctx)
 * // { nationality: "KYC_NATIONALITY_INVALID", customerType: "KYC_REQUIRED" }
 */
export function validateKycStep(form: KycForm, step: KycStep, ctx: KycValidationContext): KycFieldErrors {
  const collector = new FieldErrorCollector(form);
  const checks = step === 4 ? Object.values(STEP_CHECKS) : [STEP_CHECKS[step]];
  checks.forEach((check) => check(collector, ctx));
  return collector.result();
}

/** Field-level errors of the whole form, in wizard order (empty when it may be submitted). */
export function validateKycForm(form: KycForm, ctx: KycValidationContext): KycFieldErrors {
  return validateKycStep(form, 4, ctx);
}

/** The first field with an error (the one the wizard scrolls to), if any. */
export function firstErrorField(errors: KycFieldErrors): KycField | undefined {
  return Object.keys(errors)[0] as KycField | undefined;
}

/** The errors as a list of `{ path, code }`, in wizard order. */
export function fieldErrorList(errors: KycFieldErrors) {
  return Object.entries(errors).map(([path, code]) => ({ path: path as KycField, code: code! }));
}
