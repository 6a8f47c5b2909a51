import { describe, expect, it } from "vitest";
import type { ProfileReward } from "@core/account/profile-view";
import { congratulations } from "@core/account/rewards";
import { clearedFlags, congratsKey } from "./congrats";

const reward = (name: ProfileReward["name"], amount: bigint, flagged: boolean): ProfileReward => ({ name, amount, options: { isOpenCongratsModal: flagged } });

describe("congratulations after login, from the profile's rewards", () => {
  it("shows nothing when no reward is flagged", () => {
    expect(congratulations([reward("Registration", 50n, false)])).toBeNull();
    expect(congratulations([])).toBeNull();
  });

  it("sums the flagged rewards with the registration thanks", () => {
    expect(congratulations([reward("Registration", 50n, true), reward("SubscribeNewsLetter", 50n, true), reward("ConnectWithGoogle", 50n, false)])).toEqual({ total: 100n, subtitle: "REGISTRATION_THANKS" });
  });

  it("gives the KYC thanks when the KYC reward is flagged, counting referral rewards too", () => {
    expect(congratulations([reward("KYCApproved", 500n, true), reward("Referral", 5n, true)])).toEqual({ total: 505n, subtitle: "KYC_SUBMITTED_THANKS" });
  });

  it("sends back every flagged reward with its flag off, and only those", () => {
    expect(clearedFlags([reward("Registration", 50n, true), reward("ConnectWithFacebook", 50n, false), reward("KYCApproved", 500n, true)])).toEqual([
      { name: "Registration", options: { isOpenCongratsModal: false } },
      { name: "KYCApproved", options: { isOpenCongratsModal: false } },
    ]);
  });

  it("keys a showing by user and flagged rewards, so a new reward is congratulated again", () => {
    const before = congratsKey("u1", [reward("Registration", 50n, true)]);
    expect(congratsKey("u1", [reward("Registration", 50n, true), reward("KYCApproved", 500n, false)])).toBe(before);
    expect(congratsKey("u1", [reward("Registration", 50n, false), reward("KYCApproved", 500n, true)])).not.toBe(before);
    expect(congratsKey("u2", [reward("Registration", 50n, true)])).not.toBe(before);
  });
});
