import { needsLegalAcceptance } from "../legal/legal-acceptance";
import type { TraderProfile } from "./user";

/**
 * What a user may still lack before trading, in the order the alert lists them. ACCEPT_TERMS: the
 * terms or the privacy policy in force are not the versions the user accepted (a new version).
 */
export const TRADE_REQUIREMENTS = ["CONFIRM_EMAIL", "KYC", "SUITABILITY_TEST", "KNOWLEDGE_TEST", "ACCEPT_TERMS"] as const;
export type TradeRequirement = (typeof TRADE_REQUIREMENTS)[number];

/** The environments of spec 1 section 9; `insider` skips the user checks of the exchange flow. */
export type Environment = "local" | "development" | "develop" | "alpha" | "insider" | "swap";

/**
 * The ordered list of what `user` still misses to trade (empty: may trade).
 * @example missingTradeRequirements({ isActive: false, kycStatus: "UNVERIFIED", suitabilityTestPoint: null, knowledgeTestPoint: 8 })
 * // ["CONFIRM_EMAIL", "KYC", "SUITABILITY_TEST"]
 */
export function missingTradeRequirements(user: TraderProfile, environment: Environment = "swap"): TradeRequirement[] {
  if (environment === "insider") return [];
  const missing: Record<TradeRequirement, boolean> = {
    CONFIRM_EMAIL: !user.isActive,
    KYC: user.kycStatus !== "APPROVED",
    SUITABILITY_TEST: user.suitabilityTestPoint === null,
    KNOWLEDGE_TEST: user.knowledgeTestPoint === null,
    ACCEPT_TERMS: needsLegalAcceptance(user.legal),
  };
  return TRADE_REQUIREMENTS.filter((r) => missing[r]);
}
