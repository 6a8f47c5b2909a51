import { useTranslation } from "react-i18next";
import type { Congratulations } from "@core/account/rewards";
import { Button } from "@/components";
import { Modal } from "@/components/modal";
import "./congrats-modal.css";

const SUBTITLE_KEYS = { REGISTRATION_THANKS: "congrats_registration_thanks", KYC_SUBMITTED_THANKS: "congrats_kyc_thanks" } as const;

/** "Congratulations on reward" (spec 1 "Modals"): the KUL just earned and why. */
export function CongratsModal({ congrats, onClose }: Readonly<{ congrats: Congratulations; onClose: () => void }>) {
  const { t } = useTranslation("account");
  return (
    <Modal title={t("congrats_title")} onClose={onClose} size="sm" footer={<Button onClick={onClose}>{t("congrats_ok")}</Button>}>
      <p className="congrats-amount">{t("congrats_amount", { amount: congrats.total.toString() })}</p>
      <p>{t(SUBTITLE_KEYS[congrats.subtitle])}</p>
    </Modal>
  );
}
