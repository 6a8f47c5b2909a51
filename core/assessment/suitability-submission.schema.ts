import { z } from "zod";
import { answerPoint, findSuitabilityQuestion, SUITABILITY_QUESTIONS } from "./suitability-questions";

/** Field-level codes of a suitability submission (rendered from `errors:<code>`). */
export const SUITABILITY_FIELD_ERROR_CODES = [
  "SUITABILITY_FIELD_INVALID",
  "SUITABILITY_QUESTION_UNKNOWN",
  "SUITABILITY_QUESTION_DUPLICATE",
  "SUITABILITY_QUESTION_MISSING",
  "SUITABILITY_ANSWER_REQUIRED",
  "SUITABILITY_ANSWER_UNKNOWN",
  "SUITABILITY_ANSWER_DUPLICATE",
  "SUITABILITY_SINGLE_ANSWER_ONLY",
  "SUITABILITY_OTHERS_REQUIRED",
  "SUITABILITY_OTHERS_NOT_ALLOWED",
  "SUITABILITY_OTHERS_TOO_LONG",
  "SUITABILITY_COUNTRIES_NOT_ALLOWED",
] as const;
export type SuitabilityFieldErrorCode = (typeof SUITABILITY_FIELD_ERROR_CODES)[number];

/** Longest free text of an "others" answer, as for the other free-text reasons of the product. */
export const SUITABILITY_OTHERS_MAX_LENGTH = 200;

/** One chosen answer: `text` is the answer key ("A_n"); `point` from a client is ignored and recomputed. */
export const suitabilityAnswerSchema = z.object({
  text: z.string(),
  others: z.string().optional(),
  point: z.number().optional(),
  countries: z.array(z.string().min(1)).optional(),
});
export type SuitabilityAnswer = z.infer<typeof suitabilityAnswerSchema>;

/** One entry of suitTestData: question key Q and the chosen answers A. */
export const suitabilityEntrySchema = z.object({ Q: z.string(), A: z.array(suitabilityAnswerSchema) });
export type SuitabilityEntry = z.infer<typeof suitabilityEntrySchema>;

type Ctx = { addIssue(issue: { code: "custom"; message: SuitabilityFieldErrorCode; path: (string | number)[] }): void };

function checkAnswers(entry: SuitabilityEntry, index: number, ctx: Ctx): void {
  const question = findSuitabilityQuestion(entry.Q);
  const at = (path: (string | number)[], message: SuitabilityFieldErrorCode) =>
    ctx.addIssue({ code: "custom", message, path: ["suitTestData", index, ...path] });
  if (!question) return at(["Q"], "SUITABILITY_QUESTION_UNKNOWN");
  if (entry.A.length === 0) return at(["A"], "SUITABILITY_ANSWER_REQUIRED");
  if (!question.multiple && entry.A.length > 1) at(["A"], "SUITABILITY_SINGLE_ANSWER_ONLY");
  const seen = new Set<string>();
  entry.A.forEach((answer, j) => {
    if (answerPoint(question, answer.text) === undefined) at(["A", j, "text"], "SUITABILITY_ANSWER_UNKNOWN");
    if (seen.has(answer.text)) at(["A", j, "text"], "SUITABILITY_ANSWER_DUPLICATE");
    seen.add(answer.text);
    const others = answer.others?.trim() ?? "";
    const isOthers = "othersAnswer" in question && question.othersAnswer === answer.text;
    if (isOthers && others === "") at(["A", j, "others"], "SUITABILITY_OTHERS_REQUIRED");
    if (!isOthers && others !== "") at(["A", j, "others"], "SUITABILITY_OTHERS_NOT_ALLOWED");
    if (others.length > SUITABILITY_OTHERS_MAX_LENGTH) at(["A", j, "others"], "SUITABILITY_OTHERS_TOO_LONG");
    const takesCountries = "takesCountries" in question && question.takesCountries;
    if (!takesCountries && (answer.countries?.length ?? 0) > 0) {
      at(["A", j, "countries"], "SUITABILITY_COUNTRIES_NOT_ALLOWED");
    }
  });
}

/** The suitability submission (PATCH /user/suit-test/submit): every one of the 14 questions answered once. */
export const suitabilitySubmissionSchema = z
  .object({ suitTestData: z.array(suitabilityEntrySchema), isAcceptAcknowledgeRisk: z.boolean() })
  .superRefine((value, ctx) => {
    const keys = value.suitTestData.map((e) => e.Q);
    value.suitTestData.forEach((entry, i) => {
      if (keys.indexOf(entry.Q) !== i) {
        ctx.addIssue({ code: "custom", message: "SUITABILITY_QUESTION_DUPLICATE", path: ["suitTestData", i, "Q"] });
      } else checkAnswers(entry, i, ctx);
    });
    for (const q of SUITABILITY_QUESTIONS) {
      if (!keys.includes(q.key)) {
        ctx.addIssue({ code: "custom", message: "SUITABILITY_QUESTION_MISSING", path: ["suitTestData", q.key] });
      }
    }
  });
export type SuitabilitySubmission = z.infer<typeof suitabilitySubmissionSchema>;
