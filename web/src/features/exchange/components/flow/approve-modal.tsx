import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ApprovalMode } from "@core/exchange/approval";
import { formatSignificant } from "@core/exchange/format";
import { requiresZeroReset } from "@core/exchange/approval";
import type { Token } from "@core/exchange/tokens";
import { Button } from "@/components";
import { Modal } from "@/components/modal";
import { TxLink } from "./tx-link";

/** Props of the allow-token step: choosing the mode (APPROVE), then waiting for each transaction (APPROVING). */
export type ApproveModalProps = Readonly<{
  token: Token;
  amount: bigint;
  mode: ApprovalMode;
  /** Set while approving: which transaction of how many, and its hash once sent. */
  progress: Readonly<{ index: number; total: number; hash: string | null }> | null;
  explorerUrl: string | null;
  onMode: (mode: ApprovalMode) => void;
  onApprove: () => void;
  onClose: () => void;
}>;

/** "Allow DAI": unlimited (default) or exactly this trade's amount; USDT is reset to zero first. */
export function ApproveModal({ token, amount, mode, progress, explorerUrl, onMode, onApprove, onClose }: ApproveModalProps) {
  const { t } = useTranslation("exchange");
  const name = useId();
  const busy = progress !== null;
  const exact = formatSignificant(amount, token.decimals, 8, { group: true });
  return (
    <Modal
      title={t("approve_title", { code: token.code })}
      onClose={onClose}
      dismissible={!busy}
      footer={
        <Button onClick={onApprove} busy={busy} block>
          {t("approve_button", { code: token.code })}
        </Button>
      }
    >
      <p>{t("approve_intro", { code: token.code })}</p>
      <fieldset className="xc-fieldset" disabled={busy}>
        <legend>{t("approve_amount")}</legend>
        <label className="xc-radio">
          <input type="radio" name={name} checked={mode === "UNLIMITED"} onChange={() => onMode("UNLIMITED")} />
          {t("approve_unlimited")}
        </label>
        <label className="xc-radio">
          <input type="radio" name={name} checked={mode === "EXACT"} onChange={() => onMode("EXACT")} />
          {t("approve_exact", { amount: exact, code: token.code })}
        </label>
      </fieldset>
      {requiresZeroReset(token) && <p className="xc-note">{t("approve_reset_note", { code: token.code })}</p>}
      {progress && (
        <p className="xc-note" role="status">
          {t("approve_progress", { index: progress.index + 1, total: progress.total })}{" "}
          {progress.hash ? <TxLink hash={progress.hash} explorerUrl={explorerUrl} /> : t("confirm_in_wallet")}
        </p>
      )}
    </Modal>
  );
}
