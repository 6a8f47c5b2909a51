import { useTranslation } from "react-i18next";
import { useWallet } from "@/lib/wallet/use-wallet";
import { Page } from "@/components/page";

/** Wallet (spec: "loaded lazily; content not shown"): the connection status and address only. */
export default function WalletPage() {
  const { t } = useTranslation("common");
  const wallet = useWallet();
  return (
    <Page title={t("wallet_title")}>
      <p>{wallet.status === "CONNECTED" && wallet.account ? t("wallet_connected_as", { account: wallet.account }) : t("wallet_not_connected")}</p>
    </Page>
  );
}
