import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  OBJECTIVE_REASON_MAX,
  TRADING_OBJECTIVES,
  objectiveReasonCounter,
  type ObjectiveForm,
  type TradingObjective,
} from "@core/exchange/exchange-flow-objective";
import { Button } from "@/components";
import { Modal } from "@/components/modal";
import { errorText } from "@/lib/i18n/error-text";

/** Props of the objective-of-trading step (asked once the day's volume is over 5,000,000 Baht). */
export type ObjectiveModalProps = Readonly<{
  /** The refusal of the last submitted form, with its values (e.g. `max`). */
  error: Readonly<{ code: string }> | null;
  sending: boolean;
  onSubmit: (form: ObjectiveForm) => void;
  /** Closing or skipping proceeds: the trades are then verified (spec 1 section 9). */
  onSkip: () => void;
}>;

/** "Objective of trading": one of four objectives; "other" needs a reason of at most 200 characters. */
export function ObjectiveModal({ error, sending, onSubmit, onSkip }: ObjectiveModalProps) {
  const { t } = useTranslation(["exchange", "errors"]);
  const [objective, setObjective] = useState<TradingObjective | null>(null);
  const [reason, setReason] = useState("");
  // The form the error was given for: once the objective or the reason changes, the error no longer applies.
  const [submitted, setSubmitted] = useState<ObjectiveForm | null>(null);
  const shownError = error !== null && submitted !== null && submitted.objective === objective && submitted.reason === reason ? error : null;
  const counter = objectiveReasonCounter(reason);
  const submit = () => {
    setSubmitted({ objective, reason });
    onSubmit({ objective, reason });
  };
  const name = useId();
  const reasonId = useId();
  return (
    <Modal
      title={t("objective_title")}
      onClose={onSkip}
      dismissible={!sending}
      footer={
        <>
          <Button variant="secondary" onClick={onSkip} disabled={sending}>
            {t("objective_skip")}
          </Button>
          <Button onClick={submit} busy={sending}>
            {t("objective_submit")}
          </Button>
        </>
      }
    >
      <p>{t("objective_intro")}</p>
      <fieldset className="xc-fieldset">
        <legend>{t("objective_legend")}</legend>
        {TRADING_OBJECTIVES.map((value) => (
          <label key={value} className="xc-radio">
            <input type="radio" name={name} checked={objective === value} onChange={() => setObjective(value)} />
            {t(`objective_${value}`)}
          </label>
        ))}
      </fieldset>
      {objective === "OTHER" && (
        <div className="xc-deadline">
          <label htmlFor={reasonId}>{t("objective_reason")}</label>
          <textarea id={reasonId} value={reason} maxLength={OBJECTIVE_REASON_MAX * 2} rows={3} onChange={(e) => setReason(e.target.value)} />
          <span className="xc-muted" aria-live="polite">
            {counter.over > 0 ? t("characters_over", { count: counter.over }) : t("characters_left", { count: counter.left })}
          </span>
        </div>
      )}
      {shownError && (
        <p className="xc-error" role="alert">
          {errorText(t, shownError.code, shownError)}
        </p>
      )}
    </Modal>
  );
}
