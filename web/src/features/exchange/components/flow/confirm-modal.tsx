import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatSignificant } from "@core/exchange/format";
import { isPriceImpactConfirmed } from "@core/exchange/price-impact";
import type { Token } from "@core/exchange/tokens";
import { Button } from "@/components";
import { Modal } from "@/components/modal";
import { pathTo } from "@/config/paths";
import type { QuoteSummary } from "../../model/card-summary";
import type { RateQuote } from "@core/exchange/trade-request";
import { QuoteDetails } from "../quote-details";
import { RouteFact } from "../route-fact";

/** Props of the confirm step: the quote being confirmed, and the fresher one when the price got worse. */
export type ConfirmModalProps = Readonly<{
  from: Token;
  to: Token;
  quote: RateQuote;
  summary: QuoteSummary;
  slippageBps: number;
  deadlineMinutes: number;
  /** REQUOTING: a stale quote is being refreshed; ACCEPT_PRICE: the new, worse price must be accepted. */
  phase: "CONFIRM" | "REQUOTING" | "ACCEPT_PRICE";
  /** The quote's price before the re-quote, shown beside the new one. */
  previous: RateQuote | null;
  onConfirm: () => void;
  onAccept: () => void;
  onClose: () => void;
}>;

/** "Confirm swap": amounts, rate, impact, minimum received, route and fee; a high impact needs the typed word. */
export function ConfirmModal(props: ConfirmModalProps) {
  const { from, to, quote, summary, slippageBps, deadlineMinutes, phase, previous } = props;
  const { t } = useTranslation("exchange");
  const [typed, setTyped] = useState("");
  const typedId = useId();
  const needsWord = summary.priceImpactTier === "CONFIRM";
  const blocked = summary.priceImpactTier === "BLOCKED" || (needsWord && !isPriceImpactConfirmed(typed));
  const amount = (value: bigint, token: Token) => `${formatSignificant(value, token.decimals, 8, { group: true })} ${token.code}`;
  const footer =
    phase === "ACCEPT_PRICE" ? (
      <Button onClick={props.onAccept} disabled={blocked} block>
        {t("accept_new_price")}
      </Button>
    ) : (
      <Button onClick={props.onConfirm} busy={phase === "REQUOTING"} disabled={blocked} block>
        {t("confirm_swap")}
      </Button>
    );
  return (
    <Modal title={t("confirm_title")} onClose={props.onClose} footer={footer}>
      <div className="xc-confirm-amounts">
        <p>
          <span className="xc-muted">{t("you_pay")}</span> <strong>{amount(quote.fromAmount, from)}</strong>
        </p>
        <p>
          <span className="xc-muted">{t("you_receive")}</span> <strong>{amount(quote.toAmount, to)}</strong>
        </p>
      </div>
      {phase === "ACCEPT_PRICE" && previous && (
        <p className="xc-warning" role="alert">
          {t("price_changed", { before: amount(previous.toAmount, to), after: amount(quote.toAmount, to) })}
        </p>
      )}
      {phase === "REQUOTING" && (
        <p className="xc-note" role="status">
          {t("requoting")}
        </p>
      )}
      <QuoteDetails from={from} to={to} quote={quote} summary={summary} slippageBps={slippageBps} route={<RouteFact {...summary.route} />} />
      <p className="xc-note">{t("deadline_note", { count: deadlineMinutes })}</p>
      <p className="xc-note">
        <a href={pathTo("Terms", undefined, "dex-risk")} target="_blank" rel="noopener" data-testid="confirm-risk-link">
          {t("confirm_risk_link")}
        </a>
      </p>
      {needsWord && (
        <div className="xc-deadline">
          <label htmlFor={typedId}>{t("type_confirm")}</label>
          <input id={typedId} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        </div>
      )}
    </Modal>
  );
}
