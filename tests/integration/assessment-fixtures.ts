import { SUITABILITY_QUESTIONS } from "../../core/assessment/suitability-questions";

/** A suitability body choosing answer `A_<n>` per question key (default A_1), Q6 with `countries`. */
export function suitabilityBody(
  choices: Readonly<Record<string, number>> = {},
  options: Readonly<{ countries?: string[]; accept?: boolean }> = {},
) {
  return {
    suitTestData: SUITABILITY_QUESTIONS.map((q) => ({
      Q: q.key,
      A: [{ text: `A_${choices[q.key] ?? 1}`, point: 45, ...(q.key === "Q_6" ? { countries: options.countries ?? [] } : {}) }],
    })),
    isAcceptAcknowledgeRisk: options.accept ?? false,
  };
}

/** The highest-point answer of every question: 40 points, very_hight, no acknowledgement needed. */
export const BOLDEST: Readonly<Record<string, number>> = {
  Q_1: 4, Q_2: 3, Q_3: 4, Q_4: 4, Q_5: 2, Q_6: 3, Q_7: 5, Q_8: 5, Q_9: 4, Q_10: 5, Q_11: 5, Q_12: 4,
};
