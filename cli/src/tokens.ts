// The CLI container's service identifiers: one symbol per service, typed through ServiceMap so
// `services.get(TOKENS.x)` returns the right type without casts at the call site. Only symbols
// and types: importing it loads no adapter (cold start of `kul kyc check-id`). The server is
// reached through the API ports only; which HTTP client implements them is container.ts's business.
import type { CliConfig, CliConfigStore } from "../../adapters/storage/file/cli-config.store";
import type { SessionStore as SessionStoreT } from "../../adapters/storage/file/session.store";
import type { AccountApiPort } from "../../core/ports/account-api.port";
import type { AssessmentApiPort } from "../../core/ports/assessment-api.port";
import type { ChainPort } from "../../core/ports/chain.port";
import type { ClockPort } from "../../core/ports/clock.port";
import type { HistoryApiPort } from "../../core/ports/history-api.port";
import type { TradeGateAdminApiPort, TradeGateApiPort } from "../../core/ports/trade-gate-api.port";
import type { KycApiPort, KycReviewApiPort } from "../../core/ports/kyc-api.port";
import type { MarketApiPort } from "../../core/ports/market-api.port";
import type { ReferralApiPort } from "../../core/ports/referral-api.port";
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
const AccountApi: unique symbol = Symbol.for("kul.cli.AccountApi");
const KycApi: unique symbol = Symbol.for("kul.cli.KycApi");
const KycReviewApi: unique symbol = Symbol.for("kul.cli.KycReviewApi");
const AssessmentApi: unique symbol = Symbol.for("kul.cli.AssessmentApi");
const ReferralApi: unique symbol = Symbol.for("kul.cli.ReferralApi");
const MarketApi: unique symbol = Symbol.for("kul.cli.MarketApi");
const HistoryApi: unique symbol = Symbol.for("kul.cli.HistoryApi");
const TradeGateApi: unique symbol = Symbol.for("kul.cli.TradeGateApi");
const TradeGateAdminApi: unique symbol = Symbol.for("kul.cli.TradeGateAdminApi");
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
  AccountApi,
  KycApi,
  KycReviewApi,
  AssessmentApi,
  ReferralApi,
  MarketApi,
  HistoryApi,
  TradeGateApi,
  TradeGateAdminApi,
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
  [TOKENS.AccountApi]: AccountApiPort;
  [TOKENS.KycApi]: KycApiPort;
  [TOKENS.KycReviewApi]: KycReviewApiPort;
  [TOKENS.AssessmentApi]: AssessmentApiPort;
  [TOKENS.ReferralApi]: ReferralApiPort;
  [TOKENS.MarketApi]: MarketApiPort;
  [TOKENS.HistoryApi]: HistoryApiPort;
  [TOKENS.TradeGateApi]: TradeGateApiPort;
  [TOKENS.TradeGateAdminApi]: TradeGateAdminApiPort;
  [TOKENS.KeySource]: KeySourceT;
  [TOKENS.ChainOpener]: ChainOpenerT;
  [TOKENS.Chain]: ChainPort;
};
/** A service identifier of the container. */
export type Token = keyof ServiceMap;

