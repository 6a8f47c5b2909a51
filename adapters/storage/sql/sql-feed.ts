import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { errAsync, okAsync } from "neverthrow";
import type { NotificationRepositoryPort, RewardRecord, RewardRepositoryPort } from "../../../core/ports/account-storage.port";
import { hasNul, unstorableText } from "../text-rules";
import { notifications, rewards } from "./schema";
import { preparedOnce, query, type SqlDb } from "./sql-errors";

/** Rewards in SQL; a partial unique index lets only "Referral" repeat, so a grant is one INSERT. */
export function sqlRewards(db: SqlDb): RewardRepositoryPort {
  // Every profile read lists its rewards: built once.
  const ofUser = preparedOnce(() => db.select().from(rewards).where(eq(rewards.userId, sql.placeholder("userId"))).orderBy(asc(rewards.seq)).prepare("rewards_of_user"));
  return {
    grant(reward) {
      const unstorable = unstorableText(reward);
      if (unstorable) return errAsync(unstorable);
      return query(() =>
        db
          .insert(rewards)
          .values({ ...reward, amount: reward.amount.toString() })
          .onConflictDoNothing()
          .returning({ seq: rewards.seq }),
      ).map((rows) => rows.length === 1);
    },
    listForUser(userId) {
      if (hasNul(userId)) return okAsync([]);
      return query(() => ofUser().execute({ userId })).map((rows) =>
        rows.map(
          (r): RewardRecord => ({
            userId: r.userId,
            name: r.name,
            amount: BigInt(r.amount),
            isOpenCongratsModal: r.isOpenCongratsModal,
            createdAt: r.createdAt,
          }),
        ),
      );
    },
    clearCongratsFlags(userId, names) {
      if (names.length === 0 || hasNul(userId)) return okAsync(undefined);
      const mine = and(eq(rewards.userId, userId), eq(rewards.isOpenCongratsModal, true), inArray(rewards.name, names as RewardRecord["name"][]));
      return query(() => db.update(rewards).set({ isOpenCongratsModal: false }).where(mine)).map(() => undefined);
    },
  };
}

const notificationColumns = {
  id: notifications.id,
  userId: notifications.userId,
  type: notifications.type,
  name: notifications.name,
  timestamp: notifications.timestamp,
  isRead: notifications.isRead,
};

/** Notifications in SQL, newest first with `seq` breaking ties. */
export function sqlNotifications(db: SqlDb): NotificationRepositoryPort {
  // Every profile read lists its notifications: built once.
  const ofUser = preparedOnce(() =>
    db
      .select(notificationColumns)
      .from(notifications)
      .where(eq(notifications.userId, sql.placeholder("userId")))
      .orderBy(desc(notifications.timestamp), desc(notifications.seq))
      .prepare("notifications_of_user"),
  );
  return {
    add(notification) {
      const unstorable = unstorableText(notification);
      if (unstorable) return errAsync(unstorable);
      return query(() => db.insert(notifications).values(notification)).map(() => undefined);
    },
    listForUser(userId) {
      if (hasNul(userId)) return okAsync([]);
      return query(() => ofUser().execute({ userId }));
    },
    markRead(userId, timestamp) {
      if (hasNul(userId)) return okAsync(0);
      const unread = and(eq(notifications.userId, userId), eq(notifications.timestamp, timestamp), eq(notifications.isRead, false));
      return query(() => db.update(notifications).set({ isRead: true }).where(unread).returning({ id: notifications.id })).map((rows) => rows.length);
    },
  };
}
