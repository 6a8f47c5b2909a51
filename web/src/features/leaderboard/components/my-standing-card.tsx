import { useTranslation } from "react-i18next";
import { formatLeaderboardUsd, LEADERBOARD_SIZE, standingOf, type TopTraderStats } from "@core/history/leaderboard";

/**
 * The signed-in trader's own card, highlighted: rank, volume and top token, and outside the top
 * ten the amount still needed to enter it (the core's amount to be winner).
 */
export function MyStandingCard({ stats }: Readonly<{ stats: TopTraderStats }>) {
  const { t } = useTranslation("leaderboard");
  const standing = standingOf(stats);
  const row = standing.row;
  return (
    <section className="lb-mine" aria-labelledby="lb-mine-title" data-testid="my-standing">
      <h2 id="lb-mine-title">{t("my_card_title")}</h2>
      <dl className="lb-figures">
        <div className="lb-figure">
          <dt>{t("my_rank")}</dt>
          <dd>{row === null ? t("not_ranked") : t("my_rank_value", { rank: row.rank })}</dd>
        </div>
        <div className="lb-figure">
          <dt>{t("my_volume")}</dt>
          <dd>{t("usd", { amount: formatLeaderboardUsd(row?.tradeVolumeUsdCents ?? 0n) })}</dd>
        </div>
        <div className="lb-figure">
          <dt>{t("my_top_token")}</dt>
          <dd>{row?.topToken ?? t("no_token")}</dd>
        </div>
        {standing.kind === "OUTSIDE" && (
          <div className="lb-figure lb-to-win">
            <dt>{t("amount_to_be_winner")}</dt>
            <dd data-testid="amount-to-be-winner">{t("usd", { amount: formatLeaderboardUsd(standing.amountToBeWinnerUsdCents) })}</dd>
          </div>
        )}
      </dl>
      <p className="lb-mine-note">
        {standing.kind === "ON_BOARD"
          ? t("on_board", { count: LEADERBOARD_SIZE })
          : t("amount_to_be_winner_text", { amount: formatLeaderboardUsd(standing.amountToBeWinnerUsdCents), count: LEADERBOARD_SIZE })}
      </p>
    </section>
  );
}
