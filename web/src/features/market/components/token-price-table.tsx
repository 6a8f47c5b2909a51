import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Skeleton } from "@/components";
import { errorText } from "@/lib/i18n/error-text";
import { useAssetProfile } from "../hooks/use-asset-profile";
import { DEFAULT_SORT, nextSort, sortRows, type Sort, type SortKey } from "../model/price-rows";
import { PriceRowView } from "./price-row";
import "./market.css";

/** Props the Exchange page passes: Buy and Sell open the trading card with the default pair. */
export type TokenPriceTableProps = Readonly<{ onBuy: (code: string) => void; onSell: (code: string) => void }>;

const SKELETON_ROWS = 4;
const COLUMNS: readonly SortKey[] = ["name", "price", "change"];

/**
 * The token price list (spec 1): sortable by name (default), price and 24 h change; rows become
 * cards at 768 px or narrower (CSS only, so the table semantics stay); four skeleton rows while
 * loading. The roles are explicit because `display: block` on table parts drops them in some browsers.
 */
export function TokenPriceTable({ onBuy, onSell }: TokenPriceTableProps) {
  const { t } = useTranslation(["market", "errors"]);
  const profile = useAssetProfile();
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const label: Record<SortKey, string> = { name: t("col_token"), price: t("col_price"), change: t("col_change") };
  const rows = sortRows(profile.rows, sort);

  const header = (key: SortKey) => (
    <th key={key} role="columnheader" scope="col" aria-sort={sort.key === key ? (sort.direction === "asc" ? "ascending" : "descending") : "none"} className={`col-${key}`}>
      <button type="button" className="sort-button" onClick={() => setSort(nextSort(sort, key))}>
        {label[key]}
        <span aria-hidden="true" className="sort-mark">{sort.key === key ? (sort.direction === "asc" ? "▲" : "▼") : "↕"}</span>
      </button>
    </th>
  );

  return (
    <div className="price-table-wrap">
      <div className="price-table-head">
        <h2 id="token-prices-title">{t("prices_title")}</h2>
        <label className="price-sort-select">
          <span>{t("sort_by")}</span>
          <select value={`${sort.key}:${sort.direction}`} onChange={(e) => { const [key, direction] = e.target.value.split(":"); setSort({ key: key as SortKey, direction: direction as Sort["direction"] }); }}>
            {COLUMNS.flatMap((key) => (["asc", "desc"] as const).map((d) => (
              <option key={`${key}:${d}`} value={`${key}:${d}`}>{`${label[key]} (${t(d === "asc" ? "sort_ascending" : "sort_descending")})`}</option>
            )))}
          </select>
        </label>
      </div>
      {profile.status === "ERROR" ? (
        <div className="region-error" role="alert">
          <p>{t("prices_error")} {profile.error ? errorText(t, profile.error.code, profile.error) : null}</p>
          <Button variant="secondary" onClick={profile.reload}>{t("common:retry")}</Button>
        </div>
      ) : (
        <table className="price-table" role="table" aria-labelledby="token-prices-title" aria-busy={profile.status === "LOADING" || undefined}>
          <thead role="rowgroup">
            <tr role="row">
              {COLUMNS.map(header)}
              <th role="columnheader" scope="col" className="col-trend">{t("col_trend")}</th>
              <th role="columnheader" scope="col" className="col-actions"><span className="visually-hidden">{t("col_actions")}</span></th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {profile.status === "LOADING"
              ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  <tr role="row" key={i} className="price-row price-row-skeleton">
                    {[0, 1, 2, 3, 4].map((c) => <td role="cell" key={c}><Skeleton width={c === 0 ? "60%" : "50%"} /></td>)}
                  </tr>
                ))
              : rows.map((row) => <PriceRowView key={row.code} row={row} onBuy={onBuy} onSell={onSell} />)}
            {profile.status === "READY" && rows.length === 0 && (
              <tr role="row"><td role="cell" colSpan={5}>{t("prices_empty")}</td></tr>
            )}
          </tbody>
        </table>
      )}
    </div>
  );
}
