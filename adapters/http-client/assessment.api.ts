import type {
  AssessmentApiPort,
  DrawnKnowledgeQuestion,
  KnowledgeScore,
  KnowledgeTestReview,
  SuitabilityScore,
} from "../../core/ports/assessment-api.port";
import type { ApiClient } from "./api-client";
import { createAssessmentClient } from "./assessment.client";

/**
 * The AssessmentApiPort over the assessment client: each answer checked by its api-contract
 * schema, the success flag and the list envelope dropped.
 * @example const questions = await createAssessmentApi(api).drawKnowledgeTest();
 */
export function createAssessmentApi(api: ApiClient): AssessmentApiPort {
  const tests = createAssessmentClient(api);
  return {
    submitSuitabilityTest: (submission) => tests.submitSuitabilityTest(submission).map(({ success: _success, ...score }): SuitabilityScore => score),
    drawKnowledgeTest: () => tests.drawKnowledgeTest().map(({ data }): readonly DrawnKnowledgeQuestion[] => data),
    submitKnowledgeTest: (answers) =>
      tests.submitKnowledgeTest(answers.map(({ Q, A: [{ text }] }) => ({ Q, A: [{ text }] }))).map(({ success: _success, ...score }): KnowledgeScore => score),
    knowledgeTestAnswers: () => tests.getKnowledgeTest().map((review): KnowledgeTestReview => review),
  };
}
