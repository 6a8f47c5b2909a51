import { desc, eq, sql } from "drizzle-orm";
import { errAsync, okAsync } from "neverthrow";
import type { LegalAcceptanceRepositoryPort } from "../../../core/ports/account-storage.port";
import { hasNul, unstorableText } from "../text-rules";
import { legalAcceptances } from "./schema";
import { preparedOnce, query, type SqlDb } from "./sql-errors";

const columns = {
  id: legalAcceptances.id,
  userId: legalAcceptances.userId,
  terms: legalAcceptances.terms,
  privacy: legalAcceptances.privacy,
  acceptedAt: legalAcceptances.acceptedAt,
};

/** Legal acceptances in SQL; the latest is the greatest accepted time, `seq` breaking ties. */
export function sqlLegalAcceptances(db: SqlDb): LegalAcceptanceRepositoryPort {
  // Every profile read asks for the latest acceptance: built once.
  const latest = preparedOnce(() =>
    db
      .select(columns)
      .from(legalAcceptances)
      .where(eq(legalAcceptances.userId, sql.placeholder("userId")))
      .orderBy(desc(legalAcceptances.acceptedAt), desc(legalAcceptances.seq))
      .limit(1)
      .prepare("legal_latest_of_user"),
  );
  return {
    add(acceptance) {
      const unstorable = unstorableText(acceptance);
      if (unstorable) return errAsync(unstorable);
      return query(() => db.insert(legalAcceptances).values(acceptance)).map(() => undefined);
    },
    latestForUser(userId) {
      if (hasNul(userId)) return okAsync(null);
      return query(() => latest().execute({ userId })).map((rows) => rows[0] ?? null);
    },
  };
}
