import type { ProfileReward, RewardFlag } from "@core/account/profile-view";

/** What the account port's clearRewardFlags takes once the modal closed: every flagged reward, flag off. */
export function clearedFlags(rewards: readonly ProfileReward[]): RewardFlag[] {
  return rewards.filter((r) => r.options.isOpenCongratsModal).map((r) => ({ name: r.name, options: { isOpenCongratsModal: false } }));
}

/** Identifies one showing: the same user with the same flagged rewards is congratulated once. */
export function congratsKey(userId: string, rewards: readonly ProfileReward[]): string {
  return [userId, ...clearedFlags(rewards).map((r) => r.name)].join(":");
}
