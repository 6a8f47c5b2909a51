import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TradeRequirement } from "@core/account/eligibility";
import { Button, Modal } from "@/components";
import { pathTo, type RouteName } from "@/config/paths";

// Where each missing requirement is done (spec 1: cards for confirm email, KYC, suitability, knowledge).
const TARGET: Readonly<Record<TradeRequirement, RouteName>> = {
  CONFIRM_EMAIL: "SendConfirmationEmail",
  KYC: "KYC",
  SUITABILITY_TEST: "SuitabilityTest",
  KNOWLEDGE_TEST: "KnowledgeTest",
};

/** "Before you can trade": the ordered list of what the user still misses, each with its link. */
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
            <Link to={pathTo(TARGET[requirement])} onClick={onClose} className="btn btn-primary btn-sm">
              {t(`requirement_${requirement}_action`)}
            </Link>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
