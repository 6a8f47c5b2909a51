// The CLI container's service identifiers: one symbol per service, typed through ServiceMap so
// `services.get(TOKENS.x)` returns the right type without casts at the call site. Only symbols
// and types: importing it loads no adapter (cold start of `kul kyc check-id`).
import type { ApiClient as ApiClientT } from "../../adapters/http-client/api-client";
import type { createAdminUsersClient } from "../../adapters/http-client/admin-users.client";
import type { createAssessmentClient } from "../../adapters/http-client/assessment.client";
import type { createHistoryClient } from "../../adapters/http-client/history.client";
import type { createAdminKycClient, createKycClient } from "../../adapters/http-client/kyc.client";
import type { createMarketClient } from "../../adapters/http-client/market.client";
import type { createProfileClient } from "../../adapters/http-client/profile.client";
import type { createReferenceDataClient } from "../../adapters/http-client/reference-data.client";
import type { createReferralClient } from "../../adapters/http-client/referral.client";
import type { createSessionClient } from "../../adapters/http-client/session.client";
import type { CliConfig, CliConfigStore } from "../../adapters/storage/file/cli-config.store";
import type { SessionStore as SessionStoreT } from "../../adapters/storage/file/session.store";
import type { ChainPort } from "../../core/ports/chain.port";
import type { ClockPort } from "../../core/ports/clock.port";
import type { ChainOpener as ChainOpenerT, KeySource as KeySourceT } from "./context/chain-access";
import type { Language as LanguageT } from "./context/i18n";
import type { Output as OutputT } from "./context/output";

const Env: unique symbol = Symbol.for("kul.cli.Env");
const Language: unique symbol = Symbol.for("kul.cli.Language");
const Output: unique symbol = Symbol.for("kul.cli.Output");
const Clock: unique symbol = Symbol.for("kul.cli.Clock");
const ConfigStore: unique symbol = Symbol.for("kul.cli.ConfigStore");
const Config: unique symbol = Symbol.for("kul.cli.Config");
const SessionStore: unique symbol = Symbol.for("kul.cli.SessionStore");
const ApiClient: unique symbol = Symbol.for("kul.cli.ApiClient");
const KycClient: unique symbol = Symbol.for("kul.cli.KycClient");
const AdminKycClient: unique symbol = Symbol.for("kul.cli.AdminKycClient");
const AdminUsersClient: unique symbol = Symbol.for("kul.cli.AdminUsersClient");
const AssessmentClient: unique symbol = Symbol.for("kul.cli.AssessmentClient");
const HistoryClient: unique symbol = Symbol.for("kul.cli.HistoryClient");
const MarketClient: unique symbol = Symbol.for("kul.cli.MarketClient");
const ProfileClient: unique symbol = Symbol.for("kul.cli.ProfileClient");
const ReferenceDataClient: unique symbol = Symbol.for("kul.cli.ReferenceDataClient");
const ReferralClient: unique symbol = Symbol.for("kul.cli.ReferralClient");
const SessionClient: unique symbol = Symbol.for("kul.cli.SessionClient");
const KeySource: unique symbol = Symbol.for("kul.cli.KeySource");
const ChainOpener: unique symbol = Symbol.for("kul.cli.ChainOpener");
const Chain: unique symbol = Symbol.for("kul.cli.Chain");

/** The tokens; `unique symbol` each, so ServiceMap can key on them. Chain is resolved with getAsync. */
export const TOKENS = {
  Env,
  Language,
  Output,
  Clock,
  ConfigStore,
  Config,
  SessionStore,
  ApiClient,
  KycClient,
  AdminKycClient,
  AdminUsersClient,
  AssessmentClient,
  HistoryClient,
  MarketClient,
  ProfileClient,
  ReferenceDataClient,
  ReferralClient,
  SessionClient,
  KeySource,
  ChainOpener,
  Chain,
} as const;

type EnvT = Readonly<Record<string, string | undefined>>;

/** What each token resolves to. */
export type ServiceMap = {
  [TOKENS.Env]: EnvT;
  [TOKENS.Language]: LanguageT;
  [TOKENS.Output]: OutputT;
  [TOKENS.Clock]: ClockPort;
  [TOKENS.ConfigStore]: CliConfigStore;
  [TOKENS.Config]: CliConfig;
  [TOKENS.SessionStore]: SessionStoreT;
  [TOKENS.ApiClient]: ApiClientT;
  [TOKENS.KycClient]: ReturnType<typeof createKycClient>;
  [TOKENS.AdminKycClient]: ReturnType<typeof createAdminKycClient>;
  [TOKENS.AdminUsersClient]: ReturnType<typeof createAdminUsersClient>;
  [TOKENS.AssessmentClient]: ReturnType<typeof createAssessmentClient>;
  [TOKENS.HistoryClient]: ReturnType<typeof createHistoryClient>;
  [TOKENS.MarketClient]: ReturnType<typeof createMarketClient>;
  [TOKENS.ProfileClient]: ReturnType<typeof createProfileClient>;
  [TOKENS.ReferenceDataClient]: ReturnType<typeof createReferenceDataClient>;
  [TOKENS.ReferralClient]: ReturnType<typeof createReferralClient>;
  [TOKENS.SessionClient]: ReturnType<typeof createSessionClient>;
  [TOKENS.KeySource]: KeySourceT;
  [TOKENS.ChainOpener]: ChainOpenerT;
  [TOKENS.Chain]: ChainPort;
};
/** A service identifier of the container. */
export type Token = keyof ServiceMap;
