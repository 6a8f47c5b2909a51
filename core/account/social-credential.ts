import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { SocialError, SocialIdentity, SocialIdentityPort } from "../ports/account-services.port";
import { socialTokenInvalid } from "./account.errors";
import { nonceMatches } from "./social-sign-in";

/**
 * The provider's credential: Google's id token (with the nonce of the redirect flow that obtained
 * it, when it came that way), or Facebook's access token and the SDK's uid (null from the
 * redirect flow, which gives none: the token's own user).
 */
export type SocialCredential =
  | Readonly<{ provider: "GOOGLE"; idToken: string; nonce?: string | undefined }>
  | Readonly<{ provider: "FACEBOOK"; uid: string | null; accessToken: string }>;

/**
 * Verifies the credential with the provider; a Google id token sent with a nonce must carry that
 * nonce, so a token issued for another sign-in is refused (SOCIAL_TOKEN_INVALID).
 * @example verifySocialCredential(social, { provider: "GOOGLE", idToken, nonce })
 */
export function verifySocialCredential(social: SocialIdentityPort, credential: SocialCredential): ResultAsync<SocialIdentity, SocialError> {
  if (credential.provider === "FACEBOOK") return social.verifyFacebook(credential.uid, credential.accessToken);
  return social
    .verifyGoogle(credential.idToken)
    .andThen((identity) => (nonceMatches(credential.nonce, identity.nonce) ? okAsync(identity) : errAsync(socialTokenInvalid())));
}
