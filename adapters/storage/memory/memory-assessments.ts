import { errAsync, okAsync } from "neverthrow";
import type { AssessmentRepositoryPort } from "../../../core/ports/assessment-storage.port";
import { storageConflict } from "../storage-errors";
import type { MemoryContext } from "./memory-state";

// Deep copies frozen on the way in, so a caller mutating its input cannot change a stored row.
const frozenCopy = <T>(value: T): T => deepFreeze(structuredClone(value));
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

// U+0000 anywhere (free-text "others" answers included) is refused, as PostgreSQL refuses it.
const unstorable = (value: unknown): boolean => JSON.stringify(value).includes("\\u0000");

/** Suitability and knowledge test rows held in memory, keyed by user id, with the SQL rules. */
export function memoryAssessments({ tables, writer }: MemoryContext): AssessmentRepositoryPort {
  const check = (userId: string, row: object) => {
    if (unstorable(row)) return storageConflict("assessment row holds a NUL character");
    return tables.users.get(userId) ? null : storageConflict("assessments.user_id unknown");
  };
  return {
    saveSuitability(record) {
      const problem = check(record.userId, record);
      if (problem) return errAsync(problem);
      writer.put(tables.suitabilityResults, record.userId, frozenCopy(record));
      return okAsync(undefined);
    },
    findSuitability: (userId) => okAsync(tables.suitabilityResults.get(userId) ?? null),
    saveKnowledgeDraw(draw) {
      const problem = check(draw.userId, draw);
      if (problem) return errAsync(problem);
      writer.put(tables.knowledgeDraws, draw.userId, frozenCopy(draw));
      return okAsync(undefined);
    },
    findKnowledgeDraw: (userId) => okAsync(tables.knowledgeDraws.get(userId) ?? null),
    consumeKnowledgeDraw(userId, drawnAt) {
      const draw = tables.knowledgeDraws.get(userId);
      if (!draw || draw.drawnAt !== drawnAt) return okAsync(false);
      writer.delete(tables.knowledgeDraws, userId);
      return okAsync(true);
    },
    saveKnowledgeResult(record) {
      const problem = check(record.userId, record);
      if (problem) return errAsync(problem);
      writer.put(tables.knowledgeResults, record.userId, frozenCopy(record));
      return okAsync(undefined);
    },
    findKnowledgeResult: (userId) => okAsync(tables.knowledgeResults.get(userId) ?? null),
  };
}
