import { useCallback } from "react";
import type { SocialProvider } from "@core/ports/account-services.port";
import type { SocialSignInPurpose } from "@core/account/social-sign-in";
import { startSocialSignIn } from "@core/account/use-cases/start-social-sign-in";
import type { TabStorePort } from "@core/ports/tab-store.port";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { localStorageStore } from "./key-value-store";

/** The app path the providers send the browser back to (registered with them as the redirect URI). */
export const SOCIAL_CALLBACK_PATH = "/social-callback";

/** This tab's sessionStorage: a pending sign-in survives the provider's page, not the tab. */
export function tabStore(): TabStorePort {
  return localStorageStore(globalThis.sessionStorage);
}

/** `bytes` random bytes from the browser's CSPRNG, base64url. */
export function randomToken(bytes: number): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...data)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * Social sign-in's start for the login and register forms and the profile's connect buttons:
 * whether a provider is offered here, and `start`, which keeps the pending sign-in (core) and
 * sends the browser to the provider's page. `start` answers false when it could not.
 */
export function useSocialSignIn() {
  const config = useService(TOKENS.Config);
  const clock = useService(TOKENS.Clock);
  const clientOf = useCallback((provider: SocialProvider) => (provider === "GOOGLE" ? config.social.google : config.social.facebook), [config]);
  const start = useCallback(
    (provider: SocialProvider, purpose: SocialSignInPurpose, options: Readonly<{ returnTo: string; rememberMe?: boolean; acceptsTerms?: boolean }>): boolean => {
      const url = startSocialSignIn(
        { store: tabStore(), clock, randomToken },
        { provider, purpose, client: clientOf(provider), redirectUri: `${window.location.origin}${SOCIAL_CALLBACK_PATH}`, returnTo: options.returnTo, rememberMe: options.rememberMe ?? false, acceptsTerms: options.acceptsTerms ?? false },
      );
      if (url.isErr()) return false;
      window.location.assign(url.value);
      return true;
    },
    [clock, clientOf],
  );
  return { available: (provider: SocialProvider) => clientOf(provider) !== null, start };
}
