import { useTranslation } from "react-i18next";
import { LEADERBOARD_REFRESH_MS } from "@core/history/leaderboard-refresh";
import { Button } from "@/components";
import { errorText } from "@/lib/i18n/error-text";
import type { LeaderboardView } from "../hooks/use-leaderboard";

/**
 * Where the refresh stands: when the figures were received, paused while the tab is hidden, or
 * stopped by an error with a way to try again (announced at once to screen readers).
 */
export function RefreshStatus({ board }: Readonly<{ board: LeaderboardView }>) {
  const { t, i18n } = useTranslation(["leaderboard", "errors"]);
  if (board.status === "STOPPED") {
    return (
      <div className="lb-refresh lb-refresh-stopped" role="alert">
        <p>
          {t("refresh_stopped")} {board.error ? errorText(t, board.error.code, board.error) : null}
        </p>
        <Button variant="secondary" className="btn-sm" onClick={board.retry}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  if (board.updatedAt === null) return null;
  const time = new Intl.DateTimeFormat(i18n.language === "th" ? "th-TH" : "en-GB", { timeStyle: "medium" }).format(board.updatedAt);
  return (
    <p className="lb-refresh muted" data-testid="refresh-status">
      {t("updated_at", { time, seconds: LEADERBOARD_REFRESH_MS / 1000 })} {board.paused ? t("paused") : null}
    </p>
  );
}
