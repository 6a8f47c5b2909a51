import type { TFunction } from "i18next";
import { isKycStatus, kycEntry } from "@core/account/kyc-status";
import type { KycStatus } from "@core/account/user";
import type { RouteName } from "@/config/paths";

/** Locale key (namespace `account`) of each KYC status label (spec 1 section 3). */
export const KYC_STATUS_LABEL_KEYS: Readonly<Record<KycStatus, string>> = {
  UNVERIFIED: "kycStatus.unverified",
  VERIFYING: "kycStatus.pending",
  REQUEST_CHANGE: "kycStatus.incorrectInformation",
  APPROVED: "kycStatus.verified",
  REJECTED: "kycStatus.rejected",
};

/** The label of a KYC status in the current language; values the spec does not list are shown as they come. */
export function kycStatusText(t: TFunction, status: string): string {
  return isKycStatus(status) ? t(`account:${KYC_STATUS_LABEL_KEYS[status]}`) : status;
}

/** The route of the KYC entry (profile, user popup): the KYC form until a first submission, then its summary. */
export function kycEntryRoute(status: string): Extract<RouteName, "KYC" | "SummaryOfKYC"> {
  return kycEntry(status) === "FORM" ? "KYC" : "SummaryOfKYC";
}
