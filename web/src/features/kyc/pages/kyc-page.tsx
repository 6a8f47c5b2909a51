import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { bangkokToday } from "@core/kyc/calendar";
import { kycWizardAccess, type KycWizardAccess } from "@core/kyc/wizard-steps";
import { LoadingBlock } from "@/components";
import { LoadView } from "@/components/load-view";
import { Page } from "@/components/page";
import { pathTo } from "@/config/paths";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { useSession } from "@/lib/session/use-session";
import { useKycReference } from "../hooks/use-kyc-reference";
import { KycWizard } from "../wizard/kyc-wizard";

/**
 * KYC: the identity verification wizard. The route's guard sends visitors to Login (next=KYC);
 * once the profile is fresh, the core's rule decides: an inactive user goes to Exchange, a user
 * whose KYC is past UNVERIFIED to the summary, and only an active UNVERIFIED user fills the form.
 */
export default function KycPage() {
  const { t } = useTranslation(["kyc", "errors"]);
  const { user, profile, refreshProfile } = useSession();
  const navigate = useNavigate();
  // The status decides where the user goes, so it is read again from the server on opening.
  const [fresh, setFresh] = useState(false);
  useEffect(() => {
    let live = true;
    void refreshProfile().finally(() => live && setFresh(true));
    return () => {
      live = false;
    };
  }, []);
  // Decided once: the submission moves the status on, and the success dialog must stay until left.
  const [access, setAccess] = useState<KycWizardAccess | null>(null);
  useEffect(() => {
    if (access === null && fresh && profile !== null) setAccess(kycWizardAccess(profile));
  }, [access, fresh, profile]);

  if (access === "EXCHANGE") return <Navigate to={pathTo("Exchange")} replace />;
  if (access === "SUMMARY") return <Navigate to={pathTo("SummaryOfKYC")} replace />;
  return (
    <Page title={t("title")} wide>
      {fresh && profile === null ? (
        <p role="alert" className="form-error">
          {t("errors:GENERIC")}
        </p>
      ) : access === null || user === null ? (
        <LoadingBlock label={t("loading")} />
      ) : (
        <KycForm
          userId={user.id}
          onDone={() => {
            void refreshProfile();
            void navigate(pathTo("SummaryOfKYC"));
          }}
        />
      )}
    </Page>
  );
}

/** The wizard once its reference lists are loaded. */
function KycForm({ userId, onDone }: Readonly<{ userId: string; onDone: () => void }>) {
  const clock = useService(TOKENS.Clock);
  const reference = useKycReference();
  const [today] = useState(() => bangkokToday(clock));
  return <LoadView load={reference}>{(data) => <KycWizard userId={userId} data={data} today={today} onDone={onDone} />}</LoadView>;
}
