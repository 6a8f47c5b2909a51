import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { kycWizardAccess } from "@core/kyc/wizard-steps";
import { Button } from "@/components";
import { Page } from "@/components/page";
import { pathTo } from "@/config/paths";
import { errorText } from "@/lib/i18n/error-text";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { useSession } from "@/lib/session/use-session";
import { useEditKycReference } from "../hooks/edit-kyc-reference";
import { useKycSummaryData } from "../hooks/edit-kyc-state";
import { KycPartnerCard } from "../status/kyc-partner-card";
import { KycStatusPanel, KycStatusPanelSkeleton } from "../status/kyc-status-panel";
import "../status/kyc-summary.css";
import { KycSubmittedSummary } from "../status/kyc-submitted-summary";
import { EditFormSkeleton } from "../edit/edit-form-skeleton";

// The edit form (and the field components it brings) loads only for a user asked to correct.
const KycEditForm = lazy(() => import("../edit/kyc-edit-form").then((m) => ({ default: m.KycEditForm })));

/** Asks for the profile once when nobody has loaded it yet (a direct visit after a reload). */
function useProfileLoaded() {
  const { profile, loading, refreshProfile } = useSession();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (profile !== null || loading || asked) return;
    setAsked(true);
    void refreshProfile();
  }, [profile, loading, asked]);
  return profile;
}

/**
 * SummaryOfKYC (spec 2): the status panel, the edit form when the operator asked for changes
 * (with the partner platform's card when one is configured), and what was submitted with links
 * to the user's own documents. The route sends visitors to Login; here an inactive user goes to
 * Exchange and an UNVERIFIED one to the wizard, by the same core rule the wizard applies.
 */
export default function SummaryOfKycPage() {
  const { t } = useTranslation(["kyc-summary", "common", "errors"]);
  const profile = useProfileLoaded();
  const { refreshProfile } = useSession();
  const { partnerPlatformUrl } = useService(TOKENS.Config);
  const { load, reload } = useKycSummaryData();
  const reference = useEditKycReference();
  const access = profile === null ? null : kycWizardAccess(profile);
  if (access === "EXCHANGE") return <Navigate to={pathTo("Exchange")} replace />;
  if (access === "FORM") return <Navigate to={pathTo("KYC")} replace />;

  let body;
  if (load.status === "loading" || profile === null) {
    body = <KycStatusPanelSkeleton />;
  } else if (load.status === "error") {
    body = (
      <div className="kyc-load-error" role="alert">
        <p>{t("load_failed")}</p>
        <p className="muted">{errorText(t, load.code, load)}</p>
        <Button variant="secondary" onClick={reload}>
          {t("retry")}
        </Button>
      </div>
    );
  } else {
    const { state, log } = load.value;
    const requestChange = state.kycStatus === "REQUEST_CHANGE";
    body = (
      <>
        <KycStatusPanel status={state.kycStatus} submittedAt={state.submittedAt} />
        {requestChange && partnerPlatformUrl !== null && <KycPartnerCard url={partnerPlatformUrl} />}
        {requestChange && (
          <Suspense fallback={<EditFormSkeleton />}>
            <KycEditForm
              key={state.submittedAt ?? 0}
              data={state.data}
              reference={reference}
              log={log.logData}
              onResubmitted={() => {
                reload();
                void refreshProfile();
              }}
            />
          </Suspense>
        )}
        <KycSubmittedSummary state={state} reference={reference} />
      </>
    );
  }
  return (
    <Page title={t("title")}>
      <div id="section-kyc-data" className="kyc-summary-page">
        {body}
      </div>
    </Page>
  );
}
