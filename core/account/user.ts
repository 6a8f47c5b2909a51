import type { LegalStatus } from "../legal/legal-acceptance";
/** KYC status values as the server stores them (spec 1 section 3). */
export const KYC_STATUSES = ["UNVERIFIED", "VERIFYING", "REQUEST_CHANGE", "REJECTED", "APPROVED"] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/**
 * The parts of a user the trading rules look at. Test points are null until the test is submitted;
 * `legal` is the documents in force against the versions the user accepted.
 */
export type TraderProfile = Readonly<{
  isActive: boolean;
  kycStatus: KycStatus;
  suitabilityTestPoint: number | null;
  knowledgeTestPoint: number | null;
  legal: LegalStatus;
}>;

/** The trading rules' view of any profile (a wider object is narrowed to these fields). */
export function traderProfileOf(user: TraderProfile): TraderProfile {
  return { isActive: user.isActive, kycStatus: user.kycStatus, suitabilityTestPoint: user.suitabilityTestPoint, knowledgeTestPoint: user.knowledgeTestPoint, legal: user.legal };
}
