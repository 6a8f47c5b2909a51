import { errAsync, okAsync } from "neverthrow";
import type { OneTimeTokenRepositoryPort, SessionRepositoryPort } from "../../../core/ports/account-storage.port";
import { storageConflict } from "../storage-errors";
import { unstorableText } from "../text-rules";
import type { MemoryContext } from "./memory-state";

/** Login sessions held in memory; a revoked session keeps its first revocation time. */
export function memorySessions({ tables, writer }: MemoryContext): SessionRepositoryPort {
  return {
    create(session) {
      const unstorable = unstorableText(session);
      if (unstorable) return errAsync(unstorable);
      if (tables.sessions.get(session.id)) return errAsync(storageConflict("sessions.id taken"));
      if (!tables.users.get(session.userId)) return errAsync(storageConflict("sessions.user_id unknown"));
      const record = Object.freeze({ ...session, revokedAt: null });
      writer.put(tables.sessions, session.id, record);
      return okAsync(record);
    },
    findById: (id) => okAsync(tables.sessions.get(id) ?? null),
    revoke(id, now) {
      const session = tables.sessions.get(id);
      if (session && session.revokedAt === null) writer.put(tables.sessions, id, Object.freeze({ ...session, revokedAt: now }));
      return okAsync(undefined);
    },
    revokeAllForUser(userId, now) {
      for (const session of tables.sessions.values()) {
        if (session.userId === userId && session.revokedAt === null) {
          writer.put(tables.sessions, session.id, Object.freeze({ ...session, revokedAt: now }));
        }
      }
      return okAsync(undefined);
    },
  };
}

/** Single-use tokens held in memory; consuming is atomic because the event loop runs it in one go. */
export function memoryOneTimeTokens({ tables, writer }: MemoryContext): OneTimeTokenRepositoryPort {
  return {
    create(token) {
      const unstorable = unstorableText(token);
      if (unstorable) return errAsync(unstorable);
      if (tables.oneTimeTokens.get(token.tokenHash)) return errAsync(storageConflict("one_time_tokens.token_hash taken"));
      if (!tables.users.get(token.userId)) return errAsync(storageConflict("one_time_tokens.user_id unknown"));
      writer.put(tables.oneTimeTokens, token.tokenHash, Object.freeze({ ...token, usedAt: null }));
      return okAsync(undefined);
    },
    consume(tokenHash, purpose, now) {
      const token = tables.oneTimeTokens.get(tokenHash);
      if (!token || token.purpose !== purpose || token.usedAt !== null || token.expiresAt <= now) return okAsync(null);
      const used = Object.freeze({ ...token, usedAt: now });
      writer.put(tables.oneTimeTokens, tokenHash, used);
      return okAsync(used);
    },
    revokeAll(userId, purpose, now) {
      const open = tables.oneTimeTokens.values().filter((t) => t.userId === userId && t.purpose === purpose && t.usedAt === null);
      for (const token of open) writer.put(tables.oneTimeTokens, token.tokenHash, Object.freeze({ ...token, usedAt: now }));
      return okAsync(open.length);
    },
  };
}
