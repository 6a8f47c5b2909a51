import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import type { PasswordHasherPort } from "../../core/ports/account-services.port";

/** scrypt cost parameters; N = 2^14 keeps a login near 50 ms on one core (OWASP minimum is 2^13 with r = 8). */
export type ScryptParams = Readonly<{ N: number; r: number; p: number; keyLength: number; saltLength: number }>;

/** Production parameters. */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 14, r: 8, p: 1, keyLength: 32, saltLength: 16 };

/** Cheap parameters for tests only, so a suite of logins stays fast; never for stored production hashes. */
export const LOW_COST_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 10, r: 8, p: 1, keyLength: 32, saltLength: 16 };

const PREFIX = "scrypt";

function derive(secret: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, keyLength, { ...options, maxmem: 256 * (options.N ?? 1) * (options.r ?? 8) }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * scrypt password hasher: `scrypt$N$r$p$salt$key` (base64url), so parameters can rise later
 * without breaking stored hashes.
 * @example const hasher = createScryptPasswordHasher(); const stored = await hasher.hash(clientSha256Hex);
 */
export function createScryptPasswordHasher(params: ScryptParams = DEFAULT_SCRYPT_PARAMS): PasswordHasherPort {
  return {
    async hash(clientHash) {
      const salt = randomBytes(params.saltLength);
      const key = await derive(clientHash, salt, params.keyLength, { N: params.N, r: params.r, p: params.p });
      return [PREFIX, params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
    },
    async verify(clientHash, stored) {
      const parts = stored.split("$");
      if (parts.length !== 6 || parts[0] !== PREFIX) return false;
      const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
      if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return false;
      const salt = Buffer.from(parts[4] ?? "", "base64url");
      const expected = Buffer.from(parts[5] ?? "", "base64url");
      if (expected.length === 0) return false;
      const actual = await derive(clientHash, salt, expected.length, { N, r, p });
      return timingSafeEqual(actual, expected);
    },
  };
}
