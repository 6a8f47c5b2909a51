import { useTranslation } from "react-i18next";
import type { KycStatus } from "@core/account/user";
import { Skeleton } from "@/components";
import { displayDate } from "@core/shared/display-date";
import { kycStatusText } from "@/lib/kyc/kyc-status";
import { KycStatusIcon } from "./kyc-status-icon";
import "./kyc-status.css";

type Props = Readonly<{ status: KycStatus; submittedAt: number | null }>;

/**
 * The status panel of the KYC summary (spec 2 "Summary of KYC page"): a tag with the status's
 * icon and label, a title and a subtitle, in the status's own colour. A live region, so a status
 * that changes while the page is open (after a correction is sent) is read out.
 */
export function KycStatusPanel({ status, submittedAt }: Props) {
  const { t } = useTranslation(["kyc-summary", "account"]);
  const key = status.toLowerCase();
  return (
    <section className={`kyc-status kyc-status-${key}`} aria-labelledby="kyc-status-title" aria-live="polite" data-status={status}>
      <div className="kyc-status-mark">
        <KycStatusIcon status={status} />
      </div>
      <div className="kyc-status-text">
        <p className="kyc-status-tag">{kycStatusText(t, status)}</p>
        <h2 id="kyc-status-title">{t(`kyc-summary:status.${key}.title`)}</h2>
        <p className="kyc-status-subtitle">{t(`kyc-summary:status.${key}.subtitle`)}</p>
        {submittedAt !== null && (
          <p className="kyc-status-date">{t("kyc-summary:submitted_at", { date: displayDate(submittedAt) })}</p>
        )}
      </div>
    </section>
  );
}

/** The panel's placeholder while the status loads: the same shape, in grey bars. */
export function KycStatusPanelSkeleton() {
  const { t } = useTranslation("common");
  return (
    <section className="kyc-status kyc-status-loading" aria-busy="true" aria-label={t("loading")}>
      <div className="kyc-status-mark">
        <Skeleton width="28px" height="28px" />
      </div>
      <div className="kyc-status-text">
        <Skeleton width="6rem" height="1.25rem" />
        <Skeleton width="70%" height="1.5rem" />
        <Skeleton width="90%" />
      </div>
    </section>
  );
}
