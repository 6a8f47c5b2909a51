import type { TFunction } from "i18next";
import { formatLeaderboardUsd, type TraderRow } from "@core/history/leaderboard";
import type { Bar } from "@/components/charts/bar-list";

/** The chart's bars from the board's rows: rank and trader, the volume written and drawn, the trader's own highlighted. */
export function volumeBars(rows: readonly TraderRow[], myId: string, t: TFunction<"leaderboard">): readonly Bar[] {
  return rows.map((row) => ({
    key: row.userId,
    label: t("chart_row", { rank: row.rank, trader: row.userId === myId ? `${row.email} (${t("you")})` : row.email }),
    valueText: t("usd", { amount: formatLeaderboardUsd(row.tradeVolumeUsdCents) }),
    // Drawn only: a float is exact enough for a bar's length.
    value: Number(row.tradeVolumeUsdCents),
    highlight: row.userId === myId,
  }));
}
