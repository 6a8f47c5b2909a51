import { useTranslation } from "react-i18next";
import { Modal } from "@/components/modal";
import { errorText } from "@/lib/i18n/error-text";
import { useWallet } from "@/lib/wallet";
import { WalletChoiceList } from "./wallet-choice-list";

type Props = Readonly<{ onClose: () => void; onChoose: (rdns: string) => void }>;

/**
 * The Connect wallet dialog: the two kinds of wallet, and the connection's progress and error.
 * The connector loads it on demand, as only a click on Connect wallet opens it.
 */
export function WalletChoiceDialog({ onClose, onChoose }: Props) {
  const { t } = useTranslation(["wallet", "errors"]);
  const wallet = useWallet();
  return (
    <Modal title={t("connect_title")} onClose={onClose} size="sm">
      <WalletChoiceList choices={wallet.choices} connecting={wallet.status === "CONNECTING" ? wallet.wallet?.rdns ?? null : null} onChoose={onChoose} />
      {wallet.status === "CONNECTING" && <p role="status">{t("connecting")}</p>}
      {wallet.error && (
        <p className="form-error" role="alert">
          {errorText(t, wallet.error.code, wallet.error)}
        </p>
      )}
    </Modal>
  );
}
