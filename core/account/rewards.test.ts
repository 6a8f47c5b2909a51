import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  REWARD_AMOUNTS,
  REWARD_NAMES,
  clearCongratsFlags,
  congratulations,
  grantReward,
  kulBalance,
  type Reward,
  type RewardName,
} from "./rewards";

const reward = (name: RewardName, isOpenCongratsModal: boolean): Reward => ({
  name,
  amount: REWARD_AMOUNTS[name],
  options: { isOpenCongratsModal },
});

describe("reward amounts", () => {
  it.each<[RewardName, bigint]>([
    ["Registration", 50n],
    ["SubscribeNewsLetter", 50n],
    ["ConnectWithGoogle", 50n],
    ["ConnectWithFacebook", 50n],
    ["KYCApproved", 500n],
  ])("pays %s %i KUL", (name, amount) => {
    expect(REWARD_AMOUNTS[name]).toBe(amount);
  });

  it("grants a reward flagged for the congratulations modal", () => {
    expect(grantReward("KYCApproved")).toEqual({ name: "KYCApproved", amount: 500n, options: { isOpenCongratsModal: true } });
  });

  it("adds every reward to the KUL balance", () => {
    expect(kulBalance(REWARD_NAMES.map((n) => reward(n, false)))).toBe(700n);
    expect(kulBalance([])).toBe(0n);
  });
});

describe("congratulations", () => {
  it.each<[string, Reward[], ReturnType<typeof congratulations>]>([
    ["nothing when no reward is flagged", [reward("Registration", false)], null],
    ["nothing for no rewards", [], null],
    ["the registration thanks after registering", [reward("Registration", true)], { total: 50n, subtitle: "REGISTRATION_THANKS" }],
    [
      "the sum of flagged rewards only",
      [reward("Registration", true), reward("SubscribeNewsLetter", true), reward("ConnectWithGoogle", false)],
      { total: 100n, subtitle: "REGISTRATION_THANKS" },
    ],
    [
      "the KYC thanks when the KYC reward is flagged",
      [reward("Registration", false), reward("KYCApproved", true)],
      { total: 500n, subtitle: "KYC_SUBMITTED_THANKS" },
    ],
    [
      "the KYC thanks with every flagged reward in the total",
      [reward("ConnectWithFacebook", true), reward("KYCApproved", true)],
      { total: 550n, subtitle: "KYC_SUBMITTED_THANKS" },
    ],
  ])("shows %s", (_, rewards, expected) => {
    expect(congratulations(rewards)).toEqual(expected);
  });
});

describe("clearCongratsFlags", () => {
  it("clears every flag and keeps names and amounts", () => {
    expect(clearCongratsFlags([reward("Registration", true), reward("KYCApproved", false)])).toEqual([
      reward("Registration", false),
      reward("KYCApproved", false),
    ]);
  });

  it("leaves nothing to congratulate and the balance unchanged", () => {
    const rewards = fc.array(
      fc.record({ name: fc.constantFrom(...REWARD_NAMES), flag: fc.boolean() }).map(({ name, flag }) => reward(name, flag)),
      { maxLength: 10 },
    );
    fc.assert(
      fc.property(rewards, (list) => {
        const cleared = clearCongratsFlags(list);
        expect(congratulations(cleared)).toBeNull();
        expect(kulBalance(cleared)).toBe(kulBalance(list));
      }),
    );
  });
});
