import { z } from "zod";
import type { SocialProvider } from "../ports/account-services.port";
import { domainError } from "../shared/domain-error";
import { lazySchema } from "../shared/lazy-schema";

/**
 * The browser's social sign-in (OpenID Connect implicit flow for Google, OAuth for Facebook):
 * the authorization request the app redirects to, the pending sign-in it keeps meanwhile, and
 * the reading of the provider's answer at /social-callback. The use cases are
 * start-social-sign-in.ts and finish-social-sign-in.ts.
 */

/** Why the sign-in runs: to log in (or sign up), or to connect the provider to the signed-in account. */
export type SocialSignInPurpose = "LOGIN" | "CONNECT";

/** A pending sign-in expires after 10 minutes: the provider's page is a short detour. */
export const SOCIAL_SIGN_IN_TTL_MS = 10 * 60 * 1000;
/** Bytes of randomness in the state and in the nonce (256 bits each). */
export const SOCIAL_SIGN_IN_RANDOM_BYTES = 32;

/** Where a provider's authorization endpoint is and who we are to it (the server's GET /config). */
export type SocialProviderClient = Readonly<{ authUrl: string; clientId: string }>;

/** The sign-in the app started, kept until the provider answers: used once, before it expires. */
export const pendingSocialSignInSchema = lazySchema(() => z.object({
  state: z.string().min(16).max(256),
  nonce: z.string().min(16).max(256),
  provider: z.enum(["GOOGLE", "FACEBOOK"]),
  purpose: z.enum(["LOGIN", "CONNECT"]),
  expiresAt: z.number().int(),
  /** The app path to go back to afterwards; same-origin paths only. */
  returnTo: z.string().regex(/^\/(?!\/)[^\s\\]*$/),
  rememberMe: z.boolean(),
  /**
   * The visitor was shown, next to the provider buttons, that continuing accepts the terms of use, the
   * privacy policy and the AML policy: a sign-up this sign-in makes records that acceptance.
   */
  acceptsTerms: z.boolean().default(false),
}));
export type PendingSocialSignIn = z.infer<typeof pendingSocialSignInSchema>;

/** The callback's state is not the one this browser started (forged, tampered with, or from another tab or browser). */
export const socialStateInvalid = domainError("SOCIAL_STATE_INVALID");
/** The callback answered a sign-in started earlier that was already finished (state used once). */
export const socialStateUsed = domainError("SOCIAL_STATE_USED");
/** The sign-in was started more than 10 minutes ago. */
export const socialStateExpired = domainError("SOCIAL_STATE_EXPIRED");
/** The user cancelled on the provider's page; returnTo: where the sign-in began, to go back to quietly (spec 1 section 8). */
export const socialSignInCancelled = domainError("SOCIAL_SIGN_IN_CANCELLED", (returnTo: string) => ({ returnTo }));
/** The provider answered an error or no token (spec 1 section 8: 'Sorry, something went wrong.'). */
export const socialSignInFailed = domainError("SOCIAL_SIGN_IN_FAILED");
export type SocialCallbackError =
  | ReturnType<typeof socialStateInvalid>
  | ReturnType<typeof socialStateUsed>
  | ReturnType<typeof socialStateExpired>
  | ReturnType<typeof socialSignInCancelled>
  | ReturnType<typeof socialSignInFailed>;

/**
 * The provider's authorization URL: Google with response_type id_token, openid scope and the
 * nonce it copies into the id token; Facebook with response_type token and the email scope.
 * Both carry the state, which comes back unchanged with the answer.
 */
export function socialAuthorizationUrl(
  client: SocialProviderClient,
  request: Readonly<{ provider: SocialProvider; redirectUri: string; state: string; nonce: string }>,
): string {
  const url = new URL(client.authUrl);
  const params = url.searchParams;
  params.set("client_id", client.clientId);
  params.set("redirect_uri", request.redirectUri);
  params.set("state", request.state);
  if (request.provider === "GOOGLE") {
    params.set("response_type", "id_token");
    params.set("scope", "openid email profile");
    params.set("nonce", request.nonce);
    params.set("prompt", "select_account");
  } else {
    params.set("response_type", "token");
    params.set("scope", "email");
  }
  return url.toString();
}

/** What the provider sent back: the state and a token (Google's id_token, Facebook's access_token), or an error. */
export type SocialCallback = Readonly<{ state: string | null; idToken: string | null; accessToken: string | null; error: string | null }>;

/**
 * Reads the provider's answer from the callback's fragment (tokens) and query (Facebook puts
 * its errors there); the fragment wins.
 */
export function readSocialCallback(search: string, hash: string): SocialCallback {
  const query = new URLSearchParams(search.replace(/^\?/, ""));
  const fragment = new URLSearchParams(hash.replace(/^#/, ""));
  const read = (name: string) => {
    const value = fragment.get(name) ?? query.get(name);
    return value === "" ? null : value;
  };
  return { state: read("state"), idToken: read("id_token"), accessToken: read("access_token"), error: read("error") };
}

/** Compares two strings in time independent of where they differ. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * The rule at the callback: the state must be the pending sign-in's (else SOCIAL_STATE_INVALID,
 * or SOCIAL_STATE_USED when nothing is pending any more), not expired, and not a cancellation or
 * an error; then the token is the credential for the pending sign-in.
 */
export function checkSocialCallback(
  pending: PendingSocialSignIn | null,
  callback: SocialCallback,
  now: number,
): { ok: true; token: string; pending: PendingSocialSignIn } | { ok: false; error: SocialCallbackError } {
  if (callback.state === null || callback.state === "") return { ok: false, error: socialStateInvalid() };
  if (pending === null) return { ok: false, error: socialStateUsed() };
  if (!sameText(callback.state, pending.state)) return { ok: false, error: socialStateInvalid() };
  if (now >= pending.expiresAt) return { ok: false, error: socialStateExpired() };
  if (callback.error === "access_denied") return { ok: false, error: socialSignInCancelled(pending.returnTo) };
  const token = pending.provider === "GOOGLE" ? callback.idToken : callback.accessToken;
  if (callback.error !== null || token === null) return { ok: false, error: socialSignInFailed() };
  return { ok: true, token, pending };
}

/**
 * The server's side of the nonce: an id token obtained through the redirect flow must carry the
 * nonce the sign-in was started with, so a token issued for another sign-in is refused.
 */
export function nonceMatches(expected: string | undefined, carried: string | null | undefined): boolean {
  if (expected === undefined) return true;
  return typeof carried === "string" && sameText(expected, carried);
}
