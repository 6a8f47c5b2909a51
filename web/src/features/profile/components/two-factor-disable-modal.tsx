import { useTranslation } from "react-i18next";
import type { AccountApiPort } from "@core/ports/account-api.port";
import { Modal } from "@/components/modal";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { ReauthForm } from "./reauth-form";

/** The modal that turns 2FA off once the password and a current code re-authenticate; `onClose(true)` once it is off. */
export function TwoFactorDisableModal({ account, onClose }: Readonly<{ account: Pick<AccountApiPort, "disableTwoFactor">; onClose: (disabled: boolean) => Promise<void> | void }>) {
  const { t } = useTranslation("profile");
  const toasts = useService(TOKENS.Toasts);
  return (
    <Modal title={t("disable_title")} onClose={() => void onClose(false)} size="sm">
      <ReauthForm
        withCode
        intro={<p className="small">{t("disable_prompt")}</p>}
        submitLabel={t("disable")}
        send={(reauth) => account.disableTwoFactor({ ...reauth, code: reauth.code ?? "" })}
        onDone={async () => {
          toasts.push({ tone: "success", text: t("disabled") });
          await onClose(true);
        }}
      />
    </Modal>
  );
}
