import type { KycStatus } from "../account/user";
import type { KycValidationContext } from "./field-checks";
import { KYC_SUCCESS_STEP, type CustomerType, type KycStep } from "./kyc-constants";
import type { KycForm } from "./kyc-form.schema";
import type { KycReference } from "./reference";
import { validateKycStep } from "./step-validation";
import { enterAddressStep, enterIdentificationStep, enterOrganizationInformation } from "./transitions";

/** Whom a step's title speaks of: the customer, the organization or its authorized representative. */
export type KycStepSubject = "CUSTOMER" | "ORGANIZATION" | "REPRESENTATIVE";

/**
 * The subject of a step's title (spec 2 section 2): step 0 is always about the customer, step 4
 * (the summary) has a plain title; an organization's information step is about the organization,
 * its address and identification steps about the authorized representative.
 */
export function kycStepSubject(step: KycStep, customerType: CustomerType | undefined): KycStepSubject | null {
  if (step === 4) return null;
  if (step === 0 || customerType !== "Organization") return "CUSTOMER";
  return step === 1 ? "ORGANIZATION" : "REPRESENTATIVE";
}

/** The form as a step finds it on entry: the defaults spec 2 section 2 sets when a step opens. */
export function enterKycStep(form: KycForm, step: KycStep, reference: KycReference): KycForm {
  if (step === 1 && form.customerType === "Organization") return enterOrganizationInformation(form, reference);
  if (step === 2) return enterAddressStep(form, reference);
  if (step === 3) return enterIdentificationStep(form);
  return form;
}

/** The step Next leads to from a valid step: the next one (step 4's Next submits instead). */
export function nextKycStep(step: KycStep): KycStep | null {
  return step < 4 ? ((step + 1) as KycStep) : null;
}

/** The step Back leads to (none before the first). */
export function previousKycStep(step: KycStep | typeof KYC_SUCCESS_STEP): KycStep | null {
  return step > 0 && step <= 4 ? ((step - 1) as KycStep) : null;
}

/** Where the KYC wizard sends a logged-in user: the form, the summary, or the Exchange page. */
export type KycWizardAccess = "FORM" | "SUMMARY" | "EXCHANGE";

/**
 * Only an active UNVERIFIED user fills the wizard; an inactive user goes to Exchange, a user of any
 * other status to the summary of their KYC (spec 2 section 2, KYC page).
 */
export function kycWizardAccess(user: Readonly<{ isActive: boolean; kycStatus: KycStatus | string }>): KycWizardAccess {
  if (!user.isActive) return "EXCHANGE";
  return user.kycStatus === "UNVERIFIED" ? "FORM" : "SUMMARY";
}

/**
 * The step a restored draft resumes on: the saved step, or the first earlier step that no longer
 * passes its checks (a reference list or the date changed since), so no step is skipped unchecked.
 */
export function resumeKycStep(form: KycForm, saved: KycStep, ctx: KycValidationContext): KycStep {
  for (let step = 0; step < saved; step += 1) {
    if (Object.keys(validateKycStep(form, step as KycStep, ctx)).length > 0) return step as KycStep;
  }
  return saved;
}
