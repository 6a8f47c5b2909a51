import { okAsync, type ResultAsync } from "neverthrow";
import type { SecureRandomPort } from "../ports/account-services.port";
import type { AccountStorage } from "../ports/account-storage.port";
import type { StorageError } from "../ports/storage.port";
import type { NotificationName } from "./notification";
import { grantReward, type RewardName } from "./rewards";

/** The rewards a profile update can grant, and the notification that announces each. */
export const PROFILE_REWARD_NOTIFICATIONS = {
  SubscribeNewsLetter: "GetSubscribeNewsLetterReward",
  ConnectWithGoogle: "GetConnectWithGoogleReward",
  ConnectWithFacebook: "GetConnectWithFacebookReward",
} as const satisfies Partial<Record<RewardName, NotificationName>>;
/** A reward a profile update can grant. */
export type ProfileRewardName = keyof typeof PROFILE_REWARD_NOTIFICATIONS;

/**
 * Grants each reward the user does not have yet (once per name, enforced by the repository),
 * flagged for the congratulations modal, with a RECEIVE_REWARD notification; returns the
 * names actually granted. Notifications get distinct timestamps (now, now + 1, ...) because
 * mark-as-read names a notification by its timestamp.
 */
export function grantProfileRewards(
  tx: Pick<AccountStorage, "rewards" | "notifications">,
  random: Pick<SecureRandomPort, "id">,
  userId: string,
  names: readonly ProfileRewardName[],
  now: number,
): ResultAsync<ProfileRewardName[], StorageError> {
  return names.reduce<ResultAsync<ProfileRewardName[], StorageError>>(
    (granted, name) =>
      granted.andThen((done) => {
        const reward = grantReward(name);
        return tx.rewards
          .grant({ userId, name, amount: reward.amount, isOpenCongratsModal: reward.options.isOpenCongratsModal, createdAt: now })
          .andThen((isNew) => {
            if (!isNew) return okAsync(done);
            const notification = {
              id: random.id(),
              userId,
              type: "RECEIVE_REWARD" as const,
              name: PROFILE_REWARD_NOTIFICATIONS[name],
              timestamp: now + done.length,
              isRead: false,
            };
            return tx.notifications.add(notification).map(() => [...done, name]);
          });
      }),
    okAsync([]),
  );
}
