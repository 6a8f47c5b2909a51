import type {
  AssessmentApiPort,
  DrawnKnowledgeQuestion,
  KnowledgeScore,
  KnowledgeTestReview,
  SuitabilityScore,
} from "../../core/ports/assessment-api.port";
import {
  knowledgeQuestionsResponseSchema,
  knowledgeSubmitResponseSchema,
  knowledgeTestResponseSchema,
  suitabilitySubmitResponseSchema,
  type KnowledgeSubmitBody,
} from "../api-contract/assessment.schema";
import type { ApiClient } from "./api-client";

/**
 * The AssessmentApiPort over the suitability and knowledge test routes: each answer checked by its
 * api-contract schema, the success flag and the list envelope dropped.
 * @example const questions = await createAssessmentApi(api).drawKnowledgeTest();
 */
export function createAssessmentApi(api: ApiClient): AssessmentApiPort {
  return {
    submitSuitabilityTest: (submission) =>
      api.request("PATCH", "/user/suit-test/submit", { body: submission, response: suitabilitySubmitResponseSchema }).map(({ success: _success, ...score }): SuitabilityScore => score),
    drawKnowledgeTest: () => api.get("/user/knowledge-test/questions", { response: knowledgeQuestionsResponseSchema }).map(({ data }): readonly DrawnKnowledgeQuestion[] => data),
    // One choice key ("a_n") per drawn question id.
    submitKnowledgeTest: (answers) =>
      api
        .request("PATCH", "/user/knowledge-test/submit", { body: answers.map(({ Q, A: [{ text }] }) => ({ Q, A: [{ text }] })) satisfies KnowledgeSubmitBody, response: knowledgeSubmitResponseSchema })
        .map(({ success: _success, ...score }): KnowledgeScore => score),
    knowledgeTestAnswers: () => api.get("/user/knowledge-test", { response: knowledgeTestResponseSchema }).map((review): KnowledgeTestReview => review),
  };
}
