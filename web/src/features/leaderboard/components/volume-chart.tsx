import { useTranslation } from "react-i18next";
import { BarList, type Bar } from "@/components/charts/bar-list";

/**
 * The top traders' volumes as bars; loaded after the board is on screen. The page writes the
 * figures, so this chunk holds the drawing only.
 */
export default function VolumeChart({ bars }: Readonly<{ bars: readonly Bar[] }>) {
  const { t } = useTranslation("leaderboard");
  return <BarList bars={bars} title={t("chart_title")} note={t("chart_note")} />;
}
