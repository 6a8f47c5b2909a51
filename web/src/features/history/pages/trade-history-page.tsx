import { useTranslation } from "react-i18next";
import { historyQuery } from "@core/history/history-query";
import { formatUnits } from "@core/exchange/units";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { LoadView } from "@/components/load-view";
import { Page } from "@/components/page";
import { useLoad } from "@/components/use-load";
import { errAsync } from "neverthrow";

/**
 * TradeHistory (partial): this month's trades (Asia/Bangkok) from the history port as a table;
 * the date and token filters, paging past the first 40 rows and the CSV export are not built yet.
 */
export default function TradeHistoryPage() {
  const { t, i18n } = useTranslation(["account", "common"]);
  const history = useService(TOKENS.HistoryApi);
  const clock = useService(TOKENS.Clock);
  const load = useLoad(() => {
    const query = historyQuery({}, clock.now());
    return query.isOk() ? history.tradeHistory(query.value) : errAsync({ code: query.error.code });
  }, "trade-history");
  return (
    <Page title={t("trade_history_title")} wide>
      <LoadView load={load}>
        {(page) =>
          page.results.length === 0 ? (
            <p>{t("trade_history_empty")}</p>
          ) : (
            <div className="table-scroll">
              <table className="table">
                <caption className="visually-hidden">{t("trade_history_title")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("history_date")}</th>
                    <th scope="col">{t("history_from")}</th>
                    <th scope="col">{t("history_to")}</th>
                    <th scope="col">{t("history_thb")}</th>
                    <th scope="col">{t("history_tx")}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.results.map((row) => (
                    <tr key={`${row.transactionHash}-${row.logIndex}`}>
                      <td>{new Date(row.blockTimestamp * 1000).toLocaleString(i18n.language)}</td>
                      <td>
                        {formatUnits(row.srcAmount, row.fromTokenDecimals)} {row.fromToken}
                      </td>
                      <td>
                        {formatUnits(row.destAmount, row.toTokenDecimals)} {row.toToken}
                      </td>
                      <td>{row.toTokenThbValue}</td>
                      <td>
                        <code>{`${row.transactionHash.slice(0, 7)}…${row.transactionHash.slice(-5)}`}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadView>
    </Page>
  );
}
