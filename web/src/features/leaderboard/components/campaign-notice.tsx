import { useTranslation } from "react-i18next";
import { campaignEndsAt, campaignPhase, type LeaderboardCampaign } from "@core/history/leaderboard-campaign";
import { displayDateTime } from "@core/shared/display-date";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";

/** The campaign window, and the banner of a campaign that has ended or not started yet. */
export function CampaignNotice({ campaign }: Readonly<{ campaign: LeaderboardCampaign }>) {
  const { t } = useTranslation("leaderboard");
  const clock = useService(TOKENS.Clock);
  const phase = campaignPhase(campaign, clock.now());
  // Campaign dates are Bangkok dates (decisions.md: UTC+7), whatever the reader's own time zone.
  const start = displayDateTime(campaign.startTimestamp * 1000);
  const end = displayDateTime(campaignEndsAt(campaign));
  return (
    <div className="lb-campaign">
      <p className="lb-window">{t("campaign_window", { start, end })}</p>
      {phase === "ENDED" && (
        <p className="lb-banner lb-banner-ended" data-testid="campaign-ended">
          {t("campaign_ended")}
        </p>
      )}
      {phase === "UPCOMING" && <p className="lb-banner">{t("campaign_upcoming", { start })}</p>}
    </div>
  );
}
