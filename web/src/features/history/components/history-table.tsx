import { useTranslation } from "react-i18next";
import type { HistoryRowView } from "@core/history/history-view";
import { Skeleton } from "@/components/skeleton";

/** Rows drawn while a page loads: the height of a short page, so the layout does not jump. */
const SKELETON_ROWS = 5;

type Props = Readonly<{ caption: string; rows: readonly HistoryRowView[]; loading: boolean }>;

/**
 * The trades as a real table (caption, column headers): date, from with a minus amount, to with a
 * plus amount, THB value, the short hash linked to the explorer. At 768 px and below each row is
 * drawn as a card whose cells carry their column name (history.css), still read as a table.
 */
export function HistoryTable({ caption, rows, loading }: Props) {
  const { t } = useTranslation("history");
  const columns = [t("col_date"), t("col_from"), t("col_to"), t("col_thb"), t("col_tx")] as const;
  return (
    <div className="hx-table-wrap" aria-busy={loading || undefined}>
      <table className="table hx-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((name, i) => (
              <th key={name} scope="col" className={i === 3 ? "hx-num" : undefined}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, r) => (
                <tr key={r} className="hx-skeleton-row">
                  {columns.map((name) => (
                    <td key={name} data-label={name}>
                      <Skeleton width="80%" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={row.key}>
                  <td data-label={columns[0]}>{row.date}</td>
                  <td data-label={columns[1]}>
                    <span>
                      <span className="hx-out">{row.fromAmount}</span> {row.fromToken}
                    </span>
                  </td>
                  <td data-label={columns[2]}>
                    <span>
                      <span className="hx-in">{row.toAmount}</span> {row.toToken}
                    </span>
                  </td>
                  <td data-label={columns[3]} className="hx-num">
                    {row.thb}
                  </td>
                  <td data-label={columns[4]}>
                    <TxHash row={row} />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

/** The short hash, linked to the block explorer when the network has one (the local chain has none). */
function TxHash({ row }: Readonly<{ row: HistoryRowView }>) {
  const { t } = useTranslation("history");
  const code = <code className="hx-hash">{row.shortHash}</code>;
  if (row.explorerUrl === null) return code;
  return (
    <a href={row.explorerUrl} target="_blank" rel="noopener noreferrer">
      {code}
      <span className="visually-hidden"> {t("view_on_explorer")}</span>
    </a>
  );
}
