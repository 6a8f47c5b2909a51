import { useTranslation } from "react-i18next";
import { formatLeaderboardUsd, type TopTraderStats } from "@core/history/leaderboard";

/** The campaign's totals: volume of every counted trade and the token traded most. */
export function CampaignOverview({ overall }: Readonly<{ overall: TopTraderStats["overAllTrade"] }>) {
  const { t } = useTranslation("leaderboard");
  return (
    <section className="lb-overview" aria-label={t("overview_label")}>
      <dl className="lb-figures">
        <div className="lb-figure">
          <dt>{t("total_volume")}</dt>
          <dd data-testid="total-volume">{t("usd", { amount: formatLeaderboardUsd(overall.totalVolumeUsdCents) })}</dd>
        </div>
        <div className="lb-figure">
          <dt>{t("top_token")}</dt>
          <dd data-testid="top-token">{overall.tokenTopTrade ?? t("no_token")}</dd>
        </div>
      </dl>
    </section>
  );
}
