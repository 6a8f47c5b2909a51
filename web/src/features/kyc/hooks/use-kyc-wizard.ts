import { useEffect, useState } from "react";
import type { KycDocumentField } from "@core/kyc/documents";
import { KYC_STEPS, KYC_SUCCESS_STEP, type KycStep } from "@core/kyc/kyc-constants";
import type { KycForm } from "@core/kyc/kyc-form.schema";
import { firstErrorField, validateKycStep, type KycFieldErrors, type KycValidationContext } from "@core/kyc/step-validation";
import { enterKycStep, nextKycStep, resumeKycStep } from "@core/kyc/wizard-steps";
import { focusKycField } from "../fields/field-ids";
import type { KycFormBinding } from "../fields/form-binding";
import { useKycDraft } from "./use-kyc-draft";
import { useKycSend } from "./use-kyc-send";

/** The wizard's step: 0 to 4, or 5 once the form is sent (the success dialog). */
export type WizardStep = KycStep | typeof KYC_SUCCESS_STEP;

/**
 * The wizard's state on the core rules: the form (restored from the draft, saved as it changes),
 * the step (resumed where the draft was), Next validating the step with validateKycStep and
 * focusing the first error, the steps' entry defaults, and the submission on step 4.
 */
export function useKycWizard(userId: string, ctx: KycValidationContext) {
  const draft = useKycDraft(userId);
  const [form, setForm] = useState<KycForm>(() => draft.restored?.form ?? {});
  const [step, setStep] = useState<WizardStep>(() => (draft.restored ? resumeKycStep(draft.restored.form, draft.restored.step, ctx) : 0));
  const [errors, setErrors] = useState<KycFieldErrors>({});
  // After a refused Next the step's errors follow every change, so a fixed field loses its message at once.
  const [checking, setChecking] = useState(false);
  const [focus, setFocus] = useState<{ field: string } | null>(null);
  const [moved, setMoved] = useState(0);
  const { send, progress, sending } = useKycSend((field: KycDocumentField, link: string) => setForm((f) => ({ ...f, [field]: link })));

  useEffect(() => {
    if (step !== KYC_SUCCESS_STEP) draft.save(form, step);
  }, [form, step]);
  useEffect(() => {
    if (checking && step !== KYC_SUCCESS_STEP) setErrors(validateKycStep(form, step, ctx));
  }, [form, checking]);
  useEffect(() => {
    if (focus) focusKycField(focus.field);
  }, [focus]);

  const go = (target: KycStep) => {
    setForm((f) => enterKycStep(f, target, ctx.reference));
    setStep(target);
    setErrors({});
    setChecking(false);
    setMoved((n) => n + 1);
  };

  /** Shows `found` on `at` and focuses its first field; answers whether there were any. */
  const refuse = (found: KycFieldErrors, at: KycStep): boolean => {
    const first = firstErrorField(found);
    if (first === undefined) return false;
    if (at !== step) setStep(at);
    setErrors(found);
    setChecking(true);
    setFocus({ field: first });
    return true;
  };

  const next = async () => {
    if (step === KYC_SUCCESS_STEP || sending) return;
    if (refuse(validateKycStep(form, step, ctx), step)) return;
    const target = nextKycStep(step);
    if (target !== null) return go(target);
    // The summary's Next: every step is checked again before anything is sent.
    const failing = KYC_STEPS.find((s) => s < 4 && Object.keys(validateKycStep(form, s, ctx)).length > 0);
    if (failing !== undefined) return void refuse(validateKycStep(form, failing, ctx), failing);
    if (await send(form)) {
      draft.clear();
      setStep(KYC_SUCCESS_STEP);
    }
  };

  /** Goes back to an earlier step as it is (nothing is checked or lost); not while sending. */
  const backTo = (target: KycStep) => {
    if (step !== KYC_SUCCESS_STEP && target < step && !sending) go(target);
  };

  const binding: KycFormBinding = { form, errors, update: (change) => setForm(change) };
  return { step, binding, next, backTo, progress, sending, restored: draft.restored !== null, moved };
}
