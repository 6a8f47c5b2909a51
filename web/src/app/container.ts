import { Container } from "inversify";
import { createApiClient } from "@adapters/http-client/api-client";
import { createHistoryClient } from "@adapters/http-client/history.client";
import { createMarketClient } from "@adapters/http-client/market.client";
import { createProfileClient } from "@adapters/http-client/profile.client";
import { COOKIE_NAMES } from "@core/account/session";
import type { TimerHandle } from "@core/ports/clock.port";
import type { RuntimeConfig } from "@/config/runtime-config";
import { noopAnalytics, type AnalyticsPort } from "@/lib/analytics/analytics.port";
import { documentCookies, type CookieJar } from "@/lib/session/cookies";
import { localStorageStore, type KeyValueStore } from "@/lib/session/key-value-store";
import { createSessionStore } from "@/lib/session/session-store";
import { createLoginPrompt } from "@/lib/session/login-prompt";
import { currentLanguage } from "@/lib/i18n/i18n";
import { createAssetProfileStore } from "@/lib/market/asset-profile-store";
import { sharedAssetProfile } from "@/lib/market/shared-asset-profile";
import { lazyService } from "@/lib/services/lazy-service";
import { TOKENS, type ServiceMap, type Token } from "@/lib/services/tokens";
import { createToastQueue } from "@/lib/toast/toast-queue";
import { createBrowserTradeHistory } from "@/lib/trade-history";
import { createBrowserWallet } from "@/lib/wallet/browser-wallet";

/** A service from the container outside React (main.tsx), typed by its token. */
export function getService<K extends Token>(container: Container, token: K): ServiceMap[K] {
  return container.get<ServiceMap[K]>(token);
}

/** What a caller may replace (tests, another analytics vendor). */
export type ContainerOverrides = Readonly<{ analytics?: AnalyticsPort; storage?: KeyValueStore; cookies?: CookieJar; fetch?: typeof fetch }>;

// No reflect-metadata: every binding is a factory (no decorators), which inversify 8 resolves
// without it, and the polyfill would cost the first load about 5 KB gzip.

/**
 * The web app's composition root: every adapter bound with a factory, once, as a singleton.
 * @example const container = createAppContainer(await loadRuntimeConfig(import.meta.env, location.origin));
 */
export function createAppContainer(config: RuntimeConfig, overrides: ContainerOverrides = {}): Container {
  const container = new Container({ defaultScope: "Singleton" });
  const cookies = overrides.cookies ?? documentCookies();
  const get = <K extends Token>(token: K): ServiceMap[K] => getService(container, token);
  const bind = <K extends Token>(token: K, factory: () => ServiceMap[K]) => container.bind<ServiceMap[K]>(token).toDynamicValue(factory).inSingletonScope();

  bind(TOKENS.Config, () => config);
  bind(TOKENS.Clock, () => ({ now: () => Date.now() }));
  bind(TOKENS.Scheduler, () => {
    let next = 1;
    const timers = new Map<number, ReturnType<typeof setTimeout>>();
    return {
      setTimeout(callback, ms): TimerHandle {
        const id = next++;
        timers.set(id, setTimeout(() => (timers.delete(id), callback()), ms));
        return { id };
      },
      clearTimeout(handle) {
        clearTimeout(timers.get(handle.id));
        timers.delete(handle.id);
      },
    };
  });
  bind(TOKENS.Storage, () => overrides.storage ?? localStorageStore());
  bind(TOKENS.Cookies, () => cookies);
  bind(TOKENS.Analytics, () => overrides.analytics ?? noopAnalytics);
  bind(TOKENS.ApiClient, () =>
    createApiClient({
      baseUrl: config.apiBaseUrl,
      getToken: () => cookies.get(COOKIE_NAMES.accessToken),
      getLanguage: currentLanguage,
      ...(overrides.fetch ? { fetch: overrides.fetch } : {}),
    }),
  );
  bind(TOKENS.ProfileClient, () => createProfileClient(get(TOKENS.ApiClient)));
  // The trading card and the price table share one price-table request (and so the same prices).
  bind(TOKENS.MarketClient, () => sharedAssetProfile(createMarketClient(get(TOKENS.ApiClient)), () => get(TOKENS.Clock).now()));
  // The price table and the assets panel share one polled list.
  bind(TOKENS.AssetProfile, () => createAssetProfileStore(get(TOKENS.MarketClient)));
  bind(TOKENS.HistoryClient, () => createHistoryClient(get(TOKENS.ApiClient)));
  bind(TOKENS.TradeHistory, () => createBrowserTradeHistory(get(TOKENS.Clock)));
  bind(TOKENS.Wallet, () => createBrowserWallet(config));
  bind(TOKENS.SessionStore, () =>
    createSessionStore({
      // The session client (and the registration schemas it shares) loads only when someone logs out.
      logout: async () => (await get(TOKENS.SessionClient)()).logout(),
      profile: get(TOKENS.ProfileClient),
      cookies,
      clock: get(TOKENS.Clock),
    }),
  );
  bind(TOKENS.LoginPrompt, () => createLoginPrompt());
  bind(TOKENS.Toasts, () => createToastQueue());
  // Clients only lazily loaded pages use: each loads (with its schemas) at its first use, not in the first bundle.
  const api = () => get(TOKENS.ApiClient);
  bind(TOKENS.SessionClient, () => lazyService(() => import("@adapters/http-client/session.client").then((m) => m.createSessionClient(api()))));
  bind(TOKENS.RegistrationCalls, () => lazyService(() => import("@/lib/session/registration-calls").then((m) => m.createRegistrationCalls(api()))));
  bind(TOKENS.KycClient, () => lazyService(() => import("@adapters/http-client/kyc.client").then((m) => m.createKycClient(api()))));
  bind(TOKENS.AssessmentClient, () => lazyService(() => import("@adapters/http-client/assessment.client").then((m) => m.createAssessmentClient(api()))));
  bind(TOKENS.ReferralClient, () => lazyService(() => import("@adapters/http-client/referral.client").then((m) => m.createReferralClient(api()))));
  return container;
}
