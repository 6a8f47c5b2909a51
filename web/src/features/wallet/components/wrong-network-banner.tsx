import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components";
import { errorText } from "@/lib/i18n/error-text";
import { useWallet } from "@/lib/wallet";
import "./wallet.css";

/**
 * Shown while the connected wallet is on another network than the app's: says so and offers a
 * one-click Switch network (wallet_switchEthereumChain, adding the network first if needed).
 */
export function WrongNetworkBanner() {
  const { t } = useTranslation(["wallet", "errors"]);
  const wallet = useWallet();
  const [switching, setSwitching] = useState(false);
  if (wallet.status !== "CONNECTED" || !wallet.wrongNetwork || !wallet.config) return null;

  const onSwitch = async () => {
    setSwitching(true);
    await wallet.switchNetwork();
    setSwitching(false);
  };

  return (
    <div className="wrong-network" role="alert">
      <div>
        <strong>{t("wrong_network_title")}</strong>
        <p>{t("wrong_network_text", { network: wallet.config.chainName })}</p>
        {wallet.error && <p className="form-error">{errorText(t, wallet.error.code)}</p>}
      </div>
      <Button variant="primary" busy={switching} onClick={() => void onSwitch()}>
        {t("switch_network")}
      </Button>
    </div>
  );
}
