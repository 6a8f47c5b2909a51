import type { AccountRoute } from "./account-routes";
import { KYC_STATUSES, type KycStatus } from "./user";

/** English display text of each KYC status (spec 1 section 3); the UI renders the locale key instead. */
export const KYC_STATUS_LABELS: Readonly<Record<KycStatus, string>> = {
  UNVERIFIED: "Unverified",
  VERIFYING: "Pending",
  REQUEST_CHANGE: "Incorrect Information",
  APPROVED: "Verified",
  REJECTED: "Reject KYC",
};

/** Locale key (namespace `account`) of each KYC status badge. */
export const KYC_STATUS_LABEL_KEYS: Readonly<Record<KycStatus, string>> = {
  UNVERIFIED: "kycStatus.unverified",
  VERIFYING: "kycStatus.pending",
  REQUEST_CHANGE: "kycStatus.incorrectInformation",
  APPROVED: "kycStatus.verified",
  REJECTED: "kycStatus.rejected",
};

/** What a KYC badge shows: a locale key with its English text, or an unknown status unchanged (key null). */
export type KycStatusDisplay = Readonly<{ key: string | null; text: string }>;

/** Narrows a server value to a known KYC status. */
export function isKycStatus(value: unknown): value is KycStatus {
  return typeof value === "string" && (KYC_STATUSES as readonly string[]).includes(value);
}

/** The badge of a status; values the spec does not list are shown as they come. */
export function kycStatusDisplay(status: string): KycStatusDisplay {
  return isKycStatus(status) ? { key: KYC_STATUS_LABEL_KEYS[status], text: KYC_STATUS_LABELS[status] } : { key: null, text: status };
}

/** Where the KYC entry of the user popup leads: the wizard until a first submission, then the summary. */
export function kycPopupRoute(status: string): Extract<AccountRoute, "KYC" | "SummaryOfKYC"> {
  return status === "UNVERIFIED" ? "KYC" : "SummaryOfKYC";
}
