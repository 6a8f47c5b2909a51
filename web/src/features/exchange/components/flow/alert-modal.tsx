import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TradeRequirement } from "@core/account/eligibility";
import { Button } from "@/components";
import { Modal } from "@/components/modal";
import { pathTo, type RouteName } from "@/config/paths";
import { errorText } from "@/lib/i18n/error-text";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { useSession } from "@/lib/session/use-session";

// Where each missing requirement is done (spec 1: cards for confirm email, KYC, suitability, knowledge).
const TARGET: Readonly<Record<Exclude<TradeRequirement, "ACCEPT_TERMS">, RouteName>> = {
  CONFIRM_EMAIL: "SendConfirmationEmail",
  KYC: "KYC",
  SUITABILITY_TEST: "SuitabilityTest",
  KNOWLEDGE_TEST: "KnowledgeTest",
};

/**
 * New terms or a new privacy policy: links to read them, and the button that accepts the versions in
 * force (the profile's), after which the profile is read again so the trade may go on.
 */
function AcceptTermsAction({ onAccepted }: Readonly<{ onAccepted: () => void }>) {
  const { t } = useTranslation(["exchange", "errors"]);
  const profileApi = useService(TOKENS.ProfileApi);
  const { trader, refreshProfile } = useSession();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const accept = async () => {
    if (trader === null) return;
    setState({ busy: true, error: null });
    const result = await profileApi.acceptLegalDocuments(trader.legal.current);
    if (result.isErr()) {
      setState({ busy: false, error: result.error.code });
      return;
    }
    await refreshProfile();
    setState({ busy: false, error: null });
    onAccepted();
  };
  return (
    <>
      <span className="xc-requirement-links">
        <Link to={pathTo("Terms", undefined, "terms")} target="_blank" rel="noopener">{t("requirement_ACCEPT_TERMS_read_terms")}</Link>{" "}
        <Link to={pathTo("Terms", undefined, "privacy")} target="_blank" rel="noopener">{t("requirement_ACCEPT_TERMS_read_privacy")}</Link>
      </span>
      {state.error && <span role="alert" className="form-error">{errorText(t, state.error)}</span>}
      <Button className="btn-sm" busy={state.busy} onClick={() => void accept()} data-testid="accept-terms">
        {t("requirement_ACCEPT_TERMS_action")}
      </Button>
    </>
  );
}

/** "Before you can trade": the ordered list of what the user still misses, each with its link or action. */
export function AlertModal({ missing, onClose }: Readonly<{ missing: readonly TradeRequirement[]; onClose: () => void }>) {
  const { t } = useTranslation("exchange");
  return (
    <Modal title={t("alert_title")} onClose={onClose} footer={<Button variant="secondary" onClick={onClose}>{t("done")}</Button>}>
      <p>{t("alert_intro")}</p>
      <ol className="xc-requirements">
        {missing.map((requirement) => (
          <li key={requirement} className="xc-requirement">
            <span className="xc-requirement-title">{t(`requirement_${requirement}`)}</span>
            <span className="xc-requirement-text">{t(`requirement_${requirement}_text`)}</span>
            {requirement === "ACCEPT_TERMS" ? (
              <AcceptTermsAction onAccepted={onClose} />
            ) : (
              <Link to={pathTo(TARGET[requirement])} onClick={onClose} className="btn btn-primary btn-sm">
                {t(`requirement_${requirement}_action`)}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </Modal>
  );
}
