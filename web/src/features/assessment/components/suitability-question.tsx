import { useTranslation } from "react-i18next";
import type { Country } from "@core/assessment/question-6-points";
import { answerKeys, SUITABILITY_QUESTIONS, type SuitabilityQuestion } from "@core/assessment/suitability-questions";
import { SUITABILITY_OTHERS_MAX_LENGTH } from "@core/assessment/suitability-submission.schema";
import { asksCountries, type SuitabilityFormAnswer, type SuitabilityFormError } from "../model/suitability-form";
import { SuitabilityCountries } from "./suitability-countries";

export type SuitabilityQuestionProps = Readonly<{
  question: SuitabilityQuestion;
  answer: SuitabilityFormAnswer;
  error: string | null;
  errorCode: SuitabilityFormError | null;
  countries: readonly Country[] | null;
  onChange: (answer: SuitabilityFormAnswer) => void;
}>;

/** One question as a fieldset: radios (or checkboxes where several answers apply), the "others" text, question 6's countries. */
export function SuitabilityQuestionField({ question, answer, error, errorCode, countries, onChange }: SuitabilityQuestionProps) {
  const { t } = useTranslation("suitability");
  const id = `suit-${question.key}`;
  const number = SUITABILITY_QUESTIONS.findIndex((q) => q.key === question.key) + 1;
  const choose = (key: string, on: boolean) => {
    if (!question.multiple) return onChange({ ...answer, choices: [key] });
    const choices = on ? [...answer.choices, key] : answer.choices.filter((c) => c !== key);
    onChange({ ...answer, choices });
  };
  const othersOn = question.othersAnswer !== undefined && answer.choices.includes(question.othersAnswer);
  const describedBy = [`${id}-how`, error && !errorCode?.others ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <fieldset className="suit-question" aria-describedby={describedBy}>
      <legend>
        <span className="suit-question-number">{t("question_number", { number, total: SUITABILITY_QUESTIONS.length })}</span>
        <span className="suit-question-title">{t(`questions.${question.key}.title`)}</span>
      </legend>
      <p className="muted small" id={`${id}-how`}>
        {question.multiple ? t("choose_many") : t("choose_one")}
      </p>
      <div className="suit-choices">
        {answerKeys(question).map((key) => {
          const checked = answer.choices.includes(key);
          return (
            <label key={key} className={`suit-choice${checked ? " is-checked" : ""}`}>
              <input type={question.multiple ? "checkbox" : "radio"} name={id} value={key} checked={checked} onChange={(e) => choose(key, e.target.checked)} />
              <span>{t(`questions.${question.key}.${key}`)}</span>
            </label>
          );
        })}
      </div>
      {othersOn && (
        <div className="field suit-others">
          <label htmlFor={`${id}-others`}>{t("others_label")}</label>
          <input
            id={`${id}-others`}
            type="text"
            maxLength={SUITABILITY_OTHERS_MAX_LENGTH}
            value={answer.others}
            onChange={(e) => onChange({ ...answer, others: e.target.value })}
            aria-invalid={errorCode?.others ? true : undefined}
            aria-describedby={errorCode?.others ? `${id}-error` : undefined}
          />
        </div>
      )}
      {asksCountries(question, answer) && (
        <SuitabilityCountries id={id} countries={countries} chosen={answer.countries} onChange={(chosen) => onChange({ ...answer, countries: chosen })} />
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
