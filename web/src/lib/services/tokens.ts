// The container's service identifiers: one symbol per service, typed through ServiceMap so
// `useService(TOKENS.x)` returns the right type without casts at the call site. app/container.ts
// binds them; features and lib read them from here. Clients only lazily loaded pages use (login,
// registration, KYC, tests, referrals) are bound as loaders (`Lazy<T>`), so their schemas stay out
// of the first bundle: read them with useLazyService.
import type { ApiClient } from "@adapters/http-client/api-client";
import type { createAssessmentClient } from "@adapters/http-client/assessment.client";
import type { HistoryClient } from "@adapters/http-client/history.client";
import type { createKycClient } from "@adapters/http-client/kyc.client";
import type { MarketClient } from "@adapters/http-client/market.client";
import type { ProfileClient } from "@adapters/http-client/profile.client";
import type { createReferralClient } from "@adapters/http-client/referral.client";
import type { SessionClient } from "@adapters/http-client/session.client";
import type { ClockPort, SchedulerPort } from "@core/ports/clock.port";
import type { RuntimeConfig } from "@/config/runtime-config";
import type { AnalyticsPort } from "@/lib/analytics/analytics.port";
import type { AssetProfileStore } from "@/lib/market/asset-profile-store";
import type { CookieJar } from "@/lib/session/cookies";
import type { KeyValueStore } from "@/lib/session/key-value-store";
import type { LoginPrompt } from "@/lib/session/login-prompt";
import type { RegistrationCalls } from "@/lib/session/registration-calls";
import type { SessionStore } from "@/lib/session/session-store";
import type { ToastQueue } from "@/lib/toast/toast-queue";
import type { TradeHistoryStore } from "@/lib/trade-history/trade-history-store";
import type { BrowserWallet } from "@/lib/wallet/browser-wallet";
import type { Lazy } from "./lazy-service";

const Config: unique symbol = Symbol.for("kul.Config");
const Clock: unique symbol = Symbol.for("kul.Clock");
const Scheduler: unique symbol = Symbol.for("kul.Scheduler");
const Storage: unique symbol = Symbol.for("kul.Storage");
const Cookies: unique symbol = Symbol.for("kul.Cookies");
const Analytics: unique symbol = Symbol.for("kul.Analytics");
const ApiClient: unique symbol = Symbol.for("kul.ApiClient");
const ProfileClient: unique symbol = Symbol.for("kul.ProfileClient");
const MarketClient: unique symbol = Symbol.for("kul.MarketClient");
const AssetProfile: unique symbol = Symbol.for("kul.AssetProfile");
const HistoryClient: unique symbol = Symbol.for("kul.HistoryClient");
const TradeHistory: unique symbol = Symbol.for("kul.TradeHistory");
const Wallet: unique symbol = Symbol.for("kul.Wallet");
const SessionStore: unique symbol = Symbol.for("kul.SessionStore");
const LoginPrompt: unique symbol = Symbol.for("kul.LoginPrompt");
const Toasts: unique symbol = Symbol.for("kul.Toasts");
const SessionClient: unique symbol = Symbol.for("kul.SessionClient");
const RegistrationCalls: unique symbol = Symbol.for("kul.RegistrationCalls");
const KycClient: unique symbol = Symbol.for("kul.KycClient");
const AssessmentClient: unique symbol = Symbol.for("kul.AssessmentClient");
const ReferralClient: unique symbol = Symbol.for("kul.ReferralClient");

/** The container's tokens; `unique symbol` each, so ServiceMap can key on them. */
export const TOKENS = {
  Config,
  Clock,
  Scheduler,
  Storage,
  Cookies,
  Analytics,
  ApiClient,
  ProfileClient,
  MarketClient,
  AssetProfile,
  HistoryClient,
  TradeHistory,
  Wallet,
  SessionStore,
  LoginPrompt,
  Toasts,
  SessionClient,
  RegistrationCalls,
  KycClient,
  AssessmentClient,
  ReferralClient,
} as const;

/** The type bound to each token. */
export type ServiceMap = {
  [TOKENS.Config]: RuntimeConfig;
  [TOKENS.Clock]: ClockPort;
  [TOKENS.Scheduler]: SchedulerPort;
  [TOKENS.Storage]: KeyValueStore;
  [TOKENS.Cookies]: CookieJar;
  [TOKENS.Analytics]: AnalyticsPort;
  [TOKENS.ApiClient]: ApiClient;
  [TOKENS.ProfileClient]: ProfileClient;
  /** The market client with the price-table request shared (lib/market/shared-asset-profile.ts). */
  [TOKENS.MarketClient]: MarketClient;
  /** The polled price list the price table and the assets panel share. */
  [TOKENS.AssetProfile]: AssetProfileStore;
  [TOKENS.HistoryClient]: HistoryClient;
  /** The local trade history over localStorage, kept in step with other tabs. */
  [TOKENS.TradeHistory]: TradeHistoryStore;
  /** The wallet store, started; null when the app has no chain configured. */
  [TOKENS.Wallet]: BrowserWallet | null;
  [TOKENS.SessionStore]: SessionStore;
  [TOKENS.LoginPrompt]: LoginPrompt;
  [TOKENS.Toasts]: ToastQueue;
  [TOKENS.SessionClient]: Lazy<SessionClient>;
  [TOKENS.RegistrationCalls]: Lazy<RegistrationCalls>;
  [TOKENS.KycClient]: Lazy<ReturnType<typeof createKycClient>>;
  [TOKENS.AssessmentClient]: Lazy<ReturnType<typeof createAssessmentClient>>;
  [TOKENS.ReferralClient]: Lazy<ReturnType<typeof createReferralClient>>;
};
/** A service identifier of the container. */
export type Token = keyof ServiceMap;
/** The tokens whose service is a loader (`Lazy<T>`), read with useLazyService. */
export type LazyToken = { [K in Token]: ServiceMap[K] extends Lazy<unknown> ? K : never }[Token];
