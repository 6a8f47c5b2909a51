import { err, ok, type Result } from "neverthrow";
import { domainError } from "../shared/domain-error";
import { fieldIssues, type FieldIssue } from "../shared/field-issue";
import { question6Points, type Country } from "./question-6-points";
import { requiresRiskAcknowledgement, riskLevelOf, type SuitabilityRiskLevel } from "./risk-level";
import { answerPoint, SUITABILITY_QUESTIONS, type SuitabilityQuestion } from "./suitability-questions";
import {
  suitabilitySubmissionSchema,
  type SuitabilityEntry,
  type SuitabilityFieldErrorCode,
  type SuitabilitySubmission,
} from "./suitability-submission.schema";

/** One field-level problem: a dotted path into the submission and its code. */
export type SuitabilityIssue = FieldIssue<SuitabilityFieldErrorCode>;

/** The submission is malformed or incomplete. */
export const suitabilitySubmissionInvalid = domainError(
  "SUITABILITY_SUBMISSION_INVALID",
  (issues: readonly SuitabilityIssue[]) => ({ issues }),
);
/** Question 6 names a country that is not in the countries list. */
export const suitabilityCountryUnknown = domainError("SUITABILITY_COUNTRY_UNKNOWN", (countries: string[]) => ({
  countries,
}));
/** The level needs the risk acknowledgement and the user did not accept it. */
export const riskAcknowledgementRequired = domainError(
  "RISK_ACKNOWLEDGEMENT_REQUIRED",
  (riskLevel: SuitabilityRiskLevel) => ({ riskLevel }),
);
export type SuitabilityError =
  | ReturnType<typeof suitabilitySubmissionInvalid>
  | ReturnType<typeof suitabilityCountryUnknown>
  | ReturnType<typeof riskAcknowledgementRequired>;

/** A scored test: the stored entries carry the recomputed points. */
export type SuitabilityResult = Readonly<{
  score: number;
  riskLevel: SuitabilityRiskLevel;
  requiresRiskAcknowledgement: boolean;
  suitTestData: SuitabilityEntry[];
}>;

/** Parses untrusted input into a submission, or lists every field-level problem. */
export function parseSuitabilitySubmission(
  input: unknown,
): Result<SuitabilitySubmission, ReturnType<typeof suitabilitySubmissionInvalid>> {
  const parsed = suitabilitySubmissionSchema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  return err(suitabilitySubmissionInvalid(fieldIssues<SuitabilityFieldErrorCode>(parsed.error, "SUITABILITY_FIELD_INVALID")));
}

function scoreEntry(question: SuitabilityQuestion, entry: SuitabilityEntry, countries: readonly Country[]) {
  const unknown: string[] = [];
  const A = entry.A.map((answer) => {
    const own = answerPoint(question, answer.text) ?? 0;
    const others = answer.others?.trim() ? { others: answer.others.trim() } : {};
    if (!question.takesCountries) return { text: answer.text, ...others, point: own };
    const chosen = answer.countries ?? [];
    const q6 = question6Points(own, chosen, countries);
    unknown.push(...q6.unknown);
    return { text: answer.text, ...others, point: q6.point, countries: chosen };
  });
  return { entry: { Q: entry.Q, A }, point: Math.max(...A.map((a) => a.point)), unknown };
}

/**
 * Scores a parsed submission against the countries list: each question gives the highest
 * point of its chosen answers (one answer except on questions 3 and 5); entries come back in
 * question order with their points. The client's points are ignored.
 */
export function scoreSuitability(
  submission: SuitabilitySubmission,
  countries: readonly Country[],
): Result<SuitabilityResult, ReturnType<typeof suitabilityCountryUnknown>> {
  const scored = SUITABILITY_QUESTIONS.flatMap((q) => {
    const entry = submission.suitTestData.find((e) => e.Q === q.key);
    return entry ? [scoreEntry(q, entry, countries)] : [];
  });
  const unknown = scored.flatMap((s) => s.unknown);
  if (unknown.length > 0) return err(suitabilityCountryUnknown(unknown));
  const score = scored.reduce((sum, s) => sum + s.point, 0);
  const riskLevel = riskLevelOf(score);
  return ok({
    score,
    riskLevel,
    requiresRiskAcknowledgement: requiresRiskAcknowledgement(riskLevel),
    suitTestData: scored.map((s) => s.entry),
  });
}

/**
 * The whole server-side check of PATCH /user/suit-test/submit: parse, score, and refuse a
 * result that needs the risk acknowledgement when isAcceptAcknowledgeRisk is false.
 */
export function evaluateSuitability(
  input: unknown,
  countries: readonly Country[],
): Result<SuitabilityResult, SuitabilityError> {
  return parseSuitabilitySubmission(input)
    .andThen((submission) =>
      scoreSuitability(submission, countries).map((result) => ({
        result,
        accepted: submission.isAcceptAcknowledgeRisk,
      })),
    )
    .andThen(({ result, accepted }) =>
      result.requiresRiskAcknowledgement && !accepted ? err(riskAcknowledgementRequired(result.riskLevel)) : ok(result),
    );
}
