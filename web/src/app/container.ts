import { sessionUserSchema } from "@adapters/api-contract/session-user.schema";
import { webConfigResponseSchema, type WebConfigResponse } from "@adapters/api-contract/web-config.schema";
import type { ApiClientOptions } from "@adapters/http-client/api-client";
import { withEarlyAssetProfile } from "@adapters/http-client/asset-profile";
import { COOKIE_NAMES } from "@core/account/session";
import type { TimerHandle } from "@core/ports/clock.port";
import type { MarketApiPort } from "@core/ports/market-api.port";
import { buildSchemaNow } from "@core/shared/lazy-schema";
import { requestWebConfig } from "@/config/api-base";
import { readBuildConfig, type BuildConfig, type RuntimeConfig, type ServerConfig } from "@/config/runtime-config";
import { noopAnalytics, type AnalyticsPort } from "@/lib/analytics/analytics.port";
import { documentCookies, type CookieJar } from "@/lib/session/cookies";
import { localStorageStore, type KeyValueStore } from "@/lib/session/key-value-store";
import { createSessionStore } from "@/lib/session/session-store";
import { createLoginPrompt } from "@/lib/session/login-prompt";
import { currentLanguage } from "@/lib/i18n/i18n";
import { createAssetProfileStore } from "@/lib/market/asset-profile-store";
import { sharedAssetProfile } from "@/lib/market/shared-asset-profile";
import { deferredPort } from "@/lib/services/deferred-port";
import { lazyService } from "@/lib/services/lazy-service";
import { createServiceContainer, type ServiceContainer } from "@/lib/services/service-container";
import { TOKENS, type ServiceMap, type Token } from "@/lib/services/tokens";
import { createToastQueue } from "@/lib/toast/toast-queue";
import { createBrowserTradeHistory } from "@/lib/trade-history/browser-trade-history";
import { createBrowserWallet } from "@/lib/wallet/browser-wallet";

/** Builds the schema of the server's config answer now, so reading the answer later only parses it. */
export function prepareServerConfigCheck(): void {
  buildSchemaNow(webConfigResponseSchema);
}

// The answer's schema proves its output is the app's ServerConfig.
const asServerConfig = (answer: WebConfigResponse): ServerConfig => answer;

/**
 * The app's configuration: the build's part, then the server's GET /config answer, checked at this
 * root; an unreachable server gives a config without chain (the app still shows). `response` is the
 * config request when main.tsx sent it already (first thing), `build` the build's part when read already.
 */
export async function loadRuntimeConfig(
  env: Readonly<Record<string, unknown>>,
  origin: string,
  response?: Promise<Response>,
  build: BuildConfig = readBuildConfig(env, origin),
): Promise<RuntimeConfig> {
  try {
    const server = asServerConfig(webConfigResponseSchema.parse(await (await (response ?? requestWebConfig(env, origin))).json()));
    return { ...build, ...server };
  } catch {
    return { ...build, environment: "production", insider: false, chain: null, captchaTestToken: null, partnerPlatformUrl: null, learningArticles: {}, walletConnectProjectId: null, social: { google: null, facebook: null } };
  }
}

/** A service from the container outside React (main.tsx), typed by its token. */
export function getService<K extends Token>(container: ServiceContainer, token: K): ServiceMap[K] {
  return container.get<ServiceMap[K]>(token);
}

/**
 * What a caller may replace (tests, another analytics vendor), and `earlyAssetProfile`: the answer
 * of the price table's request main.tsx sent before the app ran, which the first price-table call reads.
 */
export type ContainerOverrides = Readonly<{ analytics?: AnalyticsPort; storage?: KeyValueStore; cookies?: CookieJar; fetch?: typeof fetch; earlyAssetProfile?: Promise<Response> }>;

/**
 * The web app's composition root: every adapter bound with a factory, once, as a singleton.
 * @example const container = createAppContainer(await loadRuntimeConfig(import.meta.env, location.origin));
 */
export function createAppContainer(config: RuntimeConfig, overrides: ContainerOverrides = {}): ServiceContainer {
  const container = createServiceContainer();
  const cookies = overrides.cookies ?? documentCookies();
  const get = <K extends Token>(token: K): ServiceMap[K] => getService(container, token);
  const bind = <K extends Token>(token: K, factory: () => ServiceMap[K]) => container.bind<ServiceMap[K]>(token, factory);

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
  // The HTTP client is this root's own business: features and lib reach the server through the API
  // ports. The client, the ports and their answer schemas are one chunk (api-ports.ts), loaded
  // once for the page: each port below is there at once and waits for that chunk at its first call.
  const clientOptions: ApiClientOptions = {
    baseUrl: config.apiBaseUrl,
    getToken: () => cookies.get(COOKIE_NAMES.accessToken),
    getLanguage: currentLanguage,
    ...(overrides.fetch ? { fetch: overrides.fetch } : {}),
  };
  // The first price-table call answers from the request main.tsx sent before the app ran, without
  // waiting for the API ports' chunk.
  const withEarly = (market: MarketApiPort): MarketApiPort => (overrides.earlyAssetProfile ? withEarlyAssetProfile(market, overrides.earlyAssetProfile) : market);
  const apiPorts = lazyService(() => import("@adapters/http-client/api-ports").then((m) => m.createApiPorts(clientOptions)));
  const api = async () => (await apiPorts()).client;
  bind(TOKENS.ProfileApi, () =>
    deferredPort(async () => (await apiPorts()).profile, { profile: true, acceptLegalDocuments: true, clearRewardFlags: true, markNotificationRead: true, recordCookieConsent: true }),
  );
  // The trading card and the price table share one price-table request (and so the same prices).
  bind(TOKENS.MarketApi, () =>
    sharedAssetProfile(
      withEarly(deferredPort(async () => (await apiPorts()).market, { listedAssets: true, assetProfile: true, priceSeries: true, tokenList: true, tradingEnvironment: true, bestRate: true })),
      () => get(TOKENS.Clock).now(),
    ),
  );
  // The price table and the assets panel share one polled list.
  bind(TOKENS.AssetProfile, () => createAssetProfileStore(get(TOKENS.MarketApi)));
  bind(TOKENS.HistoryApi, () =>
    deferredPort(async () => (await apiPorts()).history, {
      walletChallenge: true,
      linkWallet: true,
      checkDailyVolume: true,
      reportSentTrade: true,
      submitTradingObjective: true,
      tradeHistory: true,
      tradeHistoryReport: true,
      leaderboard: true,
    }),
  );
  bind(TOKENS.LegalApi, () => deferredPort(async () => (await apiPorts()).legal, { disclosures: true }));
  bind(TOKENS.TradeGateApi, () => deferredPort(async () => (await apiPorts()).tradeGate, { authorizeTrade: true }));
  bind(TOKENS.TradeHistory, () => createBrowserTradeHistory(get(TOKENS.Clock)));
  bind(TOKENS.Wallet, () => createBrowserWallet(config));
  bind(TOKENS.SessionStore, () =>
    createSessionStore({
      account: get(TOKENS.ProfileApi),
      // The rest of the account port (and the login schemas) loads only when someone logs out.
      logOut: async () => (await get(TOKENS.AccountApi)()).logOut(),
      parseUser: (value) => {
        const parsed = sessionUserSchema.safeParse(value);
        return parsed.success ? parsed.data : null;
      },
      cookies,
      clock: get(TOKENS.Clock),
    }),
  );
  bind(TOKENS.LoginPrompt, () => createLoginPrompt());
  bind(TOKENS.Toasts, () => createToastQueue());
  // Ports only lazily loaded pages use: each loads (with its schemas) at its first use, not in the first bundle.
  bind(TOKENS.AccountApi, () => lazyService(() => import("@adapters/http-client/account.api").then(async (m) => m.createAccountApi(await api()))));
  bind(TOKENS.KycApi, () => lazyService(() => import("@adapters/http-client/kyc.api").then(async (m) => m.createKycApi(await api()))));
  bind(TOKENS.KycDocumentApi, () =>
    lazyService(() =>
      import("@adapters/http-client/kyc-document.api").then((m) =>
        m.createKycDocumentApi({ baseUrl: config.apiBaseUrl, getToken: () => cookies.get(COOKIE_NAMES.accessToken), ...(overrides.fetch ? { fetch: overrides.fetch } : {}) }),
      ),
    ),
  );
  bind(TOKENS.AssessmentApi, () => lazyService(() => import("@adapters/http-client/assessment.api").then(async (m) => m.createAssessmentApi(await api()))));
  bind(TOKENS.ReferralApi, () => lazyService(() => import("@adapters/http-client/referral.api").then(async (m) => m.createReferralApi(await api()))));
  return container;
}
