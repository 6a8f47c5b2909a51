import { useTranslation } from "react-i18next";
import { kycStatusText } from "@/lib/kyc/kyc-status";

/** The KYC status as a badge (spec 1 section 3 labels, from the `account` namespace). */
export function KycStatusBadge({ status }: Readonly<{ status: string }>) {
  const { t } = useTranslation("account");
  return <span className={`badge badge-kyc-${status.toLowerCase()}`}>{kycStatusText(t, status)}</span>;
}
