/** Suitability risk levels as codes, spelt as the spec and the server keep them ("hight", "very_hight"). */
export const SUITABILITY_RISK_LEVELS = ["low", "medium", "hight", "very_hight"] as const;
export type SuitabilityRiskLevel = (typeof SUITABILITY_RISK_LEVELS)[number];

/** Highest score of each level but the last: <= 10 low, <= 15 medium, <= 25 hight, above very_hight. */
export const RISK_LEVEL_THRESHOLDS = [
  { upTo: 10, level: "low" },
  { upTo: 15, level: "medium" },
  { upTo: 25, level: "hight" },
] as const satisfies readonly { upTo: number; level: SuitabilityRiskLevel }[];

/** The risk level of a suitability score. */
export function riskLevelOf(score: number): SuitabilityRiskLevel {
  return RISK_LEVEL_THRESHOLDS.find((t) => score <= t.upTo)?.level ?? "very_hight";
}

/**
 * Whether a user at `level` must accept the risk acknowledgement before the suitability test
 * is submitted: only a very-high-risk investor matches digital-asset risk (decisions.md).
 */
export function requiresRiskAcknowledgement(level: SuitabilityRiskLevel): boolean {
  return level !== "very_hight";
}

/** The score range of a level for the summary's "Total scores are between X to Y". */
export function riskLevelRange(level: SuitabilityRiskLevel): { from: number; to: number } {
  const i = SUITABILITY_RISK_LEVELS.indexOf(level);
  const from = i === 0 ? 0 : RISK_LEVEL_THRESHOLDS[i - 1]!.upTo + 1;
  return { from, to: RISK_LEVEL_THRESHOLDS[i]?.upTo ?? 45 };
}
