import { useEffect, useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { KYC_STEPS, KYC_SUCCESS_STEP } from "@core/kyc/kyc-constants";
import { kycStepSubject } from "@core/kyc/wizard-steps";
import type { IsoDate } from "@core/shared/iso-date";
import { Button, Spinner } from "@/components";
import type { KycReferenceData } from "../fields/form-binding";
import { useKycWizard } from "../hooks/use-kyc-wizard";
import { useWizardHistory } from "../hooks/use-wizard-history";
import { StepAddress } from "./step-address";
import { StepIdentification } from "./step-identification";
import { StepInformation } from "./step-information";
import { StepNationality } from "./step-nationality";
import { StepSummary } from "./step-summary";
import { SuccessDialog } from "./success-dialog";
import { WizardStepsNav } from "./wizard-steps-nav";
import "./kyc-wizard.css";

export type KycWizardProps = Readonly<{ userId: string; data: KycReferenceData; today: IsoDate; onDone: () => void }>;

/**
 * The five-step KYC wizard: the step's title by customer type (the core's subject), its fields,
 * Back and Next (Next checks the step and focuses the first error; on the summary it sends the
 * documents one by one, then the form), and the success dialog that leads to the summary page.
 */
export function KycWizard({ userId, data, today, onDone }: KycWizardProps) {
  const { t } = useTranslation("kyc");
  const wizard = useKycWizard(userId, { reference: data.reference, today });
  const { step, binding, sending } = wizard;
  const heading = useRef<HTMLHeadingElement>(null);
  const back = useWizardHistory(step, wizard.backTo);

  // A new step: the page goes to its top and the focus to its title (not on the first render).
  useEffect(() => {
    if (wizard.moved === 0) return;
    window.scrollTo?.({ top: 0 });
    heading.current?.focus();
  }, [wizard.moved]);

  if (step === KYC_SUCCESS_STEP) return <SuccessDialog onContinue={onDone} />;
  const subject = kycStepSubject(step, binding.form.customerType);
  const title = t(`step_title_${step}${subject ? `_${subject}` : ""}`);
  const hasErrors = Object.keys(binding.errors).length > 0;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void wizard.next();
  };
  const props = { binding, data, today };
  return (
    <form className="kyc-wizard" onSubmit={onSubmit} noValidate aria-busy={sending !== null}>
      <WizardStepsNav current={step} />
      <div className="kyc-step-head">
        <p className="kyc-step-count">{t("step_progress", { step: step + 1, total: KYC_STEPS.length })}</p>
        <h2 ref={heading} tabIndex={-1} className="kyc-step-title">
          {title}
        </h2>
      </div>
      {wizard.restored && step === 0 && <p className="kyc-notice">{t("draft_restored")}</p>}
      {hasErrors && (
        <p role="alert" className="form-error">
          {t("fix_errors")}
        </p>
      )}
      {step === 0 && <StepNationality {...props} />}
      {step === 1 && <StepInformation {...props} />}
      {step === 2 && <StepAddress {...props} />}
      {step === 3 && <StepIdentification {...props} />}
      {step === 4 && <StepSummary {...props} progress={wizard.progress} onRetry={() => void wizard.next()} />}
      {sending && (
        <p role="status" className="kyc-sending">
          <Spinner size="sm" />
          {sending.field === null ? t("sending") : t("sending_upload", { name: t(`field_${sending.field}`), index: sending.index, count: sending.count })}
        </p>
      )}
      <div className="kyc-nav">
        {step > 0 ? (
          <Button variant="secondary" onClick={back} disabled={sending !== null}>
            {t("back")}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" busy={sending !== null}>
          {step === 4 ? t("submit") : t("next")}
        </Button>
      </div>
    </form>
  );
}
