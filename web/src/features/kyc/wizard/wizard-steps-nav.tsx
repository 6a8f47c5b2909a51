import { useTranslation } from "react-i18next";
import { KYC_STEPS, type KycStep } from "@core/kyc/kyc-constants";

/** The five steps as an ordered list, the current one marked for screen readers (aria-current). */
export function WizardStepsNav({ current }: Readonly<{ current: KycStep }>) {
  const { t } = useTranslation("kyc");
  return (
    <ol className="kyc-steps" aria-label={t("steps_label")}>
      {KYC_STEPS.map((step) => (
        <li key={step} className={`kyc-steps-item${step === current ? " is-current" : ""}${step < current ? " is-done" : ""}`} aria-current={step === current ? "step" : undefined}>
          <span className="kyc-steps-number" aria-hidden="true">
            {step + 1}
          </span>
          <span className="kyc-steps-label">{t(`step_label_${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}
