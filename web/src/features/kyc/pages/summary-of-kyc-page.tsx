import { useTranslation } from "react-i18next";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService } from "@/lib/services/use-service";
import { LoadView } from "@/components/load-view";
import { Page } from "@/components/page";
import { useLoad } from "@/components/use-load";
import { KycStatusBadge } from "../components/kyc-status-badge";

/**
 * SummaryOfKYC (partial): status, submission date and the operator's verification log (what to
 * fix); the read-only rendering of every submitted form field is not built yet.
 */
export default function SummaryOfKycPage() {
  const { t, i18n } = useTranslation(["account", "common"]);
  const kyc = useLazyService(TOKENS.KycApi);
  const load = useLoad(() => kyc.kycState().andThen((summary) => kyc.verificationLog().map((log) => ({ summary, log }))), "kyc-summary");
  return (
    <Page title={t("kyc_summary_title")}>
      <LoadView load={load}>
        {({ summary, log }) => (
          <section id="section-kyc-data" aria-label={t("kyc_data")}>
            <dl className="facts">
              <dt>{t("kyc_status")}</dt>
              <dd>
                <KycStatusBadge status={summary.kycStatus} />
              </dd>
              <dt>{t("kyc_submitted_at")}</dt>
              <dd>{summary.submittedAt === null ? "—" : new Date(summary.submittedAt).toLocaleString(i18n.language)}</dd>
              <dt>{t("kyc_customer_type")}</dt>
              <dd>{summary.customerType ?? "—"}</dd>
            </dl>
            {log.logData.length > 0 && (
              <>
                <h2>{t("kyc_changes_requested")}</h2>
                <ul>
                  {log.logData.map((item, index) => (
                    <li key={index}>
                      <strong>
                        {item.group} / {item.topic}
                      </strong>
                      : {item.detail}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        )}
      </LoadView>
    </Page>
  );
}
