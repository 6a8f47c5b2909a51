import { desc, eq } from "drizzle-orm";
import { errAsync, okAsync } from "neverthrow";
import type { LegalAcceptanceRepositoryPort } from "../../../core/ports/account-storage.port";
import { hasNul, unstorableText } from "../text-rules";
import { legalAcceptances } from "./schema";
import { query, type SqlDb } from "./sql-errors";

const columns = {
  id: legalAcceptances.id,
  userId: legalAcceptances.userId,
  terms: legalAcceptances.terms,
  privacy: legalAcceptances.privacy,
  acceptedAt: legalAcceptances.acceptedAt,
};

/** Legal acceptances in SQL; the latest is the greatest accepted time, `seq` breaking ties. */
export function sqlLegalAcceptances(db: SqlDb): LegalAcceptanceRepositoryPort {
  return {
    add(acceptance) {
      const unstorable = unstorableText(acceptance);
      if (unstorable) return errAsync(unstorable);
      return query(() => db.insert(legalAcceptances).values(acceptance)).map(() => undefined);
    },
    latestForUser(userId) {
      if (hasNul(userId)) return okAsync(null);
      return query(() =>
        db
          .select(columns)
          .from(legalAcceptances)
          .where(eq(legalAcceptances.userId, userId))
          .orderBy(desc(legalAcceptances.acceptedAt), desc(legalAcceptances.seq))
          .limit(1),
      ).map((rows) => rows[0] ?? null);
    },
  };
}
