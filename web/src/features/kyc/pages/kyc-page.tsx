import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "@/config/paths";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService } from "@/lib/services/use-service";
import { LoadView } from "@/components/load-view";
import { Page } from "@/components/page";
import { useLoad } from "@/components/use-load";
import { KycStatusBadge } from "../components/kyc-status-badge";

/**
 * KYC (minimal): the current status (the KYC port's kycState) and where to go next. The multi-step
 * identity form of document 2 is not built in the web app yet (the CLI validates and submits it).
 */
export default function KycPage() {
  const { t } = useTranslation(["account", "common"]);
  const kyc = useLazyService(TOKENS.KycApi);
  const load = useLoad(() => kyc.kycState(), "kyc");
  return (
    <Page title={t("kyc_title")}>
      <LoadView load={load}>
        {(value) => (
          <>
            <p>
              {t("kyc_status")}: <KycStatusBadge status={value.kycStatus} />
            </p>
            {value.kycStatus === "UNVERIFIED" ? <p>{t("kyc_form_pending")}</p> : <Link to={pathTo("SummaryOfKYC")}>{t("kyc_see_summary")}</Link>}
          </>
        )}
      </LoadView>
    </Page>
  );
}
