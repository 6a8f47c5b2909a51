import { errAsync, okAsync } from "neverthrow";
import type { AttemptCount, AttemptCounterPort } from "../../../core/ports/attempt-counter.port";
import { hasNul, unstorableText } from "../text-rules";
import type { MemoryContext } from "./memory-state";

/**
 * Attempt counters held in memory. Each call reads and writes its row without awaiting in
 * between, so on Node's single thread a take is atomic as the SQL statement is.
 */
export function memoryAttempts({ tables, writer }: MemoryContext): AttemptCounterPort {
  return {
    take(key, windowMs, now) {
      const unstorable = unstorableText({ key });
      if (unstorable) return errAsync(unstorable);
      const row = tables.attempts.get(key);
      const next: AttemptCount =
        row === undefined || row.windowStartedAt + windowMs <= now ? { count: 1, windowStartedAt: now } : { count: row.count + 1, windowStartedAt: row.windowStartedAt };
      writer.put(tables.attempts, key, Object.freeze(next));
      return okAsync(next);
    },
    giveBack(key, windowStartedAt) {
      const row = tables.attempts.get(key);
      if (row !== undefined && row.windowStartedAt === windowStartedAt && row.count > 0) {
        writer.put(tables.attempts, key, Object.freeze({ count: row.count - 1, windowStartedAt }));
      }
      return okAsync(undefined);
    },
    clear(key) {
      if (!hasNul(key)) writer.delete(tables.attempts, key);
      return okAsync(undefined);
    },
  };
}
