/**
 * The local stack's KYC operator: an admin account ready to sign in as soon as `kul up` is ready,
 * so a newcomer can approve the KYC submission they just made without restarting the stack with
 * ADMIN_EMAILS. Its password is made once per data folder and kept there (owner-only), so the
 * account survives restarts; it exists only when the server's environment is `local`.
 */
import { createHash, randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ensureLocalOperator } from "../../../core/account/use-cases/ensure-local-operator";
import type { RunningServer } from "../../../adapters/server/main";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../../../adapters/storage/private-dir";

/** The operator's email on every local stack. */
export const LOCAL_OPERATOR_EMAIL = "operator@kulswap.example";
const FILE = "local-operator.json";

const credentialsSchema = z.object({ email: z.string().min(3), password: z.string().min(12) });
/** How the operator signs in (printed by `kul up`, kept in DATA_DIR/local-operator.json). */
export type LocalOperator = z.infer<typeof credentialsSchema>;

/** The kept credentials, or new ones (upper and lower case, digits and symbols, as the password rule asks). */
function credentialsIn(dataDir: string): LocalOperator {
  const file = path.join(dataDir, FILE);
  try {
    const kept = credentialsSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (kept.success && kept.data.email === LOCAL_OPERATOR_EMAIL) return kept.data;
  } catch {
    // First start in this folder: no file yet.
  }
  const fresh = { email: LOCAL_OPERATOR_EMAIL, password: `Op-${randomBytes(12).toString("base64url")}-9k!` };
  ensurePrivateDir(dataDir);
  writeFileSync(file, `${JSON.stringify(fresh)}\n`, { mode: PRIVATE_FILE_MODE });
  return fresh;
}

/**
 * Makes the operator account ready on the running local server (registered the first time, then
 * confirmed, an admin, with the kept password) and returns its credentials; null outside `local`.
 * @example const operator = await readyLocalOperator(api, options.dataDir); // { email, password }
 */
export async function readyLocalOperator(server: RunningServer, dataDir: string): Promise<LocalOperator | null> {
  if (server.config.environment !== "local") return null;
  const credentials = credentialsIn(dataDir);
  // What a client sends for a password (decisions.md): the SHA-256 hex of its UTF-8 bytes.
  const passwordHash = createHash("sha256").update(credentials.password, "utf8").digest("hex");
  const ready = await ensureLocalOperator(server.deps, { email: credentials.email, passwordHash, language: "en", recaptchaToken: server.config.captchaTestToken });
  if (ready.isErr()) throw new Error(`the local KYC operator could not be made ready: ${ready.error.code}`);
  return credentials;
}
