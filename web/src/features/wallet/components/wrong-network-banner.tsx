import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components";
import { errorText } from "@/lib/i18n/error-text";
import { useToastOn } from "@/lib/toast/toast-queue";
import { useWallet } from "@/lib/wallet";
import "./wallet.css";

/**
 * Shown while the connected wallet is on another network than the app's: says so and offers a
 * one-click Switch network (wallet_switchEthereumChain, adding the network first if needed).
 * Each time the wallet lands on an unsupported network, a 5-second toast says so too (spec 1 section 8).
 */
export function WrongNetworkBanner() {
  const { t } = useTranslation(["wallet", "errors"]);
  const wallet = useWallet();
  const [switching, setSwitching] = useState(false);
  const expected = wallet.status === "CONNECTED" && wallet.wrongNetwork && wallet.config ? wallet.config.chainName : null;
  useToastOn(expected === null ? null : wallet.chainId, expected === null ? null : { tone: "error", text: t("network_not_supported", { network: expected }) });
  if (expected === null || !wallet.config) return null;

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
        {wallet.error && <p className="form-error">{errorText(t, wallet.error.code, wallet.error)}</p>}
      </div>
      <Button variant="primary" busy={switching} onClick={() => void onSwitch()}>
        {t("switch_network")}
      </Button>
    </div>
  );
}
