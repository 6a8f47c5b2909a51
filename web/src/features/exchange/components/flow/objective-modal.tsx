import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { OBJECTIVE_REASON_MAX, TRADING_OBJECTIVES, type ObjectiveForm, type TradingObjective } from "@core/exchange/exchange-flow-objective";
import { Button, Modal } from "@/components";
import { errorText } from "@/lib/i18n/error-text";

/** Props of the objective-of-trading step (asked once the day's volume is over 5,000,000 Baht). */
export type ObjectiveModalProps = Readonly<{
  errorCode: string | null;
  sending: boolean;
  onSubmit: (form: ObjectiveForm) => void;
  /** Closing or skipping proceeds: the trades are then verified (spec 1 section 9). */
  onSkip: () => void;
}>;

/** "Objective of trading": one of four objectives; "other" needs a reason of at most 200 characters. */
export function ObjectiveModal({ errorCode, sending, onSubmit, onSkip }: ObjectiveModalProps) {
  const { t } = useTranslation(["exchange", "errors"]);
  const [objective, setObjective] = useState<TradingObjective | null>(null);
  const [reason, setReason] = useState("");
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
          <Button onClick={() => onSubmit({ objective, reason })} busy={sending}>
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
          <span className="xc-muted">{t("characters_left", { count: OBJECTIVE_REASON_MAX - [...reason.trim()].length })}</span>
        </div>
      )}
      {errorCode && (
        <p className="xc-error" role="alert">
          {errorText(t, errorCode)}
        </p>
      )}
    </Modal>
  );
}
