import { KYC_STATUSES, type KycStatus } from "./user";

/** Narrows a server value to a known KYC status. */
export function isKycStatus(value: unknown): value is KycStatus {
  return typeof value === "string" && (KYC_STATUSES as readonly string[]).includes(value);
}

/** Where the KYC entry leads: the identity form, or the summary of what was submitted. */
export type KycEntry = "FORM" | "SUMMARY";

/** Where the KYC entry of the user popup leads: the form until a first submission, then the summary. */
export function kycEntry(status: string): KycEntry {
  return status === "UNVERIFIED" ? "FORM" : "SUMMARY";
}
