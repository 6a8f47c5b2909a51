import { useTranslation } from "react-i18next";
import { Button } from "@/components";
import { Modal } from "@/components/modal";

/** The success dialog after a submission (spec 2): it cannot be dismissed; its button leads to the KYC summary. */
export function SuccessDialog({ onContinue }: Readonly<{ onContinue: () => void }>) {
  const { t } = useTranslation("kyc");
  return (
    <Modal
      title={t("success_title")}
      dismissible={false}
      onClose={onContinue}
      size="sm"
      footer={
        <Button onClick={onContinue} block>
          {t("success_button")}
        </Button>
      }
    >
      <p>{t("success_text")}</p>
    </Modal>
  );
}
