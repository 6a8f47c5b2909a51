import { and, asc, eq, sql } from "drizzle-orm";
import { errAsync, okAsync } from "neverthrow";
import type { ReferralCancellationRecord, ReferralRepositoryPort, ReferralRewardRecord } from "../../../core/ports/referral-storage.port";
import { hasNul, unstorableText } from "../text-rules";
import { referralCancellations, referralRewards, rewards, users } from "./schema";
import { query, type SqlDb } from "./sql-errors";

const toRecord = (r: typeof referralRewards.$inferSelect): ReferralRewardRecord => ({
  inviteeId: r.inviteeId,
  inviterId: r.inviterId,
  inviteeNumber: r.inviteeNumber,
  level: r.level,
  amount: BigInt(r.amount),
  createdAt: r.createdAt,
});

const toCancellation = (r: typeof referralCancellations.$inferSelect): ReferralCancellationRecord => ({
  inviterId: r.inviterId,
  cancelledBy: r.cancelledBy,
  reason: r.reason,
  rewardsCancelled: r.rewardsCancelled,
  reclaimedKul: BigInt(r.reclaimedKul),
  createdAt: r.createdAt,
});

/**
 * Referral rewards in SQL. Exactly once is the table's job, not the caller's: the primary key
 * on the invitee makes a second grant a no-op, the unique (inviter, number) index refuses a
 * number counted twice, and the inviter's row lock orders concurrent grants.
 */
export function sqlReferrals(db: SqlDb): ReferralRepositoryPort {
  return {
    lockInviter(inviterId) {
      if (hasNul(inviterId)) return okAsync(undefined);
      return query(() => db.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${inviterId} FOR UPDATE`)).map(() => undefined);
    },
    record(reward) {
      const unstorable = unstorableText(reward);
      if (unstorable) return errAsync(unstorable);
      return query(() =>
        db
          .insert(referralRewards)
          .values({ ...reward, amount: reward.amount.toString() })
          .onConflictDoNothing({ target: referralRewards.inviteeId })
          .returning({ inviteeId: referralRewards.inviteeId }),
      ).map((rows) => rows.length === 1);
    },
    findByInvitee(inviteeId) {
      if (hasNul(inviteeId)) return okAsync(null);
      return query(() => db.select().from(referralRewards).where(eq(referralRewards.inviteeId, inviteeId)).limit(1)).map((rows) =>
        rows[0] ? toRecord(rows[0]) : null,
      );
    },
    listForInviter(inviterId) {
      if (hasNul(inviterId)) return okAsync([]);
      return query(() =>
        db.select().from(referralRewards).where(eq(referralRewards.inviterId, inviterId)).orderBy(asc(referralRewards.inviteeNumber)),
      ).map((rows) => rows.map(toRecord));
    },
    listInvitees(inviterId) {
      if (hasNul(inviterId)) return okAsync([]);
      return query(() =>
        db
          .select()
          .from(users)
          .where(eq(users.referredBy, inviterId))
          .orderBy(asc(users.createdAt), sql`${users.id} COLLATE "C"`),
      );
    },
    cancel(cancellation) {
      const unstorable = unstorableText(cancellation);
      if (unstorable) return errAsync(unstorable);
      // The primary key makes a second cancellation a no-op; the reclaim runs only after the first.
      return query(() =>
        db
          .insert(referralCancellations)
          .values({ ...cancellation, reclaimedKul: cancellation.reclaimedKul.toString() })
          .onConflictDoNothing({ target: referralCancellations.inviterId })
          .returning({ inviterId: referralCancellations.inviterId }),
      ).andThen((rows) => {
        if (rows.length === 0) return okAsync(false);
        return query(() => db.delete(rewards).where(and(eq(rewards.userId, cancellation.inviterId), eq(rewards.name, "Referral")))).map(() => true);
      });
    },
    findCancellation(inviterId) {
      if (hasNul(inviterId)) return okAsync(null);
      return query(() => db.select().from(referralCancellations).where(eq(referralCancellations.inviterId, inviterId)).limit(1)).map((rows) =>
        rows[0] ? toCancellation(rows[0]) : null,
      );
    },
  };
}
