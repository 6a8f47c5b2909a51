import { useTranslation } from "react-i18next";
import { kycStatusDisplay } from "@core/account/kyc-status-display";

/** The KYC status as a badge (spec 1 section 3 labels, from the `account` namespace). */
export function KycStatusBadge({ status }: Readonly<{ status: string }>) {
  const { t } = useTranslation("account");
  const display = kycStatusDisplay(status);
  return <span className={`badge badge-kyc-${status.toLowerCase()}`}>{display.key ? t(display.key) : display.text}</span>;
}
