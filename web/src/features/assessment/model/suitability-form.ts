import type { Country } from "@core/assessment/question-6-points";
import { parseSuitabilitySubmission, scoreSuitability } from "@core/assessment/suitability-scoring";
import { SUITABILITY_QUESTIONS, type SuitabilityQuestion } from "@core/assessment/suitability-questions";
import type { SuitabilitySubmission } from "@core/assessment/suitability-submission.schema";
import type { Result } from "neverthrow";
import { err, ok } from "neverthrow";

/** What the form holds for one question: the chosen answer keys, the "others" text and question 6's countries. */
export type SuitabilityFormAnswer = Readonly<{ choices: readonly string[]; others: string; countries: readonly string[] }>;
/** The form's answers by question key. */
export type SuitabilityFormAnswers = Readonly<Partial<Record<string, SuitabilityFormAnswer>>>;
/** A field error of a question: the error code, and whether it is about the "others" text. */
export type SuitabilityFormError = Readonly<{ code: string; others: boolean }>;
/** Field errors by question key. */
export type SuitabilityFormErrors = Readonly<Partial<Record<string, SuitabilityFormError>>>;

export const EMPTY_ANSWER: SuitabilityFormAnswer = { choices: [], others: "", countries: [] };

/** The form's steps: short groups of questions, shown one group at a time. */
export const SUITABILITY_STEPS: readonly (readonly SuitabilityQuestion[])[] = [
  SUITABILITY_QUESTIONS.slice(0, 3),
  SUITABILITY_QUESTIONS.slice(3, 6),
  SUITABILITY_QUESTIONS.slice(6, 9),
  SUITABILITY_QUESTIONS.slice(9, 12),
  SUITABILITY_QUESTIONS.slice(12, 14),
];

/** Whether question 6's answer names places other than Thailand, so the countries are asked. */
export function asksCountries(question: SuitabilityQuestion, answer: SuitabilityFormAnswer): boolean {
  return Boolean(question.takesCountries) && answer.choices.length > 0 && !answer.choices.includes("A_1");
}

/** The submission the form's answers make: every question in order, "others" and countries only where they apply. */
export function toSubmission(answers: SuitabilityFormAnswers, isAcceptAcknowledgeRisk: boolean): SuitabilitySubmission {
  return {
    isAcceptAcknowledgeRisk,
    suitTestData: SUITABILITY_QUESTIONS.map((q: SuitabilityQuestion) => {
      const answer = answers[q.key] ?? EMPTY_ANSWER;
      const countries = asksCountries(q, answer) ? [...answer.countries] : [];
      return {
        Q: q.key,
        A: answer.choices.map((text) => ({
          text,
          ...(text === q.othersAnswer ? { others: answer.others } : {}),
          ...(q.takesCountries && countries.length > 0 ? { countries } : {}),
        })),
      };
    }),
  };
}

/** The core's field errors of the answers, by question key (the first one of each question). */
export function formErrors(answers: SuitabilityFormAnswers): SuitabilityFormErrors {
  const parsed = parseSuitabilitySubmission(toSubmission(answers, false));
  if (parsed.isOk()) return {};
  const errors: Record<string, SuitabilityFormError> = {};
  for (const issue of parsed.error.issues) {
    const [, index, ...rest] = issue.path.split(".");
    const key = SUITABILITY_QUESTIONS[Number(index)]?.key ?? index;
    if (key !== undefined && !errors[key]) errors[key] = { code: issue.code, others: rest.at(-1) === "others" };
  }
  return errors;
}

/** The errors of the questions of one step only. */
export function stepErrors(errors: SuitabilityFormErrors, step: readonly SuitabilityQuestion[]): SuitabilityFormErrors {
  return Object.fromEntries(step.flatMap((q) => (errors[q.key] ? [[q.key, errors[q.key]]] : [])));
}

/** The locally computed result that decides whether the risk acknowledgement comes before submitting. */
export function previewResult(answers: SuitabilityFormAnswers, countries: readonly Country[]): Result<{ requiresRiskAcknowledgement: boolean }, string> {
  const parsed = parseSuitabilitySubmission(toSubmission(answers, false));
  if (parsed.isErr()) return err(parsed.error.code);
  const scored = scoreSuitability(parsed.value, countries);
  return scored.isErr() ? err(scored.error.code) : ok({ requiresRiskAcknowledgement: scored.value.requiresRiskAcknowledgement });
}
