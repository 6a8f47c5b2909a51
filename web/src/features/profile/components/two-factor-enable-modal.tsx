import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { AccountApiPort, TwoFactorSecret } from "@core/ports/account-api.port";
import { Button } from "@/components";
import { Modal } from "@/components/modal";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { QrCode } from "./qr-code";
import { TwoFactorCodeForm } from "./two-factor-code-form";

/**
 * The enable modal (spec 1 "2FA toggle"): the QR code of the otpauth:// URL, the backup key with
 * copy ('Copied !' or the spec's failure text) and the code entry. `onClose(true)` once 2FA is on.
 */
export function TwoFactorEnableModal({ secret, account, onClose }: Readonly<{ secret: TwoFactorSecret; account: Pick<AccountApiPort, "enableTwoFactor">; onClose: (enabled: boolean) => Promise<void> | void }>) {
  const { t } = useTranslation("profile");
  const toasts = useService(TOKENS.Toasts);
  const keyId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret.secret);
      toasts.push({ tone: "success", text: t("copied") });
    } catch {
      toasts.push({ tone: "error", text: t("copy_failed") });
    }
  };

  return (
    <Modal title={t("enable_title")} onClose={() => void onClose(false)} size="md">
      <div className="two-factor-setup">
        <p className="small">{t("enable_step_scan")}</p>
        <div className="two-factor-qr">
          <QrCode value={secret.url} label={t("qr_alt")} loadingLabel={t("qr_loading")} size={200} />
        </div>
        <p className="small">{t("enable_step_key")}</p>
        <div className="field">
          <label htmlFor={keyId}>{t("backup_key")}</label>
          <div className="profile-row profile-key">
            <input id={keyId} className="profile-key-input" value={secret.secret} readOnly spellCheck={false} onFocus={(e) => e.target.select()} />
            <Button variant="secondary" className="btn-sm" onClick={() => void copy()}>
              {t("copy")}
            </Button>
          </div>
        </div>
        <TwoFactorCodeForm
          intro={<p className="small">{t("enable_step_code")}</p>}
          submitLabel={t("enable")}
          send={(code) => account.enableTwoFactor(code)}
          onDone={async () => {
            toasts.push({ tone: "success", text: t("enabled") });
            await onClose(true);
          }}
        />
      </div>
    </Modal>
  );
}
