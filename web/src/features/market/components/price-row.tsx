import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { parseUsd } from "@core/exchange/usd";
import { Button } from "@/components";
import type { PriceRow } from "@/lib/market/price-row";
import { formatChange, formatPrice } from "../model/price-rows";
import { TokenIcon } from "@/components/token-icon";

// The 24 h line comes after the table: its code and its request start once the rows show.
const PriceSparkline = lazy(() => import("./price-sparkline"));

// The line's prices arrive as decimal text: written like the table's own prices.
const formatPriceText = (text: string) => {
  const price = parseUsd(text);
  return price.isOk() ? formatPrice(price.value) : text;
};

type Props = Readonly<{ row: PriceRow; onBuy: (code: string) => void; onSell: (code: string) => void }>;

/** One token of the price table: icon, code and name, USD price, 24 h change and line, Buy and Sell. */
export function PriceRowView({ row, onBuy, onSell }: Props) {
  const { t } = useTranslation("market");
  const trend = row.change > 0 ? "up" : row.change < 0 ? "down" : "flat";
  return (
    <tr role="row" className="price-row">
      <th role="rowheader" scope="row" className="col-name">
        <span className="token-cell">
          <TokenIcon code={row.code} />
          <span>
            <span className="token-code">{row.code}</span>
            <span className="token-name muted">{row.name}</span>
          </span>
        </span>
      </th>
      <td role="cell" className="col-price" data-label={t("col_price")}>
        {row.price === null ? <span className="muted">{t("no_price")}</span> : `$${formatPrice(row.price)}`}
      </td>
      <td role="cell" className={`col-change change-${trend}`} data-label={t("col_change")}>
        {`${formatChange(row.change)}%`}
      </td>
      <td role="cell" className="col-trend" data-label={t("col_trend")}>
        <Suspense fallback={<span className="sparkline-none" aria-hidden="true" />}>
          <PriceSparkline code={row.code} formatPrice={formatPriceText} />
        </Suspense>
      </td>
      <td role="cell" className="col-actions">
        <span className="price-actions">
          <Button variant="primary" className="btn-sm" aria-label={t("buy_token", { code: row.code })} onClick={() => onBuy(row.code)}>{t("buy")}</Button>
          <Button variant="secondary" className="btn-sm" aria-label={t("sell_token", { code: row.code })} onClick={() => onSell(row.code)}>{t("sell")}</Button>
        </span>
      </td>
    </tr>
  );
}
