import { errAsync, okAsync } from "neverthrow";
import type { ReferralRepositoryPort } from "../../../core/ports/referral-storage.port";
import { storageConflict } from "../storage-errors";
import { unstorableText } from "../text-rules";
import type { MemoryContext } from "./memory-state";

/**
 * Referral rewards held in memory, keyed by invitee. Memory transactions already run one at a
 * time, so the inviter lock has nothing left to do.
 */
export function memoryReferrals({ tables, writer }: MemoryContext): ReferralRepositoryPort {
  return {
    lockInviter: () => okAsync(undefined),
    record(reward) {
      if (!tables.users.get(reward.inviteeId)) return errAsync(storageConflict("referral_rewards.invitee_id unknown"));
      if (!tables.users.get(reward.inviterId)) return errAsync(storageConflict("referral_rewards.inviter_id unknown"));
      if (tables.referralRewards.get(reward.inviteeId)) return okAsync(false);
      const numbered = tables.referralRewards.find((r) => r.inviterId === reward.inviterId && r.inviteeNumber === reward.inviteeNumber);
      if (numbered) return errAsync(storageConflict("referral_rewards.inviter_number taken"));
      writer.put(tables.referralRewards, reward.inviteeId, Object.freeze({ ...reward }));
      return okAsync(true);
    },
    findByInvitee: (inviteeId) => okAsync(tables.referralRewards.get(inviteeId) ?? null),
    listForInviter: (inviterId) =>
      okAsync(
        tables.referralRewards
          .values()
          .filter((r) => r.inviterId === inviterId)
          .sort((a, b) => a.inviteeNumber - b.inviteeNumber),
      ),
    listInvitees: (inviterId) =>
      okAsync(
        tables.users
          .values()
          .filter((u) => u.referredBy === inviterId)
          .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
      ),
    cancel(cancellation) {
      const unstorable = unstorableText(cancellation);
      if (unstorable) return errAsync(unstorable);
      if (!tables.users.get(cancellation.inviterId)) return errAsync(storageConflict("referral_cancellations.inviter_id unknown"));
      if (!tables.users.get(cancellation.cancelledBy)) return errAsync(storageConflict("referral_cancellations.cancelled_by unknown"));
      if (tables.referralCancellations.get(cancellation.inviterId)) return okAsync(false);
      writer.put(tables.referralCancellations, cancellation.inviterId, Object.freeze({ ...cancellation }));
      for (const [key, reward] of [...tables.rewards.rows]) {
        if (reward.userId === cancellation.inviterId && reward.name === "Referral") writer.delete(tables.rewards, key);
      }
      return okAsync(true);
    },
    findCancellation: (inviterId) => okAsync(tables.referralCancellations.get(inviterId) ?? null),
  };
}
