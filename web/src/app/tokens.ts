// The container's service identifiers: one symbol per service, typed through ServiceMap so
// `useService(TOKENS.x)` returns the right type without casts at the call site. Clients only
// lazily loaded code uses (login, registration, KYC, tests, referrals) are not bound here but made by
// app/use-api-client.ts, so their schemas stay out of the first bundle.
import type { ApiClient } from "@adapters/http-client/api-client";
import type { HistoryClient } from "@adapters/http-client/history.client";
import type { MarketClient } from "@adapters/http-client/market.client";
import type { ProfileClient } from "@adapters/http-client/profile.client";
import type { ClockPort, SchedulerPort } from "@core/ports/clock.port";
import type { RuntimeConfig } from "@/config/runtime-config";
import type { AnalyticsPort } from "@/lib/analytics/analytics.port";
import type { KeyValueStore } from "@/lib/session/key-value-store";
import type { SessionStore } from "@/lib/session/session-store";
import type { LoginPrompt } from "@/lib/session/login-prompt";

const Config: unique symbol = Symbol.for("kul.Config");
const Clock: unique symbol = Symbol.for("kul.Clock");
const Scheduler: unique symbol = Symbol.for("kul.Scheduler");
const Storage: unique symbol = Symbol.for("kul.Storage");
const Analytics: unique symbol = Symbol.for("kul.Analytics");
const ApiClient: unique symbol = Symbol.for("kul.ApiClient");
const ProfileClient: unique symbol = Symbol.for("kul.ProfileClient");
const MarketClient: unique symbol = Symbol.for("kul.MarketClient");
const HistoryClient: unique symbol = Symbol.for("kul.HistoryClient");
const SessionStore: unique symbol = Symbol.for("kul.SessionStore");
const LoginPrompt: unique symbol = Symbol.for("kul.LoginPrompt");

/** The container's tokens; `unique symbol` each, so ServiceMap can key on them. */
export const TOKENS = {
  Config,
  Clock,
  Scheduler,
  Storage,
  Analytics,
  ApiClient,
  ProfileClient,
  MarketClient,
  HistoryClient,
  SessionStore,
  LoginPrompt,
} as const;

/** The type bound to each token. */
export type ServiceMap = {
  [TOKENS.Config]: RuntimeConfig;
  [TOKENS.Clock]: ClockPort;
  [TOKENS.Scheduler]: SchedulerPort;
  [TOKENS.Storage]: KeyValueStore;
  [TOKENS.Analytics]: AnalyticsPort;
  [TOKENS.ApiClient]: ApiClient;
  [TOKENS.ProfileClient]: ProfileClient;
  [TOKENS.MarketClient]: MarketClient;
  [TOKENS.HistoryClient]: HistoryClient;
  [TOKENS.SessionStore]: SessionStore;
  [TOKENS.LoginPrompt]: LoginPrompt;
};
/** A service identifier of the container. */
export type Token = keyof ServiceMap;
