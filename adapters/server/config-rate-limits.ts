import { z } from "zod";
import { DEFAULT_REQUEST_LIMITS, type RequestKind, type ThrottleRule } from "../../core/account/throttle";
import { optionalText } from "./env-values";

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/** "<count>/<window>" (window: a number of s, m or h), or "off"; unset stays undefined (the default applies). */
const rateLimit = optionalText.pipe(
  z
    .string()
    .regex(/^(off|[1-9]\d{0,6}\/[1-9]\d{0,4}[smh])$/, 'must be "<count>/<window>" such as 20/1h, 60/15m or 120/60s, or "off"')
    .transform((value): ThrottleRule | null => {
      if (value === "off") return null;
      const [count, window] = value.split("/") as [string, string];
      return { limit: Number(count), windowMs: Number(window.slice(0, -1)) * UNIT_MS[window.slice(-1) as keyof typeof UNIT_MS] };
    })
    .optional(),
);

/**
 * Request limits per client network on the expensive anonymous routes, counted in the database
 * so every instance enforces the same limit: RATE_LIMIT_REGISTER (registration),
 * RATE_LIMIT_LOGIN (password, social and 2FA-step logins), RATE_LIMIT_QUOTE (best-rate quotes).
 */
export const rateLimitEnvShape = {
  RATE_LIMIT_REGISTER: rateLimit,
  RATE_LIMIT_LOGIN: rateLimit,
  RATE_LIMIT_QUOTE: rateLimit,
};

type RateLimitEnv = Readonly<{ [K in keyof typeof rateLimitEnvShape]?: z.infer<(typeof rateLimitEnvShape)[K]> }> &
  Readonly<{ ENVIRONMENT: "local" | "develop" | "alpha" | "insider" | "production" }>;

/** Each kind's rule (null: not limited). Unset: the core's default, except in local, where one developer runs every test. */
export type RequestLimits = Readonly<Record<RequestKind, ThrottleRule | null>>;

export function requestLimitsOf(env: RateLimitEnv): RequestLimits {
  const pick = (given: ThrottleRule | null | undefined, kind: RequestKind) => (given !== undefined ? given : env.ENVIRONMENT === "local" ? null : DEFAULT_REQUEST_LIMITS[kind]);
  return { register: pick(env.RATE_LIMIT_REGISTER, "register"), login: pick(env.RATE_LIMIT_LOGIN, "login"), quote: pick(env.RATE_LIMIT_QUOTE, "quote") };
}
