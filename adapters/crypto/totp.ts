import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { TotpPort } from "../../core/ports/account-services.port";
import { base32Decode, base32Encode } from "./base32";

/** HMAC of RFC 6238 section 1.2. */
export type TotpAlgorithm = "sha1" | "sha256" | "sha512";

/** RFC 6238 time step. */
export const TOTP_STEP_SECONDS = 30;
/** Digits shown by authenticator apps. */
export const TOTP_DIGITS = 6;
/** Steps of clock drift accepted either side (decisions.md). */
export const TOTP_DRIFT_STEPS = 1;
/** 160-bit secrets, the RFC 4226 recommendation for SHA-1. */
const SECRET_BYTES = 20;

/** HOTP (RFC 4226 section 5.3) for one counter value. */
export function hotp(key: Uint8Array, counter: bigint, digits: number, algorithm: TotpAlgorithm = "sha1"): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(counter);
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return (binary % 10 ** digits).toString().padStart(digits, "0");
}

/** TOTP (RFC 6238 section 4) at `nowMs`. */
export function totpAt(key: Uint8Array, nowMs: number, digits = TOTP_DIGITS, algorithm: TotpAlgorithm = "sha1"): string {
  return hotp(key, BigInt(Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS)), digits, algorithm);
}

/** The counter of the step whose code `code` is, within the drift either side of `nowMs`; null when none. */
function matchStep(secret: string, code: string, nowMs: number): number | null {
  const key = base32Decode(secret);
  if (key === null || key.length === 0 || !/^\d{6}$/.test(code)) return null;
  const given = Buffer.from(code);
  const current = Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);
  let matched: number | null = null;
  // Every window is checked (no early return) so the time taken does not reveal which step matched.
  for (let step = current - TOTP_DRIFT_STEPS; step <= current + TOTP_DRIFT_STEPS; step += 1) {
    const expected = Buffer.from(hotp(key, BigInt(step), TOTP_DIGITS));
    if (timingSafeEqual(given, expected) && matched === null) matched = step;
  }
  return matched;
}

/**
 * TOTP with SHA-1, 30 s steps and 6 digits, the settings every authenticator app supports.
 * @example const totp = createTotp(); const secret = totp.generateSecret(); totp.verify(secret, "123456", clock.now());
 */
export function createTotp(): TotpPort {
  return {
    generateSecret: () => base32Encode(randomBytes(SECRET_BYTES)),
    keyUri(secret, accountName, issuer) {
      const label = encodeURIComponent(`${issuer}:${accountName}`);
      // Percent-encoded (a space is %20): authenticator apps read "+" in the issuer as a plus sign.
      const params = { secret, issuer, algorithm: "SHA1", digits: String(TOTP_DIGITS), period: String(TOTP_STEP_SECONDS) };
      const query = Object.entries(params).map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&");
      return `otpauth://totp/${label}?${query}`;
    },
    verify: (secret, code, now) => matchStep(secret, code, now) !== null,
    matchStep,
  };
}
