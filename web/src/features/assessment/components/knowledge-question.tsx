import { useTranslation } from "react-i18next";
import type { Language } from "@core/account/language";
import type { DrawnKnowledgeQuestion } from "@core/ports/assessment-api.port";

type Props = Readonly<{
  question: DrawnKnowledgeQuestion;
  /** The fieldset's DOM id (the form's summary moves focus to it). */
  fieldsetId: string;
  number: number;
  total: number;
  language: Language;
  chosen: string | undefined;
  /** True once a submit found this question unanswered (until it is answered). */
  missing: boolean;
  disabled: boolean;
  onChoose: (choice: string) => void;
}>;

/** One drawn question: a fieldset whose legend is the question, its choices as radio buttons. */
export function KnowledgeQuestion({ question, fieldsetId: id, number, total, language, chosen, missing, disabled, onChoose }: Props) {
  const { t } = useTranslation("knowledge");
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} className={`kn-question${missing ? " is-missing" : ""}`} aria-describedby={missing ? errorId : undefined} disabled={disabled}>
      <legend>
        <span className="kn-question-number">{t("question_number", { number, total })}</span>
        <span className="kn-question-text">{question.q[language]}</span>
      </legend>
      <div className="kn-choices">
        {question.answers.map((answer) => (
          <label key={answer.key} className="kn-choice">
            <input type="radio" name={id} value={answer.key} checked={chosen === answer.key} onChange={() => onChoose(answer.key)} required aria-invalid={missing || undefined} />
            <span>{answer.text[language]}</span>
          </label>
        ))}
      </div>
      {missing && (
        <p id={errorId} className="field-error">
          {t("answer_required")}
        </p>
      )}
    </fieldset>
  );
}
