import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError } from "../../ports/storage.port";
import type { ClockPort } from "../../ports/clock.port";
import type { UserNotFound } from "../../shared/load-user";
import type { Country } from "../question-6-points";
import type { SuitabilityRiskLevel } from "../risk-level";
import { evaluateSuitability, type SuitabilityError } from "../suitability-scoring";
import type { AssessmentAccountInactive } from "../assessment.errors";
import { loadActiveUser } from "../active-user";

/** Ports and data submitSuitabilityTest uses: countries with their FATF list type (static data). */
export type SubmitSuitabilityDeps = Readonly<{ storage: AccountStorage; clock: ClockPort; countries: readonly Country[] }>;

/** PATCH /user/suit-test/submit: the caller and the untrusted body. */
export type SubmitSuitabilityInput = Readonly<{ userId: string; body: unknown }>;

/** The stored result: the score becomes the user's suitabilityTestPoint. */
export type SubmitSuitabilityOutput = Readonly<{ suitabilityTestPoint: number; riskLevel: SuitabilityRiskLevel }>;

export type SubmitSuitabilityError = SuitabilityError | UserNotFound | AssessmentAccountInactive | StorageError;

/**
 * Scores the suitability test on the server with the core rules (client points ignored),
 * refuses a level that needs the risk acknowledgement without it, and stores answers, points,
 * risk level and acknowledgement with the user's suitabilityTestPoint in one transaction.
 * @example submitSuitabilityTest({ storage, clock, countries }, { userId, body: { suitTestData, isAcceptAcknowledgeRisk: true } })
 */
export function submitSuitabilityTest(
  deps: SubmitSuitabilityDeps,
  input: SubmitSuitabilityInput,
): ResultAsync<SubmitSuitabilityOutput, SubmitSuitabilityError> {
  return deps.storage.transaction((tx) =>
    loadActiveUser(tx.users, input.userId).andThen(() => {
      const evaluated = evaluateSuitability(input.body, deps.countries);
      if (evaluated.isErr()) return errAsync<SubmitSuitabilityOutput, SubmitSuitabilityError>(evaluated.error);
      const result = evaluated.value;
      const now = deps.clock.now();
      // evaluateSuitability parsed the body, so the flag is a boolean (true whenever it was required).
      const accepted = (input.body as { isAcceptAcknowledgeRisk: boolean }).isAcceptAcknowledgeRisk;
      return tx.assessments
        .saveSuitability({
          userId: input.userId,
          suitTestData: result.suitTestData,
          score: result.score,
          riskLevel: result.riskLevel,
          isAcceptAcknowledgeRisk: accepted,
          submittedAt: now,
        })
        .andThen(() => tx.users.update(input.userId, { suitabilityTestPoint: result.score }, now))
        .andThen(() => okAsync({ suitabilityTestPoint: result.score, riskLevel: result.riskLevel }));
    }),
  );
}
