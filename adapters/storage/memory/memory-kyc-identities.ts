import { errAsync, okAsync } from "neverthrow";
import type { KycIdentityClaim, KycIdentityUse, KycRepositoryPort } from "../../../core/ports/kyc-storage.port";
import { storageConflict } from "../storage-errors";
import { unstorableText } from "../text-rules";
import type { MemoryContext } from "./memory-state";

type IdentityMethods = Pick<KycRepositoryPort, "claimIdentity" | "recordIdentityUse" | "listIdentityUses" | "rewardIdentity">;

/**
 * One identity, one account, in memory, with the rules of the SQL tables: every method finishes
 * synchronously, so a claim is checked and written with no other claim in between.
 */
export function memoryKycIdentities({ tables, writer }: MemoryContext): IdentityMethods {
  const useKey = (c: KycIdentityClaim) => `${c.identityKey}\u0000${c.userId}`;
  const refused = (c: KycIdentityClaim) => unstorableText(c) ?? (tables.users.get(c.userId) ? null : storageConflict("kyc_identities.user_id unknown"));
  const recordUse = (c: KycIdentityClaim) => writer.put(tables.kycIdentityUses, useKey(c), Object.freeze({ identityKey: c.identityKey, userId: c.userId, usedAt: c.at }));

  return {
    claimIdentity(claim) {
      const problem = refused(claim);
      if (problem) return errAsync(problem);
      const held = tables.kycIdentities.get(claim.identityKey);
      const holder = held && tables.users.get(held.userId);
      if (held && held.userId !== claim.userId && holder?.kycStatus !== "REJECTED") return okAsync(held.userId);
      for (const other of tables.kycIdentities.values()) {
        if (other.userId === claim.userId && other.identityKey !== claim.identityKey) writer.delete(tables.kycIdentities, other.identityKey);
      }
      writer.put(tables.kycIdentities, claim.identityKey, Object.freeze({ identityKey: claim.identityKey, userId: claim.userId, claimedAt: claim.at, rewardedAt: held?.rewardedAt ?? null }));
      recordUse(claim);
      return okAsync(null);
    },
    recordIdentityUse(claim) {
      const problem = refused(claim);
      if (problem) return errAsync(problem);
      recordUse(claim);
      return okAsync(undefined);
    },
    listIdentityUses(identityKey) {
      const uses: KycIdentityUse[] = [];
      for (const use of tables.kycIdentityUses.values()) {
        const user = tables.users.get(use.userId);
        if (use.identityKey === identityKey && user) uses.push({ userId: use.userId, email: user.email, kycStatus: user.kycStatus, usedAt: use.usedAt });
      }
      return okAsync(uses.sort((a, b) => b.usedAt - a.usedAt || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)));
    },
    rewardIdentity(claim) {
      const problem = refused(claim);
      if (problem) return errAsync(problem);
      const held = tables.kycIdentities.get(claim.identityKey);
      if (held && (held.rewardedAt !== null || held.userId !== claim.userId)) return okAsync(false);
      writer.put(tables.kycIdentities, claim.identityKey, Object.freeze({ identityKey: claim.identityKey, userId: claim.userId, claimedAt: held?.claimedAt ?? claim.at, rewardedAt: claim.at }));
      return okAsync(true);
    },
  };
}
