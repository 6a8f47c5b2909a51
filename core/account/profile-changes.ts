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
  /** Connect Facebook: the SDK's user id and access token. */
  facebook?: Readonly<{ uid: string; accessToken: string }>;
  /** Connect Google: the id token from Google sign-in. */
  googleIdToken?: string;
}>;
