import { chmodSync, mkdirSync } from "node:fs";

/** Owner-only permissions: directories 0700, files 0600 (KYC documents, avatars, the database, the JWT secret). */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dir` (and its missing parents) readable by the owner only, and narrows it to 0700 when
 * it already existed wider, so the files inside stay private whatever mode their writer gave them.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}
