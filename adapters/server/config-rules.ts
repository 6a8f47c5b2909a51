import type { z } from "zod";

/** The environment variables the rules below read, as parsed. */
type EnvForRules = Readonly<{
  ENVIRONMENT: "local" | "develop" | "alpha" | "insider" | "production";
  INSIDER?: boolean;
  JWT_SECRET?: string | undefined;
  RECAPTCHA_SECRET?: string | undefined;
  WEB_ORIGIN?: string | undefined;
  FACEBOOK_APP_ID?: string | undefined;
  FACEBOOK_APP_SECRET?: string | undefined;
  TRADE_GATE_KEY?: string | undefined;
}>;

// A Facebook token is checked with the app's id and secret together (debug_token): one without the
// other would leave Facebook login half configured, so both are asked for wherever either is set.
const FACEBOOK_PAIR = ["FACEBOOK_APP_ID", "FACEBOOK_APP_SECRET"] as const;

/**
 * What the environment refuses, added to the parse's list so the server names every problem at
 * once: production or insider without its JWT secret, reCAPTCHA secret, trading gate key or WEB_ORIGIN (an https
 * origin), production with INSIDER=true (an insider deployment is ENVIRONMENT=insider, so the
 * environment's name says it), and in any environment a Facebook app id without its secret or the reverse.
 */
export function checkEnvironmentRules(env: EnvForRules, ctx: z.RefinementCtx): void {
  const missing = (key: string, why: string) => ctx.addIssue({ code: "custom", path: [key], message: `${key} is required ${why}` });
  if (FACEBOOK_PAIR.some((key) => env[key] !== undefined)) {
    for (const key of FACEBOOK_PAIR) if (env[key] === undefined) missing(key, "when Facebook login is configured");
  }
  if (env.ENVIRONMENT === "production" && env.INSIDER === true) {
    ctx.addIssue({ code: "custom", path: ["INSIDER"], message: "INSIDER=true is for test stacks: an insider deployment sets ENVIRONMENT=insider" });
  }
  if (env.ENVIRONMENT !== "production" && env.ENVIRONMENT !== "insider") return;
  const where = `in ${env.ENVIRONMENT}`;
  for (const key of ["JWT_SECRET", "RECAPTCHA_SECRET", "WEB_ORIGIN", "TRADE_GATE_KEY"] as const) if (env[key] === undefined) missing(key, where);
  if (env.WEB_ORIGIN !== undefined && !env.WEB_ORIGIN.startsWith("https://")) {
    ctx.addIssue({ code: "custom", path: ["WEB_ORIGIN"], message: `WEB_ORIGIN must be an https origin ${where}` });
  }
}

/** The real providers' endpoints; the local environment has none, so it never calls them unless told to. */
export const PROVIDER_ENDPOINTS = {
  googleTokenInfoUrl: "https://oauth2.googleapis.com/tokeninfo",
  facebookGraphUrl: "https://graph.facebook.com",
  /** Where the browser's sign-in goes: Google's OpenID Connect and Facebook's login dialog. */
  googleAuthUrl: "https://accounts.google.com/o/oauth2/v2/auth",
  facebookAuthUrl: "https://www.facebook.com/v19.0/dialog/oauth",
} as const;

/** The environments with the dev outbox route and the fixed captcha test token (decisions.md). */
export const TEST_AIDS_ENVIRONMENTS: ReadonlySet<string> = new Set(["local", "develop", "alpha"]);
