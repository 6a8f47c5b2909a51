import { z } from "zod";
import { KNOWLEDGE_CATEGORIES } from "../../core/assessment/knowledge-bank";
import { knowledgeSubmissionSchema } from "../../core/assessment/knowledge-scoring";
import { SUITABILITY_RISK_LEVELS } from "../../core/assessment/risk-level";
import { suitabilitySubmissionSchema } from "../../core/assessment/suitability-submission.schema";

/** PATCH /user/suit-test/submit body: the 14 answered questions and the risk acknowledgement. */
export const suitabilitySubmitBodySchema = suitabilitySubmissionSchema;
/** A suitability submission as the client sends it. */
export type SuitabilitySubmitBody = z.input<typeof suitabilitySubmitBodySchema>;

/** PATCH /user/suit-test/submit answer: the server's score (the user's suitabilityTestPoint) and level. */
export const suitabilitySubmitResponseSchema = z.object({
  success: z.literal(true),
  suitabilityTestPoint: z.number().int().min(0),
  riskLevel: z.enum(SUITABILITY_RISK_LEVELS),
});

const localized = z.object({ en: z.string(), th: z.string() });

/** GET /user/knowledge-test/questions answer: the drawn questions with their choices, never the answers. */
export const knowledgeQuestionsResponseSchema = z.object({
  data: z.array(
    z.object({
      Q: z.string(),
      category: z.enum(KNOWLEDGE_CATEGORIES),
      q: localized,
      answers: z.array(z.object({ key: z.string(), text: localized })),
    }),
  ),
});
/** A drawn test as the client reads it. */
export type KnowledgeQuestions = z.infer<typeof knowledgeQuestionsResponseSchema>;

/** PATCH /user/knowledge-test/submit body: one chosen choice key per drawn question id. */
export const knowledgeSubmitBodySchema = knowledgeSubmissionSchema;
/** A knowledge submission as the client sends it. */
export type KnowledgeSubmitBody = z.input<typeof knowledgeSubmitBodySchema>;

/** PATCH /user/knowledge-test/submit answer: the score out of total (10). */
export const knowledgeSubmitResponseSchema = z.object({
  success: z.literal(true),
  knowledgeTestPoint: z.number().int().min(0),
  total: z.number().int().min(0),
});

/** GET /user/knowledge-test answer: each answered question with the chosen answer's text and point. */
export const knowledgeTestResponseSchema = z.object({
  data: z.array(
    z.object({
      Q: z.string(),
      q: localized,
      A: z.tuple([z.object({ key: z.string(), text: localized, point: z.number().int() })]),
      correct: z.object({ key: z.string(), text: localized }).nullable(),
    }),
  ),
  knowledgeTestPoint: z.number().int().nullable(),
  total: z.number().int(),
});
/** The caller's knowledge test result. */
export type KnowledgeTest = z.infer<typeof knowledgeTestResponseSchema>;
