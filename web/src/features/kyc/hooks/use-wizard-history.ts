import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { KYC_SUCCESS_STEP, type KycStep } from "@core/kyc/kyc-constants";
import { previousKycStep } from "@core/kyc/wizard-steps";
import { pathTo } from "@/config/paths";
import type { WizardStep } from "./use-kyc-wizard";

/** The wizard step a history entry of /kyc stands for, if any. */
function stepOf(state: unknown): number | null {
  const step = (state as { kycStep?: unknown } | null)?.kycStep;
  return typeof step === "number" ? step : null;
}

/**
 * The browser's Back on the wizard goes to the previous step (decisions.md): each step reached by
 * Next is a history entry of /kyc, so the browser's Back and the wizard's Back button move through
 * the same entries. A step reached otherwise (a draft resumed, an error shown on an earlier step)
 * replaces the current entry.
 */
export function useWizardHistory(step: WizardStep, backTo: (step: KycStep) => void): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const shown = stepOf(location.state);
  useEffect(() => {
    if (step === KYC_SUCCESS_STEP || shown === step) return;
    void navigate(pathTo("KYC"), { replace: shown === null || shown > step, state: { kycStep: step } });
  }, [step]);
  useEffect(() => {
    if (step !== KYC_SUCCESS_STEP && shown !== null && shown < step) backTo(shown as KycStep);
  }, [shown]);
  return () => {
    if (step === KYC_SUCCESS_STEP) return;
    if (shown === step && step > 0) return void navigate(-1);
    const target = previousKycStep(step);
    if (target !== null) backTo(target);
  };
}
