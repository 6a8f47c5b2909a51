import { useTranslation } from "react-i18next";
import { formatSignificant } from "@core/exchange/format";
import type { Token } from "@core/exchange/tokens";
import { Button, Spinner } from "@/components";
import { Modal } from "@/components/modal";
import { errorText } from "@/lib/i18n/error-text";
import { TxLink } from "./tx-link";

const noop = () => {};

/** While the wallet asks the user to sign the trade: nothing can be closed until it answers. */
export function WalletWaitModal() {
  const { t } = useTranslation("exchange");
  return (
    <Modal title={t("wallet_wait_title")} onClose={noop} dismissible={false}>
      <p className="xc-center" role="status">
        <Spinner /> {t("confirm_in_wallet")}
      </p>
    </Modal>
  );
}

/**
 * "Transaction in process": the short hash with its explorer link; on a local chain, the block it was
 * sent at. It may be closed: the trade goes on, the bell tracks it, and the result still shows.
 */
export function InProcessModal({ hash, explorerUrl, sentAtBlock, onClose }: Readonly<{ hash: string; explorerUrl: string | null; sentAtBlock: bigint | null; onClose: () => void }>) {
  const { t } = useTranslation("exchange");
  return (
    <Modal title={t("in_process_title")} onClose={onClose}>
      <p className="xc-center" role="status">
        <Spinner /> {t("in_process_text")}
      </p>
      <p className="xc-center">
        {t("transaction")} <TxLink hash={hash} explorerUrl={explorerUrl} />
      </p>
      {!explorerUrl && sentAtBlock !== null && <p className="xc-center xc-muted">{t("sent_at_block", { block: sentAtBlock.toString() })}</p>}
    </Modal>
  );
}

/** Props of the result step. */
export type ResultModalProps = Readonly<{
  outcome: "SUCCESS" | "FAIL";
  hash: string | null;
  explorerUrl: string | null;
  /** The chain's reason for a failure (e.g. CHAIN_SLIPPAGE), rendered from errors. */
  failure: string | null;
  to: Token;
  received: bigint | null;
  onClose: () => void;
}>;

/** "Swap complete" with what arrived, or "Swap failed" with the reason in plain words. */
export function ResultModal({ outcome, hash, explorerUrl, failure, to, received, onClose }: ResultModalProps) {
  const { t } = useTranslation(["exchange", "errors"]);
  const ok = outcome === "SUCCESS";
  return (
    <Modal title={t(ok ? "result_success_title" : "result_fail_title")} onClose={onClose} footer={<Button onClick={onClose}>{t("done")}</Button>}>
      {ok ? (
        <p role="status">{received !== null ? t("result_received", { amount: formatSignificant(received, to.decimals, 8, { group: true }), code: to.code }) : t("result_success_text")}</p>
      ) : (
        <p role="alert">{failure ? errorText(t, failure) : t("result_fail_text")}</p>
      )}
      {hash && (
        <p>
          {t("transaction")} <TxLink hash={hash} explorerUrl={explorerUrl} />
        </p>
      )}
    </Modal>
  );
}
