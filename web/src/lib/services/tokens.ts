// The container's service identifiers: one symbol per service, typed through ServiceMap so
// `useService(TOKENS.x)` returns the right type without casts at the call site. app/container.ts
// binds them; features and lib read them from here. The server is reached only through the core's
// API ports. The ones only lazily loaded pages use (login and registration, KYC, tests, referrals)
// are bound as loaders (`Lazy<T>`), so their code stays out of the first bundle: read them with
// useLazyService.
import type { AccountApiPort } from "@core/ports/account-api.port";
import type { AssessmentApiPort } from "@core/ports/assessment-api.port";
import type { HistoryApiPort } from "@core/ports/history-api.port";
import type { TradeGateApiPort } from "@core/ports/trade-gate-api.port";
import type { KycApiPort } from "@core/ports/kyc-api.port";
import type { KycDocumentApiPort } from "@core/ports/kyc-document-api.port";
import type { LegalApiPort } from "@core/ports/legal-api.port";
import type { MarketApiPort } from "@core/ports/market-api.port";
import type { ReferralApiPort } from "@core/ports/referral-api.port";
import type { ClockPort, SchedulerPort } from "@core/ports/clock.port";
import type { RuntimeConfig } from "@/config/runtime-config";
import type { AnalyticsPort } from "@/lib/analytics/analytics.port";
import type { AssetProfileStore } from "@/lib/market/asset-profile-store";
import type { CookieJar } from "@/lib/session/cookies";
import type { KeyValueStore } from "@/lib/session/key-value-store";
import type { LoginPrompt } from "@/lib/session/login-prompt";
import type { SessionStore } from "@/lib/session/session-store";
import type { ToastQueue } from "@/lib/toast/toast-queue";
import type { TradeHistoryStore } from "@/lib/trade-history/trade-history-store";
import type { BrowserWallet } from "@/lib/wallet/browser-wallet";
import type { Lazy } from "./lazy-service";

/**
 * The account calls every page may make, in the first bundle: the profile (loaded at boot), its
 * reward flags (the congratulations), notifications (the bell), the cookie consent (the bar) and
 * accepting new legal document versions (the exchange's alert).
 */
export type ProfileApi = Pick<AccountApiPort, "profile" | "acceptLegalDocuments" | "clearRewardFlags" | "markNotificationRead" | "recordCookieConsent">;

const Config: unique symbol = Symbol.for("kul.Config");
const Clock: unique symbol = Symbol.for("kul.Clock");
const Scheduler: unique symbol = Symbol.for("kul.Scheduler");
const Storage: unique symbol = Symbol.for("kul.Storage");
const Cookies: unique symbol = Symbol.for("kul.Cookies");
const Analytics: unique symbol = Symbol.for("kul.Analytics");
const ProfileApi: unique symbol = Symbol.for("kul.ProfileApi");
const MarketApi: unique symbol = Symbol.for("kul.MarketApi");
const AssetProfile: unique symbol = Symbol.for("kul.AssetProfile");
const HistoryApi: unique symbol = Symbol.for("kul.HistoryApi");
const TradeGateApi: unique symbol = Symbol.for("kul.TradeGateApi");
const TradeHistory: unique symbol = Symbol.for("kul.TradeHistory");
const Wallet: unique symbol = Symbol.for("kul.Wallet");
const SessionStore: unique symbol = Symbol.for("kul.SessionStore");
const LoginPrompt: unique symbol = Symbol.for("kul.LoginPrompt");
const Toasts: unique symbol = Symbol.for("kul.Toasts");
const AccountApi: unique symbol = Symbol.for("kul.AccountApi");
const KycApi: unique symbol = Symbol.for("kul.KycApi");
const KycDocumentApi: unique symbol = Symbol.for("kul.KycDocumentApi");
const AssessmentApi: unique symbol = Symbol.for("kul.AssessmentApi");
const ReferralApi: unique symbol = Symbol.for("kul.ReferralApi");
const LegalApi: unique symbol = Symbol.for("kul.LegalApi");

/** The container's tokens; `unique symbol` each, so ServiceMap can key on them. */
export const TOKENS = {
  Config,
  Clock,
  Scheduler,
  Storage,
  Cookies,
  Analytics,
  ProfileApi,
  MarketApi,
  AssetProfile,
  HistoryApi,
  TradeGateApi,
  TradeHistory,
  Wallet,
  SessionStore,
  LoginPrompt,
  Toasts,
  AccountApi,
  KycApi,
  KycDocumentApi,
  AssessmentApi,
  ReferralApi,
  LegalApi,
} as const;

/** The type bound to each token. */
export type ServiceMap = {
  [TOKENS.Config]: RuntimeConfig;
  [TOKENS.Clock]: ClockPort;
  [TOKENS.Scheduler]: SchedulerPort;
  [TOKENS.Storage]: KeyValueStore;
  [TOKENS.Cookies]: CookieJar;
  [TOKENS.Analytics]: AnalyticsPort;
  [TOKENS.ProfileApi]: ProfileApi;
  /** The market port with the price-table request shared (lib/market/shared-asset-profile.ts). */
  [TOKENS.MarketApi]: MarketApiPort;
  /** The polled price list the price table and the assets panel share. */
  [TOKENS.AssetProfile]: AssetProfileStore;
  [TOKENS.HistoryApi]: HistoryApiPort;
  /** The router's trading gate: the authorization of each trade. */
  [TOKENS.TradeGateApi]: TradeGateApiPort;
  /** The local trade history over localStorage, kept in step with other tabs. */
  [TOKENS.TradeHistory]: TradeHistoryStore;
  /** The wallet store, started; null when the app has no chain configured. */
  [TOKENS.Wallet]: BrowserWallet | null;
  [TOKENS.SessionStore]: SessionStore;
  [TOKENS.LoginPrompt]: LoginPrompt;
  [TOKENS.Toasts]: ToastQueue;
  /** The whole account port: logins, registration and the mailed links, profile changes. */
  [TOKENS.AccountApi]: Lazy<AccountApiPort>;
  [TOKENS.KycApi]: Lazy<KycApiPort>;
  /** The caller's uploaded KYC documents, read by their links (the summary's document links). */
  [TOKENS.KycDocumentApi]: Lazy<KycDocumentApiPort>;
  [TOKENS.AssessmentApi]: Lazy<AssessmentApiPort>;
  [TOKENS.ReferralApi]: Lazy<ReferralApiPort>;
  /** The footer's disclosures and the legal page's list of connected exchanges. */
  [TOKENS.LegalApi]: LegalApiPort;
};
/** A service identifier of the container. */
export type Token = keyof ServiceMap;
/** The tokens whose service is a loader (`Lazy<T>`), read with useLazyService. */
export type LazyToken = { [K in Token]: ServiceMap[K] extends Lazy<unknown> ? K : never }[Token];
