/**
 * The CLI's login session, `<config dir>/session.json`, mode 0600 (it holds a bearer token).
 * A session past its expiry reads as none.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { configDir, readJsonFile, writeJsonFile } from "./config-dir";

export const storedSessionSchema = z.object({
  token: z.string().min(1),
  /** Unix milliseconds; null when the server gave no expiry. */
  expiresAt: z.number().int().nullable(),
  email: z.string().optional(),
  /** The API origin the token belongs to: a token is never sent to another server. */
  apiUrl: z.string(),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;

export function createSessionStore(env: Readonly<Record<string, string | undefined>>, now: () => number = Date.now) {
  const file = path.join(configDir(env), "session.json");
  return {
    file,
    /** The session for this API origin, or null (none, expired, unreadable or for another server). */
    read(apiUrl: string): StoredSession | null {
      let json: unknown;
      try {
        json = readJsonFile(file);
      } catch {
        return null;
      }
      const parsed = storedSessionSchema.safeParse(json);
      if (!parsed.success || parsed.data.apiUrl !== apiUrl) return null;
      if (parsed.data.expiresAt !== null && parsed.data.expiresAt <= now()) return null;
      return parsed.data;
    },
    write(session: StoredSession): void {
      writeJsonFile(file, storedSessionSchema.parse(session), 0o600);
    },
    clear(): void {
      rmSync(file, { force: true });
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
