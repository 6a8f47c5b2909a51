import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import type { PasswordHasherPort } from "../../core/ports/account-services.port";

/** scrypt cost parameters. */
export type ScryptParams = Readonly<{ N: number; r: number; p: number; keyLength: number; saltLength: number }>;

/**
 * Production parameters: OWASP's Password Storage Cheat Sheet recommends N = 2^17, r = 8, p = 1
 * (128 MiB of memory per hash, about a third of a second on one core here).
 */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1, keyLength: 32, saltLength: 16 };

/** Cheap parameters that test configurations inject, so a suite of logins stays fast; never the default. */
export const LOW_COST_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 10, r: 8, p: 1, keyLength: 32, saltLength: 16 };

const PREFIX = "scrypt";
// The most a stored hash may ask for, so a forged row cannot make one verification take gigabytes.
const MAX_N = 2 ** 20;

function derive(secret: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) refuses N = 2^17, so allow twice that.
  const maxmem = 256 * (options.N ?? 1) * (options.r ?? 8);
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, keyLength, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

type Stored = Readonly<{ N: number; r: number; p: number; salt: Buffer; key: Buffer }>;

// A stored value's parameters, salt and key; null when it is not a hash this adapter can check.
function parse(stored: string): Stored | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0) || N > MAX_N || r > 32 || p > 16) return null;
  const key = Buffer.from(parts[5] ?? "", "base64url");
  return key.length === 0 ? null : { N, r, p, salt: Buffer.from(parts[4] ?? "", "base64url"), key };
}

/**
 * scrypt password hasher: `scrypt$N$r$p$salt$key` (base64url). Each stored value records its
 * parameters, so it still verifies after the defaults rise, and `needsRehash` tells the login to
 * store a new hash at the current cost.
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
      const parsed = parse(stored);
      if (parsed === null) return false;
      const actual = await derive(clientHash, parsed.salt, parsed.key.length, { N: parsed.N, r: parsed.r, p: parsed.p });
      return timingSafeEqual(actual, parsed.key);
    },
    needsRehash(stored) {
      const parsed = parse(stored);
      return parsed === null || parsed.N !== params.N || parsed.r !== params.r || parsed.p !== params.p || parsed.key.length !== params.keyLength;
    },
  };
}
