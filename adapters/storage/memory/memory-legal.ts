import { errAsync, okAsync } from "neverthrow";
import type { LegalAcceptanceRecord, LegalAcceptanceRepositoryPort } from "../../../core/ports/account-storage.port";
import { storageConflict } from "../storage-errors";
import { unstorableText } from "../text-rules";
import type { MemoryContext } from "./memory-state";

/** Legal acceptances held in memory (evidence: added, never changed). */
export function memoryLegalAcceptances({ tables, writer }: MemoryContext): LegalAcceptanceRepositoryPort {
  return {
    add(acceptance) {
      const unstorable = unstorableText(acceptance);
      if (unstorable) return errAsync(unstorable);
      if (tables.legalAcceptances.get(acceptance.id)) return errAsync(storageConflict("legal_acceptances.id taken"));
      if (!tables.users.get(acceptance.userId)) return errAsync(storageConflict("legal_acceptances.user_id unknown"));
      writer.put(tables.legalAcceptances, acceptance.id, Object.freeze({ ...acceptance }));
      return okAsync(undefined);
    },
    latestForUser(userId) {
      // The table keeps insertion order: among equal times the last one seen was added last.
      let latest: LegalAcceptanceRecord | null = null;
      for (const row of tables.legalAcceptances.values()) {
        if (row.userId === userId && (latest === null || row.acceptedAt >= latest.acceptedAt)) latest = row;
      }
      return okAsync(latest);
    },
  };
}
