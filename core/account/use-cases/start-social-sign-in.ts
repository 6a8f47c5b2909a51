import { err, ok, type Result } from "neverthrow";
import type { SocialError, SocialProvider } from "../../ports/account-services.port";
import type { ClockPort } from "../../ports/clock.port";
import type { TabStorePort } from "../../ports/tab-store.port";
import { socialUnavailable } from "../account.errors";
import {
  SOCIAL_SIGN_IN_RANDOM_BYTES,
  SOCIAL_SIGN_IN_TTL_MS,
  socialAuthorizationUrl,
  type PendingSocialSignIn,
  type SocialProviderClient,
  type SocialSignInPurpose,
} from "../social-sign-in";

/** Where the pending sign-in is kept in the tab: one at a time, a new start replaces it. */
export const PENDING_SOCIAL_SIGN_IN_KEY = "kul_social_sign_in";

/** The tab's store, the clock, and random url-safe text of `bytes` random bytes (crypto.getRandomValues). */
export type StartSocialSignInDeps = Readonly<{ store: TabStorePort; clock: ClockPort; randomToken: (bytes: number) => string }>;

export type StartSocialSignInInput = Readonly<{
  provider: SocialProvider;
  purpose: SocialSignInPurpose;
  /** The provider's authorization endpoint and our client id; null when this deployment has none. */
  client: SocialProviderClient | null;
  /** The app's /social-callback URL, registered with the provider. */
  redirectUri: string;
  /** The app path to return to once signed in (or connected). */
  returnTo: string;
  rememberMe: boolean;
  /** The buttons showed that continuing accepts the terms, privacy and AML policies (a sign-up records it). */
  acceptsTerms?: boolean;
}>;

/**
 * Starts a social sign-in: a fresh random state and nonce, kept in the tab with the provider,
 * the purpose and an expiry (10 minutes), and the provider's URL to send the browser to.
 * @example const url = startSocialSignIn(deps, { provider: "GOOGLE", purpose: "LOGIN", client, redirectUri, returnTo: "/", rememberMe: false });
 */
export function startSocialSignIn(deps: StartSocialSignInDeps, input: StartSocialSignInInput): Result<string, SocialError> {
  if (input.client === null) return err(socialUnavailable(`${input.provider} sign-in not configured`));
  const pending: PendingSocialSignIn = {
    state: deps.randomToken(SOCIAL_SIGN_IN_RANDOM_BYTES),
    nonce: deps.randomToken(SOCIAL_SIGN_IN_RANDOM_BYTES),
    provider: input.provider,
    purpose: input.purpose,
    expiresAt: deps.clock.now() + SOCIAL_SIGN_IN_TTL_MS,
    returnTo: /^\/(?!\/)[^\s\\]*$/.test(input.returnTo) ? input.returnTo : "/",
    rememberMe: input.rememberMe,
    acceptsTerms: input.acceptsTerms === true && input.purpose === "LOGIN",
  };
  deps.store.set(PENDING_SOCIAL_SIGN_IN_KEY, JSON.stringify(pending));
  return ok(socialAuthorizationUrl(input.client, { provider: input.provider, redirectUri: input.redirectUri, state: pending.state, nonce: pending.nonce }));
}
