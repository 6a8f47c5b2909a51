import { and, eq } from "drizzle-orm";
import { errAsync, okAsync } from "neverthrow";
import type { AssessmentRepositoryPort } from "../../../core/ports/assessment-storage.port";
import { storageConflict } from "../storage-errors";
import { hasNul } from "../text-rules";
import { knowledgeDraws, knowledgeResults, suitabilityResults } from "./schema";
import { query, type SqlDb } from "./sql-errors";

// jsonb refuses U+0000 too; checked first so the answer is the same conflict the memory storage gives.
const holdsNul = (row: object): boolean => JSON.stringify(row).includes("\\u0000");
const nulConflict = () => errAsync(storageConflict("assessment row holds a NUL character"));

/**
 * Suitability and knowledge tests in SQL, one row of each kind per user (upserts). Consuming a
 * draw is one DELETE matching its time, so concurrent submissions score it once.
 */
export function sqlAssessments(db: SqlDb): AssessmentRepositoryPort {
  return {
    saveSuitability(record) {
      if (holdsNul(record)) return nulConflict();
      const { userId: _u, ...changes } = record;
      return query(() => db.insert(suitabilityResults).values(record).onConflictDoUpdate({ target: suitabilityResults.userId, set: changes })).map(() => undefined);
    },
    findSuitability(userId) {
      if (hasNul(userId)) return okAsync(null);
      return query(() => db.select().from(suitabilityResults).where(eq(suitabilityResults.userId, userId)).limit(1)).map((rows) => rows[0] ?? null);
    },
    saveKnowledgeDraw(draw) {
      if (holdsNul(draw)) return nulConflict();
      const { userId: _u, ...changes } = draw;
      return query(() => db.insert(knowledgeDraws).values(draw).onConflictDoUpdate({ target: knowledgeDraws.userId, set: changes })).map(() => undefined);
    },
    findKnowledgeDraw(userId) {
      if (hasNul(userId)) return okAsync(null);
      return query(() => db.select().from(knowledgeDraws).where(eq(knowledgeDraws.userId, userId)).limit(1)).map((rows) => rows[0] ?? null);
    },
    consumeKnowledgeDraw(userId, drawnAt) {
      if (hasNul(userId)) return okAsync(false);
      const current = and(eq(knowledgeDraws.userId, userId), eq(knowledgeDraws.drawnAt, drawnAt));
      return query(() => db.delete(knowledgeDraws).where(current).returning({ userId: knowledgeDraws.userId })).map((rows) => rows.length === 1);
    },
    saveKnowledgeResult(record) {
      if (holdsNul(record)) return nulConflict();
      const { userId: _u, ...changes } = record;
      return query(() => db.insert(knowledgeResults).values(record).onConflictDoUpdate({ target: knowledgeResults.userId, set: changes })).map(() => undefined);
    },
    findKnowledgeResult(userId) {
      if (hasNul(userId)) return okAsync(null);
      return query(() => db.select().from(knowledgeResults).where(eq(knowledgeResults.userId, userId)).limit(1)).map((rows) => rows[0] ?? null);
    },
  };
}
