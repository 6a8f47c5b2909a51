import { useTranslation } from "react-i18next";
import { leaderboardUsd } from "@core/history/leaderboard";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { useSession } from "@/lib/session/use-session";
import { LoadView } from "@/components/load-view";
import { Page } from "@/components/page";
import { useLoad } from "@/components/use-load";

/** Leaderboard (partial): the campaign's top traders from the history port; no 30 s auto-refresh yet. */
export default function LeaderboardPage() {
  const { t } = useTranslation("common");
  const history = useService(TOKENS.HistoryApi);
  const { user } = useSession();
  const load = useLoad(() => history.leaderboard(user?.id), `leaderboard-${user?.id ?? ""}`);
  return (
    <Page title={t("leaderboard_title")} wide>
      <LoadView load={load}>
        {(stats) => (
          <>
            <p>{t("leaderboard_total", { volume: leaderboardUsd(stats.overAllTrade.totalVolumeUsdCents) })}</p>
            <div className="table-scroll">
              <table className="table">
                <caption className="visually-hidden">{t("leaderboard_title")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("leaderboard_rank")}</th>
                    <th scope="col">{t("leaderboard_trader")}</th>
                    <th scope="col">{t("leaderboard_volume")}</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.userTopTrade.map((row) => (
                    <tr key={row.userId}>
                      <td>{row.rank}</td>
                      <td>{row.email}</td>
                      <td>{leaderboardUsd(row.tradeVolumeUsdCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="muted">{t("leaderboard_confirmations", { count: stats.confirmations })}</p>
          </>
        )}
      </LoadView>
    </Page>
  );
}
