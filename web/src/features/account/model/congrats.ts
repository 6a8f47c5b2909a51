import type { Profile } from "@adapters/api-contract/profile.schema";
import type { RewardOptionsItem } from "@adapters/http-client/profile.client";

type ProfileReward = Profile["rewards"][number];

/** The body of PUT /user/reward/options once the modal closed: every flagged reward, flag off. */
export function clearedFlags(rewards: readonly ProfileReward[]): RewardOptionsItem[] {
  return rewards.filter((r) => r.options.isOpenCongratsModal).map((r) => ({ name: r.name, options: { isOpenCongratsModal: false } }));
}

/** Identifies one showing: the same user with the same flagged rewards is congratulated once. */
export function congratsKey(userId: string, rewards: readonly ProfileReward[]): string {
  return [userId, ...clearedFlags(rewards).map((r) => r.name)].join(":");
}
