import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ALL_TOKENS, defaultHistoryDates } from "@core/history/history-query";
import { filterDateText, historyDownloadable, historyRowView } from "@core/history/history-view";
import { Page } from "@/components/page";
import { useLoad } from "@/components/use-load";
import { errorText } from "@/lib/i18n/error-text";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { DownloadCsvButton } from "../components/download-csv-button";
import { HistoryFilters, type HistoryFormValues } from "../components/history-filters";
import { HistoryPager } from "../components/history-pager";
import { HistoryTable } from "../components/history-table";
import { useTradeHistory } from "../hooks/use-trade-history";
import "../components/history.css";

/**
 * TradeHistory (spec 3): start and end date (this Bangkok month by default), from and to token
 * (each with ALL) and Search; the server's trades 20 rows a page (first fetch 40, then 20 after
 * its lastEvaluatedKey); Download CSV of the same search; 'Empty trade' when nothing matches.
 */
export default function TradeHistoryPage() {
  const { t } = useTranslation(["history", "common", "errors"]);
  const clock = useService(TOKENS.Clock);
  const config = useService(TOKENS.Config);
  const market = useService(TOKENS.MarketApi);
  const [initial] = useState<HistoryFormValues>(() => ({ ...defaultHistoryDates(clock.now()), fromToken: ALL_TOKENS, toToken: ALL_TOKENS }));
  const tokens = useLoad(() => market.listedAssets(), "listed-assets");
  const history = useTradeHistory(initial);
  const chainId = config.chain?.chainId ?? null;
  const loading = history.status === "loading";
  const empty = history.status === "ready" && history.rows.length === 0;
  const live = loading ? t("loading") : empty ? t("empty") : history.status === "ready" ? t(history.hasMore ? "page_status_more" : "page_status", { page: history.page, count: history.pageCount }) : "";
  const caption = t("caption", { start: filterDateText(history.filter.startDate ?? ""), end: filterDateText(history.filter.endDate ?? "") });

  return (
    <Page title={t("title")} wide>
      <HistoryFilters initial={initial} tokens={tokens.status === "ok" ? tokens.value : []} now={() => clock.now()} onSearch={history.search} />
      <div className="hx-toolbar">
        <DownloadCsvButton filter={history.filter} enabled={history.status !== "loading" && historyDownloadable(history.rows.length)} />
      </div>
      {/* One live region: it reads out loading and page changes, and shows 'Empty trade' itself. */}
      <p className={empty ? "hx-empty" : "visually-hidden"} role="status">
        {live}
      </p>
      {history.status === "error" ? (
        <div className="region-error" role="alert">
          <p>{errorText(t, history.errorCode ?? "GENERIC")}</p>
          <button type="button" className="btn btn-secondary" onClick={history.retry}>
            {t("common:retry")}
          </button>
        </div>
      ) : empty ? null : (
        <HistoryTable caption={caption} rows={history.pageRows.map((row) => historyRowView(row, chainId))} loading={loading} />
      )}
      {!empty && history.pageCount > 1 && <HistoryPager page={history.page} pageCount={history.pageCount} hasMore={history.hasMore} onPage={history.goToPage} />}
    </Page>
  );
}
