// A wire client for the server's route tests: typed calls that answer what goes over HTTP, which
// the API ports of adapters/http-client turn into domain values.
import type { ResultAsync } from "neverthrow";
import {
  knowledgeQuestionsResponseSchema,
  knowledgeSubmitResponseSchema,
  knowledgeTestResponseSchema,
  suitabilitySubmitResponseSchema,
  type KnowledgeQuestions,
  type KnowledgeSubmitBody,
  type KnowledgeTest,
  type SuitabilitySubmitBody,
} from "../../../adapters/api-contract/assessment.schema";
import type { ApiClient, ApiClientError } from "../../../adapters/http-client/api-client";

type Call<T> = ResultAsync<T, ApiClientError>;

/**
 * Typed calls of the suitability and knowledge test routes over the base client.
 * @example const tests = createAssessmentClient(api); const drawn = await tests.drawKnowledgeTest();
 */
export function createAssessmentClient(api: ApiClient) {
  return {
    /** PATCH /user/suit-test/submit: the server's score and risk level come back. */
    submitSuitabilityTest: (body: SuitabilitySubmitBody) =>
      api.request("PATCH", "/user/suit-test/submit", { body, response: suitabilitySubmitResponseSchema }),
    /** GET /user/knowledge-test/questions: the caller's drawn questions, without answers. */
    drawKnowledgeTest: (): Call<KnowledgeQuestions> => api.get("/user/knowledge-test/questions", { response: knowledgeQuestionsResponseSchema }),
    /** PATCH /user/knowledge-test/submit: one choice key ("a_n") per drawn question id. */
    submitKnowledgeTest: (body: KnowledgeSubmitBody) =>
      api.request("PATCH", "/user/knowledge-test/submit", { body, response: knowledgeSubmitResponseSchema }),
    /** GET /user/knowledge-test: the last scored test with each answer's text and point. */
    getKnowledgeTest: (): Call<KnowledgeTest> => api.get("/user/knowledge-test", { response: knowledgeTestResponseSchema }),
  };
}
