import { randomInt } from "node:crypto";
import { drawKnowledgeTestFor } from "../../../core/assessment/use-cases/draw-knowledge-test";
import { getKnowledgeTest } from "../../../core/assessment/use-cases/get-knowledge-test";
import { submitKnowledgeTest } from "../../../core/assessment/use-cases/submit-knowledge-test";
import { submitSuitabilityTest } from "../../../core/assessment/use-cases/submit-suitability-test";
import {
  knowledgeQuestionsResponseSchema,
  knowledgeSubmitBodySchema,
  knowledgeSubmitResponseSchema,
  knowledgeTestResponseSchema,
  suitabilitySubmitBodySchema,
  suitabilitySubmitResponseSchema,
} from "../../api-contract/assessment.schema";
import { orThrow, type ErrorStatuses } from "../api-error";
import { authOf } from "../auth";
import { loadKnowledgeBank } from "../knowledge-bank/knowledge-bank";
import type { RouteModule } from "../route-module";
import { loadReferenceData } from "../../reference-data/reference-data";

/** Statuses of the test codes the suffix conventions of api-error.ts would get wrong. */
export const ASSESSMENT_ERROR_STATUSES: ErrorStatuses = {
  USER_NOT_FOUND: 401,
  ASSESSMENT_ACCOUNT_INACTIVE: 403,
  KNOWLEDGE_TEST_NOT_DRAWN: 409,
  KNOWLEDGE_BANK_TOO_SMALL: 500,
  KNOWLEDGE_ANSWER_KEY_MISSING: 500,
};

// Uniform in [0, 1) from the OS generator, so nobody can predict which questions come.
const secureRandom = () => randomInt(2 ** 47) / 2 ** 47;

/**
 * The suitability and knowledge tests (spec 3 sections 3-5 and 7): every score is computed on
 * the server with the core rules, the knowledge answer key never leaves it, and each route acts
 * on `request.auth.userId` only.
 */
export const registerAssessmentRoutes: RouteModule = (app, deps) => {
  const auth = { preHandler: app.authenticate };
  const statuses = ASSESSMENT_ERROR_STATUSES;
  const { bank, answerKey } = loadKnowledgeBank();
  const countries = loadReferenceData().fatfCountries;

  app.patch(
    "/user/suit-test/submit",
    { ...auth, schema: { body: suitabilitySubmitBodySchema, response: { 200: suitabilitySubmitResponseSchema } } },
    async (request) => {
      const userId = authOf(request).userId;
      const result = orThrow(await submitSuitabilityTest({ ...deps, countries }, { userId, body: request.body }), statuses);
      return { success: true as const, ...result };
    },
  );

  app.get("/user/knowledge-test/questions", { ...auth, schema: { response: { 200: knowledgeQuestionsResponseSchema } } }, async (request) => ({
    data: orThrow(await drawKnowledgeTestFor({ ...deps, random: secureRandom, bank }, { userId: authOf(request).userId }), statuses),
  }));

  app.patch(
    "/user/knowledge-test/submit",
    { ...auth, schema: { body: knowledgeSubmitBodySchema, response: { 200: knowledgeSubmitResponseSchema } } },
    async (request) => {
      const userId = authOf(request).userId;
      const result = orThrow(await submitKnowledgeTest({ ...deps, bank, answerKey }, { userId, body: request.body }), statuses);
      return { success: true as const, knowledgeTestPoint: result.knowledgeTestPoint, total: result.total };
    },
  );

  app.get("/user/knowledge-test", { ...auth, schema: { response: { 200: knowledgeTestResponseSchema } } }, async (request) =>
    orThrow(await getKnowledgeTest({ ...deps, bank, answerKey }, { userId: authOf(request).userId }), statuses),
  );
};
