import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { SecureRandomPort } from "../../core/ports/account-services.port";

/**
 * Cryptographic ids and tokens from node:crypto.
 * @example const random = createSecureRandom(); const resetToken = random.token(32);
 */
export function createSecureRandom(): SecureRandomPort {
  return {
    id: () => randomUUID(),
    token: (bytes) => randomBytes(bytes).toString("base64url"),
    sha256Hex: (text) => createHash("sha256").update(text, "utf8").digest("hex"),
  };
}
