import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatLeaderboardUsd, LEADERBOARD_COLLAPSED_SIZE, LEADERBOARD_SIZE, type TraderRow } from "@core/history/leaderboard";
import { Button, MOBILE_QUERY, useMediaQuery } from "@/components";

/**
 * The board of the top ten, the signed-in trader's row highlighted. On a narrow screen it shows
 * the top three until the trader expands it (spec: collapsed on mobile).
 */
export function RankingBoard({ rows, myId }: Readonly<{ rows: readonly TraderRow[]; myId: string }>) {
  const { t } = useTranslation("leaderboard");
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [expanded, setExpanded] = useState(false);
  const collapsible = mobile && rows.length > LEADERBOARD_COLLAPSED_SIZE;
  const shown = collapsible && !expanded ? rows.slice(0, LEADERBOARD_COLLAPSED_SIZE) : rows;
  return (
    <section className="lb-board" aria-labelledby="lb-board-title">
      <h2 id="lb-board-title">{t("board_title")}</h2>
      {rows.length === 0 ? (
        <p className="muted">{t("board_empty")}</p>
      ) : (
        <div className="table-scroll">
          <table className="table lb-table" id="lb-table">
            <caption className="visually-hidden">{t("board_caption", { count: LEADERBOARD_SIZE })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("col_rank")}</th>
                <th scope="col">{t("col_trader")}</th>
                <th scope="col" className="lb-col-token">{t("col_top_token")}</th>
                <th scope="col" className="lb-col-volume">{t("col_volume")}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => {
                const mine = row.userId === myId;
                return (
                  <tr key={row.userId} className={mine ? "is-me" : undefined} aria-current={mine ? "true" : undefined}>
                    <td className="lb-rank">{row.rank}</td>
                    <th scope="row" className="lb-trader">
                      <span className="break-all">{row.email}</span>
                      {mine && <span className="lb-you">{t("you")}</span>}
                    </th>
                    <td className="lb-col-token">{row.topToken ?? "–"}</td>
                    <td className="lb-col-volume">{formatLeaderboardUsd(row.tradeVolumeUsdCents)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {collapsible && (
        <Button variant="secondary" className="btn-sm lb-expand" aria-expanded={expanded} aria-controls="lb-table" onClick={() => setExpanded(!expanded)}>
          {expanded ? t("show_fewer", { count: LEADERBOARD_COLLAPSED_SIZE }) : t("show_top", { count: rows.length })}
        </Button>
      )}
    </section>
  );
}
