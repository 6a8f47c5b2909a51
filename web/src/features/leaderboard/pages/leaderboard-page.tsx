import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ErrorBoundary, LoadingBlock, RegionErrorFallback } from "@/components";
import { Page } from "@/components/page";
import { pathTo } from "@/config/paths";
import { useSession } from "@/lib/session/use-session";
import { CampaignNotice } from "../components/campaign-notice";
import { CampaignOverview } from "../components/campaign-overview";
import { MyStandingCard } from "../components/my-standing-card";
import { RankingBoard } from "../components/ranking-board";
import { RefreshStatus } from "../components/refresh-status";
import { useLeaderboard } from "../hooks/use-leaderboard";
import { volumeBars } from "../components/volume-bars";
import "../components/leaderboard.css";

// The chart comes after the board: its code loads once the figures are on screen.
const VolumeChart = lazy(() => import("../components/volume-chart"));

/** The board of a signed-in trader, refreshed every 30 s while the tab is visible. */
function Board({ userId }: Readonly<{ userId: string }>) {
  const { t } = useTranslation("leaderboard");
  const board = useLeaderboard(userId);
  const stats = board.value;
  if (stats === null) return board.status === "STOPPED" ? <RefreshStatus board={board} /> : <LoadingBlock label={t("loading")} />;
  return (
    <div className="lb-layout">
      <CampaignNotice campaign={stats.campaign} />
      <RefreshStatus board={board} />
      <CampaignOverview overall={stats.overAllTrade} />
      <MyStandingCard stats={stats} />
      <RankingBoard rows={stats.userTopTrade} myId={userId} />
      {stats.userTopTrade.length > 0 && (
        <ErrorBoundary fallback={(reset) => <RegionErrorFallback reset={reset} />}>
          <Suspense fallback={null}>
            <VolumeChart bars={volumeBars(stats.userTopTrade, userId, t)} />
          </Suspense>
        </ErrorBoundary>
      )}
      <p className="lb-confirmations muted">{t("confirmations", { count: stats.confirmations })}</p>
    </div>
  );
}

/**
 * Leaderboard (spec 3): the campaign window and its ended banner, total volume and top token,
 * the signed-in trader's own card, the top ten and a chart of their volumes. The figures are
 * the trader's to see, so a visitor is asked to log in first.
 */
export default function LeaderboardPage() {
  const { t } = useTranslation("leaderboard");
  const { user } = useSession();
  return (
    <Page title={t("title")} wide>
      {user === null ? (
        <section className="lb-login" aria-labelledby="lb-login-title">
          <h2 id="lb-login-title">{t("login_title")}</h2>
          <p>{t("login_text")}</p>
          <Link className="btn btn-primary" to={pathTo("Login", { next: "Leaderboard" })}>
            {t("login_action")}
          </Link>
        </section>
      ) : (
        <Board userId={user.id} />
      )}
    </Page>
  );
}
