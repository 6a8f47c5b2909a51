import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { AccessClaims, TokenError, TokenIssuerPort, TwoFactorChallengeClaims } from "../../core/ports/account-services.port";

const invalid: TokenError = Object.freeze({ code: "TOKEN_INVALID" });
const expired: TokenError = Object.freeze({ code: "TOKEN_EXPIRED" });

/** Smallest secret accepted: 32 bytes, the HMAC-SHA-256 block strength. */
export const MIN_JWT_SECRET_BYTES = 32;

const accessSchema = z.object({ sub: z.string().min(1), sid: z.string().min(1), role: z.enum(["USER", "ADMIN"]), iat: z.number().int(), exp: z.number().int() });
const challengeSchema = z.object({ jti: z.string().min(1), sub: z.string().min(1), rem: z.boolean(), iat: z.number().int(), exp: z.number().int() });

function parseJson(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
}

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString("base64url");

/** One kind of JWT: its `typ` and its own HMAC key, so a token of one kind never verifies as another. */
function jwtKind<S extends z.ZodType<{ exp: number }>>(key: Buffer, typ: string, schema: S) {
  const header = encode({ alg: "HS256", typ });
  const sign = (data: string): Buffer => createHmac("sha256", key).update(data).digest();
  return {
    issue(payload: z.infer<S>): string {
      const body = `${header}.${encode(payload)}`;
      return `${body}.${sign(body).toString("base64url")}`;
    },
    verify(token: string, now: number): z.infer<S> | TokenError {
      const parts = token.split(".");
      if (parts.length !== 3) return invalid;
      const [head, payload, signature] = parts as [string, string, string];
      const actual = Buffer.from(signature, "base64url");
      const expected = sign(`${head}.${payload}`);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return invalid;
      // Only the header this issuer writes is accepted: one string comparison instead of decoding it.
      if (head !== header) return invalid;
      const claims = schema.safeParse(parseJson(payload));
      if (!claims.success) return invalid;
      return now >= claims.data.exp * 1000 ? expired : claims.data;
    },
  };
}

const seconds = (ms: number): number => Math.floor(ms / 1000);

/**
 * HS256 JWTs (RFC 7519) over node:crypto. Access tokens carry `sub` user id, `sid` session id,
 * `role`, `iat`/`exp` in seconds (so `expiresAt` comes back rounded down to a whole second).
 * 2FA challenges are signed with a key derived from the secret, so neither kind passes as the other.
 * @example const tokens = createHs256TokenIssuer(secret); const jwt = tokens.issue(claims, clock.now());
 */
export function createHs256TokenIssuer(secret: string | Uint8Array): TokenIssuerPort {
  const key = typeof secret === "string" ? Buffer.from(secret, "utf8") : Buffer.from(secret);
  if (key.length < MIN_JWT_SECRET_BYTES) throw new Error(`JWT secret must be at least ${MIN_JWT_SECRET_BYTES} bytes`);
  const access = jwtKind(key, "JWT", accessSchema);
  const challenge = jwtKind(createHmac("sha256", key).update("kul-2fa-challenge").digest(), "KUL-2FA", challengeSchema);

  return {
    issue: (claims, now) =>
      access.issue({ sub: claims.userId, sid: claims.sessionId, role: claims.role, iat: seconds(now), exp: seconds(claims.expiresAt) }),
    verify(token, now): AccessClaims | TokenError {
      const claims = access.verify(token, now);
      if ("code" in claims) return claims;
      return { userId: claims.sub, sessionId: claims.sid, role: claims.role, expiresAt: claims.exp * 1000 };
    },
    issueChallenge: (claims, now) =>
      challenge.issue({ jti: claims.id, sub: claims.userId, rem: claims.rememberMe, iat: seconds(now), exp: seconds(claims.expiresAt) }),
    verifyChallenge(token, now): TwoFactorChallengeClaims | TokenError {
      const claims = challenge.verify(token, now);
      if ("code" in claims) return claims;
      return { id: claims.jti, userId: claims.sub, rememberMe: claims.rem, expiresAt: claims.exp * 1000 };
    },
  };
}
