import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { errAsync, okAsync } from "neverthrow";
import type { KycIdentityClaim, KycRepositoryPort } from "../../../core/ports/kyc-storage.port";
import { hasNul, unstorableText } from "../text-rules";
import { kycIdentities, kycIdentityUses, users } from "./schema";
import { query, type SqlDb } from "./sql-errors";

type IdentityMethods = Pick<KycRepositoryPort, "claimIdentity" | "recordIdentityUse" | "listIdentityUses" | "rewardIdentity">;

const upsertUse = (db: SqlDb, c: KycIdentityClaim) =>
  db
    .insert(kycIdentityUses)
    .values({ identityKey: c.identityKey, userId: c.userId, usedAt: c.at })
    .onConflictDoUpdate({ target: [kycIdentityUses.identityKey, kycIdentityUses.userId], set: { usedAt: c.at } });

/**
 * One identity, one account in SQL. A claim is one INSERT ... ON CONFLICT DO UPDATE whose WHERE
 * lets the row move only from a REJECTED holder (or stay with the same user): of two concurrent
 * claims the second waits on the first's row and then finds it held, so at most one passes.
 * A reward marks `rewarded_at` the same way, once per identity.
 */
export function sqlKycIdentities(db: SqlDb): IdentityMethods {
  return {
    claimIdentity(claim) {
      const unstorable = unstorableText(claim);
      if (unstorable) return errAsync(unstorable);
      const { identityKey, userId, at } = claim;
      const movable = sql`${kycIdentities.userId} = excluded.user_id OR EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${kycIdentities.userId} AND ${users.kycStatus} = 'REJECTED')`;
      // A savepoint inside the use case's transaction: claim, then release the user's other identity.
      return query(() =>
        db.transaction(async (tx) => {
          const claimed = await tx
            .insert(kycIdentities)
            .values({ identityKey, userId, claimedAt: at })
            .onConflictDoUpdate({ target: kycIdentities.identityKey, set: { userId, claimedAt: at }, setWhere: movable })
            .returning({ userId: kycIdentities.userId });
          if (claimed.length === 0) {
            const [holder] = await tx.select({ userId: kycIdentities.userId }).from(kycIdentities).where(eq(kycIdentities.identityKey, identityKey));
            return holder?.userId ?? null;
          }
          await tx.delete(kycIdentities).where(and(eq(kycIdentities.userId, userId), ne(kycIdentities.identityKey, identityKey)));
          await upsertUse(tx as unknown as SqlDb, claim);
          return null;
        }),
      );
    },
    recordIdentityUse(claim) {
      const unstorable = unstorableText(claim);
      if (unstorable) return errAsync(unstorable);
      return query(() => upsertUse(db, claim)).map(() => undefined);
    },
    listIdentityUses(identityKey) {
      if (hasNul(identityKey)) return okAsync([]);
      return query(() =>
        db
          .select({ userId: kycIdentityUses.userId, email: users.email, kycStatus: users.kycStatus, usedAt: kycIdentityUses.usedAt })
          .from(kycIdentityUses)
          .innerJoin(users, eq(users.id, kycIdentityUses.userId))
          .where(eq(kycIdentityUses.identityKey, identityKey))
          .orderBy(desc(kycIdentityUses.usedAt), sql`${kycIdentityUses.userId} COLLATE "C"`),
      );
    },
    rewardIdentity(claim) {
      const unstorable = unstorableText(claim);
      if (unstorable) return errAsync(unstorable);
      const { identityKey, userId, at } = claim;
      return query(() =>
        db
          .insert(kycIdentities)
          .values({ identityKey, userId, claimedAt: at, rewardedAt: at })
          .onConflictDoUpdate({
            target: kycIdentities.identityKey,
            set: { rewardedAt: at },
            setWhere: and(eq(kycIdentities.userId, userId), isNull(kycIdentities.rewardedAt)),
          })
          .returning({ userId: kycIdentities.userId }),
      ).map((rows) => rows.length === 1);
    },
  };
}
