import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Modal } from "@/components";
import { errorText } from "@/lib/i18n/error-text";
import { useWallet } from "@/lib/wallet";
import { WalletChoiceList } from "./wallet-choice-list";
import "./wallet.css";

/**
 * The panel shown while no wallet is connected (spec 1 "Wallet connector"): a Connect wallet
 * button opening the two choices, browser-extension wallet or mobile wallet.
 */
export function WalletConnector() {
  const { t } = useTranslation(["wallet", "errors"]);
  const wallet = useWallet();
  const [open, setOpen] = useState(false);
  const busy = wallet.status === "CONNECTING" || wallet.status === "RECONNECTING";

  const choose = async (rdns: string) => {
    const result = await wallet.connect(rdns);
    if (result.isOk()) setOpen(false);
  };

  return (
    <div className="wallet-connector">
      <h2 className="wallet-connector-title">{t("connect_title")}</h2>
      <p className="muted">{wallet.available ? t("connect_intro") : t("wallet_unavailable")}</p>
      {wallet.status === "RECONNECTING" && <p role="status">{t("reconnecting")}</p>}
      {wallet.error && !open && (
        <p className="form-error" role="alert">
          {errorText(t, wallet.error.code, wallet.error)}
        </p>
      )}
      <Button block busy={busy && !open} disabled={!wallet.available} onClick={() => setOpen(true)}>
        {t("connect_wallet")}
      </Button>
      {open && (
        <Modal title={t("connect_title")} onClose={() => setOpen(false)} size="sm">
          <WalletChoiceList choices={wallet.choices} connecting={wallet.status === "CONNECTING" ? wallet.wallet?.rdns ?? null : null} onChoose={choose} />
          {wallet.status === "CONNECTING" && <p role="status">{t("connecting")}</p>}
          {wallet.error && (
            <p className="form-error" role="alert">
              {errorText(t, wallet.error.code, wallet.error)}
            </p>
          )}
        </Modal>
      )}
    </div>
  );
}
