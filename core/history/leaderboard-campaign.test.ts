import { describe, expect, it } from "vitest";
import { campaignEndsAt, campaignPhase, DEFAULT_CAMPAIGN } from "./leaderboard-campaign";

describe("campaignPhase", () => {
  it.each([
    ["a second before the start (10 Jan 2021 23:59:59 Bangkok)", Date.UTC(2021, 0, 10, 16, 59, 59), "UPCOMING"],
    ["at the start (11 Jan 2021 00:00 Bangkok)", Date.UTC(2021, 0, 10, 17, 0, 0), "RUNNING"],
    ["in the last counted second", Date.UTC(2021, 1, 10, 16, 59, 59, 999), "RUNNING"],
    ["at the end (11 Feb 2021 00:00 Bangkok)", Date.UTC(2021, 1, 10, 17, 0, 0), "ENDED"],
    ["years later", Date.UTC(2026, 0, 1), "ENDED"],
  ])("is %s: %s", (_label, now, phase) => {
    expect(campaignPhase(DEFAULT_CAMPAIGN, now)).toBe(phase);
  });

  it("shows the end as the first second after the last counted one", () => {
    expect(new Date(campaignEndsAt(DEFAULT_CAMPAIGN)).toISOString()).toBe("2021-02-10T17:00:00.000Z");
  });
});
