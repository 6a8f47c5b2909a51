import { errAsync, okAsync } from "neverthrow";
import type { NotificationRepositoryPort, RewardRepositoryPort } from "../../../core/ports/account-storage.port";
import { storageConflict } from "../storage-errors";
import { unstorableText } from "../text-rules";
import type { MemoryContext } from "./memory-state";

/** Rewards held in memory, in grant order; only "Referral" may be granted more than once. */
export function memoryRewards({ tables, writer }: MemoryContext): RewardRepositoryPort {
  return {
    grant(reward) {
      if (!tables.users.get(reward.userId)) return errAsync(storageConflict("rewards.user_id unknown"));
      const key = reward.name === "Referral" ? `${reward.userId}\u0000Referral\u0000${tables.sequence.next++}` : `${reward.userId}\u0000${reward.name}`;
      if (tables.rewards.get(key)) return okAsync(false);
      writer.put(tables.rewards, key, Object.freeze({ ...reward }));
      return okAsync(true);
    },
    listForUser: (userId) => okAsync(tables.rewards.values().filter((r) => r.userId === userId)),
    clearCongratsFlags(userId, names) {
      for (const [key, reward] of [...tables.rewards.rows]) {
        if (reward.userId === userId && reward.isOpenCongratsModal && names.includes(reward.name)) {
          writer.put(tables.rewards, key, Object.freeze({ ...reward, isOpenCongratsModal: false }));
        }
      }
      return okAsync(undefined);
    },
  };
}

/** Notifications held in memory; listed newest first, ties newest-added first. */
export function memoryNotifications({ tables, writer }: MemoryContext): NotificationRepositoryPort {
  return {
    add(notification) {
      const unstorable = unstorableText(notification);
      if (unstorable) return errAsync(unstorable);
      if (tables.notifications.get(notification.id)) return errAsync(storageConflict("notifications.id taken"));
      if (!tables.users.get(notification.userId)) return errAsync(storageConflict("notifications.user_id unknown"));
      writer.put(tables.notifications, notification.id, Object.freeze({ ...notification }));
      return okAsync(undefined);
    },
    listForUser(userId) {
      const mine = tables.notifications.values().filter((n) => n.userId === userId);
      return okAsync(mine.reverse().sort((a, b) => b.timestamp - a.timestamp));
    },
    markRead(userId, timestamp) {
      let changed = 0;
      for (const n of tables.notifications.values()) {
        if (n.userId === userId && n.timestamp === timestamp && !n.isRead) {
          writer.put(tables.notifications, n.id, Object.freeze({ ...n, isRead: true }));
          changed += 1;
        }
      }
      return okAsync(changed);
    },
  };
}
