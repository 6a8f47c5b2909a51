import type { ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError } from "../../ports/storage.port";
import { toProfileReward, type ProfileReward, type RewardFlag } from "../profile-view";

/** Ports clearRewardFlags uses. */
export type ClearRewardFlagsDeps = Readonly<{ storage: Pick<AccountStorage, "rewards"> }>;

/** PUT /user/reward/options: the rewards the web app sends back once the congratulations modal showed. */
export type ClearRewardFlagsInput = Readonly<{ userId: string; rewards: readonly RewardFlag[] }>;

/**
 * Clears the congratulations flag of every named reward sent with isOpenCongratsModal false.
 * A client can only clear flags, never raise one; names the user has no reward of change
 * nothing. Answers the caller's rewards as they now stand.
 * @example clearRewardFlags({ storage }, { userId, rewards: [{ name: "Registration", options: { isOpenCongratsModal: false } }] })
 */
export function clearRewardFlags(deps: ClearRewardFlagsDeps, input: ClearRewardFlagsInput): ResultAsync<ProfileReward[], StorageError> {
  const names = [...new Set(input.rewards.filter((r) => !r.options.isOpenCongratsModal).map((r) => r.name))];
  return deps.storage.rewards
    .clearCongratsFlags(input.userId, names)
    .andThen(() => deps.storage.rewards.listForUser(input.userId))
    .map((rewards) => rewards.map(toProfileReward));
}
