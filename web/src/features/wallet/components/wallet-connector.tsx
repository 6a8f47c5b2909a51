import { Suspense, lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, LoadingBlock } from "@/components";
import { errorText } from "@/lib/i18n/error-text";
import { useWallet } from "@/lib/wallet";
import "./wallet.css";

// The dialog opens only on a click on Connect wallet: its code (the dialog, the wallet list) loads
// then, or as the user reaches for the panel, not with the Exchange page's first JavaScript.
const WalletChoiceDialog = lazy(() => import("./wallet-choice-dialog").then((m) => ({ default: m.WalletChoiceDialog })));
/** Starts loading the dialog's code as the user reaches for the panel, so the click does not wait for it. */
const preloadDialog = () => void import("./wallet-choice-dialog");

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
    <div className="wallet-connector" onPointerEnter={preloadDialog} onFocus={preloadDialog}>
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
        <Suspense fallback={<LoadingBlock label={t("connect_title")} />}>
          <WalletChoiceDialog onClose={() => setOpen(false)} onChoose={(rdns) => void choose(rdns)} />
        </Suspense>
      )}
    </div>
  );
}
