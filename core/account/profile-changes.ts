import type { Language } from "./language";

/**
 * A profile update (PUT /user/profile): any of the fields, absent ones left as they are;
 * `facebook` or `googleIdToken` connects that account. The server's update-profile use case
 * takes it with the caller's id, and AccountApiPort.updateProfile sends it.
 */
export type ProfileChanges = Readonly<{
  displayName?: string;
  isSubscribeNews?: boolean;
  language?: Language;
  /** Connect Facebook: the access token, and the SDK's user id when it gave one (else the token's own user). */
  facebook?: Readonly<{ uid?: string; accessToken: string }>;
  /** Connect Google: the id token from Google sign-in. */
  googleIdToken?: string;
  /** The nonce the redirect flow started with: the id token must carry it. */
  googleNonce?: string;
}>;
