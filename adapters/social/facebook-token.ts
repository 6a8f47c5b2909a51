import { createHmac } from "node:crypto";
import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import { z } from "zod";
import type { SocialError, SocialIdentity } from "../../core/ports/account-services.port";
import { socialTokenInvalid, socialUnavailable } from "../../core/account/account.errors";
import { accepted, blankToNull, getJson, under } from "./social-http";

/** Our Facebook app and where its Graph API is. */
export type FacebookApp = Readonly<{ graphUrl: string | undefined; appId: string | undefined; appSecret: string | undefined }>;

// debug_token answers 200 with is_valid false (and no app) for a token it does not know.
const debugTokenSchema = z.object({
  data: z.object({ is_valid: z.boolean(), app_id: z.string().optional(), user_id: z.string().optional() }),
});

const meSchema = z.object({
  id: z.string().min(1).max(255),
  name: z.string().max(255).optional(),
  email: z.string().max(254).optional(),
});

/**
 * Verifies a Facebook access token: debug_token (with our app's access token, id|secret) must
 * call it valid, issued to OUR app id and for the uid the SDK gave (any user when the redirect flow gave none), so a token another app
 * obtained from the same person is refused; then /me, with appsecret_proof, reads the name and email.
 */
export function verifyFacebookToken(app: FacebookApp, uid: string | null, accessToken: string, doFetch: typeof fetch, timeoutMs: number): ResultAsync<SocialIdentity, SocialError> {
  const { graphUrl, appId, appSecret } = app;
  if (graphUrl === undefined || appId === undefined || appSecret === undefined) return errAsync(socialUnavailable("Facebook login not configured"));
  const debug = under(graphUrl, "debug_token");
  debug.searchParams.set("input_token", accessToken);
  debug.searchParams.set("access_token", `${appId}|${appSecret}`);
  const me = under(graphUrl, "me");
  me.searchParams.set("fields", "id,name,email");
  me.searchParams.set("access_token", accessToken);
  me.searchParams.set("appsecret_proof", createHmac("sha256", appSecret).update(accessToken).digest("hex"));
  return getJson(doFetch, debug, timeoutMs)
    .andThen((answer) => accepted(answer, debugTokenSchema))
    .andThen(({ data }) =>
      data.is_valid && data.app_id === appId && data.user_id !== undefined && (uid === null || data.user_id === uid) ? okAsync(data.user_id) : errAsync(socialTokenInvalid()),
    )
    .andThen((owner) => getJson(doFetch, me, timeoutMs).andThen((answer) => accepted(answer, meSchema)).map((profile) => ({ owner, profile })))
    .andThen(({ owner, profile }): ResultAsync<SocialIdentity, SocialError> => {
      if (profile.id !== owner) return errAsync(socialTokenInvalid());
      return okAsync({ provider: "FACEBOOK", id: profile.id, email: blankToNull(profile.email)?.toLowerCase() ?? null, name: blankToNull(profile.name) });
    });
}
