/** KYC status values as the server stores them (spec 1 section 3). */
export const KYC_STATUSES = ["UNVERIFIED", "VERIFYING", "REQUEST_CHANGE", "REJECTED", "APPROVED"] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** The parts of a user the trading rules look at. Test points are null until the test is submitted. */
export type TraderProfile = Readonly<{
  isActive: boolean;
  kycStatus: KycStatus;
  suitabilityTestPoint: number | null;
  knowledgeTestPoint: number | null;
}>;

/** The trading rules' view of any user record or profile (a wider object is narrowed to these four fields). */
export function traderProfileOf(user: TraderProfile): TraderProfile {
  return { isActive: user.isActive, kycStatus: user.kycStatus, suitabilityTestPoint: user.suitabilityTestPoint, knowledgeTestPoint: user.knowledgeTestPoint };
}
