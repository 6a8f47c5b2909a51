import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import { z } from "zod";
import type { SocialError, SocialIdentity, SocialIdentityPort } from "../../core/ports/account-services.port";
import { socialTokenInvalid, socialUnavailable } from "../../core/account/account.errors";
import { verifyFacebookToken } from "./facebook-token";
import { accepted, blankToNull, getJson } from "./social-http";

/**
 * Where and for which app tokens are checked (the server's GOOGLE_* and FACEBOOK_* config). A
 * provider with an endpoint or id unset is unavailable: nothing is called.
 */
export type SocialVerifierConfig = Readonly<{
  googleTokenInfoUrl: string | undefined;
  /** Our OAuth client id: a Google id token issued to another app (audience) is refused. */
  googleClientId: string | undefined;
  facebookGraphUrl: string | undefined;
  /** Our Facebook app: a token issued to another app is refused (debug_token's app_id). */
  facebookAppId: string | undefined;
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
  nonce: z.string().max(256).optional(),
});

/**
 * Verifies Google id tokens with the tokeninfo endpoint (issuer and audience = our client id;
 * an unverified email is dropped so it can never link an account) and Facebook access tokens
 * with debug_token (our app id) and /me (the uid the SDK gave).
 * @example const social = createSocialIdentityVerifier({ googleTokenInfoUrl, googleClientId, facebookGraphUrl, facebookAppId, facebookAppSecret });
 */
export function createSocialIdentityVerifier(config: SocialVerifierConfig): SocialIdentityPort {
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 10_000;
  return {
    verifyGoogle(idToken) {
      const { googleClientId: clientId, googleTokenInfoUrl } = config;
      if (clientId === undefined || googleTokenInfoUrl === undefined) return errAsync(socialUnavailable("Google login not configured"));
      const url = new URL(googleTokenInfoUrl);
      url.searchParams.set("id_token", idToken);
      return getJson(doFetch, url, timeoutMs)
        .andThen((answer) => accepted(answer, googleTokenInfoSchema))
        .andThen((info): ResultAsync<SocialIdentity, SocialError> => {
          if (!GOOGLE_ISSUERS.has(info.iss) || info.aud !== clientId) return errAsync(socialTokenInvalid());
          const verified = info.email_verified === true || info.email_verified === "true";
          const email = verified ? blankToNull(info.email)?.toLowerCase() ?? null : null;
          const identity: SocialIdentity = { provider: "GOOGLE", id: info.sub, email, name: blankToNull(info.name) };
          return okAsync(info.nonce === undefined ? identity : { ...identity, nonce: info.nonce });
        });
    },
    verifyFacebook(uid, accessToken) {
      const app = { graphUrl: config.facebookGraphUrl, appId: config.facebookAppId, appSecret: config.facebookAppSecret };
      return verifyFacebookToken(app, uid, accessToken, doFetch, timeoutMs);
    },
  };
}
