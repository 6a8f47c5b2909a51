/** The campaign window, unix seconds, both ends inclusive (configuration; default the spec's 11 Jan - 11 Feb 2021, UTC+7). */
export type LeaderboardCampaign = Readonly<{ startTimestamp: number; endTimestamp: number }>;

/** The spec's campaign: 2021-01-11 00:00 to 2021-02-11 00:00 Asia/Bangkok (end exclusive). */
export const DEFAULT_CAMPAIGN: LeaderboardCampaign = { startTimestamp: 1_610_298_000, endTimestamp: 1_612_976_399 };

/** Where the campaign stands: not started yet, running, or over (the board is final: the ended banner). */
export type CampaignPhase = "UPCOMING" | "RUNNING" | "ENDED";

/** The campaign's phase at `nowMs` (epoch ms). @example campaignPhase(DEFAULT_CAMPAIGN, Date.UTC(2026, 0, 1)) // "ENDED" */
export function campaignPhase(campaign: LeaderboardCampaign, nowMs: number): CampaignPhase {
  const now = Math.floor(nowMs / 1000);
  if (now < campaign.startTimestamp) return "UPCOMING";
  return now > campaign.endTimestamp ? "ENDED" : "RUNNING";
}

/** The campaign's end as shown: the first second after its last counted one, so "11 Feb 2021 00:00" reads as the spec writes it. */
export function campaignEndsAt(campaign: LeaderboardCampaign): number {
  return (campaign.endTimestamp + 1) * 1000;
}
