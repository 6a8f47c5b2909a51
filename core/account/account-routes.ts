/** Route names of spec 1 section 2 that account rules point to; the web app maps them to paths. */
export type AccountRoute =
  | "Exchange"
  | "UserProfile"
  | "KYC"
  | "SummaryOfKYC"
  | "SuitabilityTest"
  | "KnowledgeTest"
  | "ReferralProgram"
  | "TradeHistory";
