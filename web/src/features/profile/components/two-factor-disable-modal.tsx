import { useTranslation } from "react-i18next";
import type { AccountApiPort } from "@core/ports/account-api.port";
import { Modal } from "@/components";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { TwoFactorCodeForm } from "./two-factor-code-form";

/** The verify modal that turns 2FA off with a current code; `onClose(true)` once it is off. */
export function TwoFactorDisableModal({ account, onClose }: Readonly<{ account: Pick<AccountApiPort, "disableTwoFactor">; onClose: (disabled: boolean) => Promise<void> | void }>) {
  const { t } = useTranslation("profile");
  const toasts = useService(TOKENS.Toasts);
  return (
    <Modal title={t("disable_title")} onClose={() => void onClose(false)} size="sm">
      <TwoFactorCodeForm
        intro={<p className="small">{t("disable_prompt")}</p>}
        submitLabel={t("disable")}
        send={(code) => account.disableTwoFactor(code)}
        onDone={async () => {
          toasts.push({ tone: "success", text: t("disabled") });
          await onClose(true);
        }}
      />
    </Modal>
  );
}
