import { createHmac } from "node:crypto";
import { errAsync, okAsync, ResultAsync } from "neverthrow";
import { z } from "zod";
import type { SocialError, SocialIdentity, SocialIdentityPort } from "../../core/ports/account-services.port";
import { socialTokenInvalid, socialUnavailable } from "../../core/account/account.errors";

/** Where and for which app tokens are checked (F1's config: GOOGLE_*, FACEBOOK_*). */
export type SocialVerifierConfig = Readonly<{
  googleTokenInfoUrl: string;
  /** Our OAuth client id: a Google id token issued to another app is refused. Unset: Google login unavailable. */
  googleClientId: string | undefined;
  facebookGraphUrl: string;
  /** When set, every Graph call carries appsecret_proof, so a token issued to another app is refused. */
  facebookAppSecret: string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
}>;

const GOOGLE_ISSUERS = new Set(["accounts.google.com", "https://accounts.google.com"]);

// tokeninfo answers strings for booleans and numbers ("true", "1700000000").
const googleTokenInfoSchema = z.object({
  iss: z.string(),
  aud: z.string(),
  sub: z.string().min(1).max(255),
  email: z.string().max(254).optional(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  name: z.string().max(255).optional(),
});

const facebookMeSchema = z.object({
  id: z.string().min(1).max(255),
  name: z.string().max(255).optional(),
  email: z.string().max(254).optional(),
});

type Answer = Readonly<{ status: number; body: unknown }>;

function getJson(doFetch: typeof fetch, url: URL, timeoutMs: number): ResultAsync<Answer, SocialError> {
  return ResultAsync.fromPromise(
    doFetch(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) }).then(async (response) => ({
      status: response.status,
      body: (await response.json().catch(() => null)) as unknown,
    })),
    (error) => socialUnavailable(error instanceof Error ? error.message : String(error)),
  );
}

// 4xx: the provider refused this token; 5xx or anything else: we could not tell.
function accepted<T>(answer: Answer, schema: z.ZodType<T>): ResultAsync<T, SocialError> {
  if (answer.status >= 400 && answer.status < 500) return errAsync(socialTokenInvalid());
  if (answer.status !== 200) return errAsync(socialUnavailable(`status ${answer.status}`));
  const parsed = schema.safeParse(answer.body);
  return parsed.success ? okAsync(parsed.data) : errAsync(socialUnavailable("unexpected answer"));
}

const blankToNull = (text: string | undefined): string | null => (text === undefined || text.trim() === "" ? null : text.trim());

/**
 * Verifies Google id tokens with the tokeninfo endpoint (issuer and audience checked; an
 * unverified email is dropped so it can never link an account) and Facebook access tokens with
 * the Graph API's /me (the id must equal the uid the SDK gave).
 * @example const social = createSocialIdentityVerifier({ googleTokenInfoUrl, googleClientId, facebookGraphUrl, facebookAppSecret });
 */
export function createSocialIdentityVerifier(config: SocialVerifierConfig): SocialIdentityPort {
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 10_000;
  return {
    verifyGoogle(idToken) {
      const clientId = config.googleClientId;
      if (clientId === undefined) return errAsync(socialUnavailable("GOOGLE_CLIENT_ID not set"));
      const url = new URL(config.googleTokenInfoUrl);
      url.searchParams.set("id_token", idToken);
      return getJson(doFetch, url, timeoutMs)
        .andThen((answer) => accepted(answer, googleTokenInfoSchema))
        .andThen((info): ResultAsync<SocialIdentity, SocialError> => {
          if (!GOOGLE_ISSUERS.has(info.iss) || info.aud !== clientId) return errAsync(socialTokenInvalid());
          const verified = info.email_verified === true || info.email_verified === "true";
          const email = verified ? blankToNull(info.email)?.toLowerCase() ?? null : null;
          return okAsync({ provider: "GOOGLE", id: info.sub, email, name: blankToNull(info.name) });
        });
    },
    verifyFacebook(uid, accessToken) {
      const url = new URL("me", config.facebookGraphUrl.endsWith("/") ? config.facebookGraphUrl : `${config.facebookGraphUrl}/`);
      url.searchParams.set("fields", "id,name,email");
      url.searchParams.set("access_token", accessToken);
      if (config.facebookAppSecret !== undefined) {
        url.searchParams.set("appsecret_proof", createHmac("sha256", config.facebookAppSecret).update(accessToken).digest("hex"));
      }
      return getJson(doFetch, url, timeoutMs)
        .andThen((answer) => accepted(answer, facebookMeSchema))
        .andThen((me): ResultAsync<SocialIdentity, SocialError> => {
          if (me.id !== uid) return errAsync(socialTokenInvalid());
          return okAsync({ provider: "FACEBOOK", id: me.id, email: blankToNull(me.email)?.toLowerCase() ?? null, name: blankToNull(me.name) });
        });
    },
  };
}
