import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatSignificant } from "@core/exchange/format";
import { formatSlippage } from "@core/exchange/slippage";
import type { Token } from "@core/exchange/tokens";
import { parseUnits } from "@core/exchange/units";
import { errorText } from "@/lib/i18n/error-text";
import type { QuoteSummary } from "../model/card-summary";
import type { RateQuote } from "@core/exchange/trade-request";

/**
 * Props of the quote facts shown under the amounts and on the confirm step; `route` is the route
 * fact (RouteFact of `summary.route`), which the card loads with its on-demand code.
 */
export type QuoteDetailsProps = Readonly<{ from: Token; to: Token; quote: RateQuote; summary: QuoteSummary; slippageBps: number; route: ReactNode }>;

/**
 * Rate (marked "about" when a token on the route takes a transfer fee), price impact (warned from 3 %),
 * minimum received, route, and the network fee in THB and USD.
 */
export function QuoteDetails({ from, to, quote, summary, slippageBps, route }: QuoteDetailsProps) {
  const { t } = useTranslation(["exchange", "errors"]);
  const impact = formatSlippage(summary.priceImpactBps);
  const tier = summary.priceImpactTier;
  // The rate is an exact decimal string (18 places): shown with 8 significant digits, no float on the way.
  const rate = parseUnits(quote.rate, 18).map((v) => formatSignificant(v, 18, 8, { group: true })).unwrapOr(quote.rate);
  return (
    <div className="xc-details">
      <dl className="xc-facts">
        <div>
          <dt>{t("rate")}</dt>
          <dd>{t(summary.approximate ? "rate_value_about" : "rate_value", { from: from.code, to: to.code, rate })}</dd>
        </div>
        <div>
          <dt>{t("price_impact")}</dt>
          <dd className={tier === "NONE" ? undefined : "xc-impact-high"}>{impact}%</dd>
        </div>
        {summary.minimumReceived !== null && (
          <div>
            <dt>{t("minimum_received", { slippage: formatSlippage(slippageBps) })}</dt>
            <dd>
              {formatSignificant(summary.minimumReceived, to.decimals, 8, { group: true })} {to.code}
            </dd>
          </div>
        )}
        <div>
          <dt>{t("route")}</dt>
          <dd>{route}</dd>
        </div>
        <div>
          <dt>{t("network_fee")}</dt>
          <dd>
            {summary.fee.thb !== null && summary.fee.usd !== null
              ? t("fee_value", { thb: summary.fee.thb, usd: summary.fee.usd })
              : `${formatSignificant(summary.fee.wei, 18, 6)} ETH`}
          </dd>
        </div>
      </dl>
      {summary.approximate && (
        <p className="xc-warning" role="status">
          {t("transfer_fee_note")}
        </p>
      )}
      {(tier === "WARN" || tier === "CONFIRM") && (
        <p className="xc-warning" role="status">
          {errorText(t, tier === "WARN" ? "PRICE_IMPACT_WARNING" : "PRICE_IMPACT_CONFIRM_REQUIRED")}
        </p>
      )}
      {tier === "BLOCKED" && (
        <p className="xc-error" role="alert">
          {errorText(t, "PRICE_IMPACT_TOO_HIGH")}
        </p>
      )}
    </div>
  );
}
