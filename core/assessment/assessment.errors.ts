import { domainError } from "../shared/domain-error";

/** Only an active user (email confirmed) may take the tests (spec 3 section 2 guards). */
export const assessmentAccountInactive = domainError("ASSESSMENT_ACCOUNT_INACTIVE");
export type AssessmentAccountInactive = ReturnType<typeof assessmentAccountInactive>;

/** A knowledge test was submitted with no unanswered draw (never drawn, or already scored). */
export const knowledgeTestNotDrawn = domainError("KNOWLEDGE_TEST_NOT_DRAWN");
export type KnowledgeTestNotDrawn = ReturnType<typeof knowledgeTestNotDrawn>;
