/**
 * The CLI's composition root: every adapter a command may need, bound with a factory (no
 * decorators anywhere, so no reflect-metadata), once per run, as a singleton. cli-context
 * imports this module only when a command first asks for a service, so commands that need none
 * (`kul kyc check-id`) never load inversify.
 */
import path from "node:path";
import { Container, type ResolutionContext } from "inversify";
import { createAccountApi } from "../../adapters/http-client/account.api";
import { createApiClient, type ApiClient } from "../../adapters/http-client/api-client";
import { createAssessmentApi } from "../../adapters/http-client/assessment.api";
import { createHistoryApi } from "../../adapters/http-client/history.client";
import { createTradeGateAdminApi, createTradeGateApi } from "../../adapters/http-client/trade-gate.client";
import { createKycReviewApi } from "../../adapters/http-client/kyc-review.api";
import { createKycApi } from "../../adapters/http-client/kyc.api";
import { createMarketApi } from "../../adapters/http-client/market.client";
import { createReferralApi } from "../../adapters/http-client/referral.api";
import { createCliConfigStore } from "../../adapters/storage/file/cli-config.store";
import { createSessionStore } from "../../adapters/storage/file/session.store";
import type { ClockPort } from "../../core/ports/clock.port";
import type { Language } from "./context/i18n";
import type { Output } from "./context/output";
import { ROOT } from "./paths";
import { TOKENS, type ServiceMap, type Token } from "./tokens";

export type CliContainerOptions = Readonly<{
  env: Readonly<Record<string, string | undefined>>;
  lang: Language;
  out: Output;
  /** Tests may pin time; the CLI uses the wall clock. */
  clock?: ClockPort;
}>;

/** A service by its token, typed (synchronous bindings; use getServiceAsync for TOKENS.Chain). */
export function getService<K extends Token>(container: Container, token: K): ServiceMap[K] {
  return container.get<ServiceMap[K]>(token);
}

export function getServiceAsync<K extends Token>(container: Container, token: K): Promise<ServiceMap[K]> {
  return container.getAsync<ServiceMap[K]>(token);
}

// The HTTP client is this root's own business: commands reach the server through the API ports.
const API_CLIENT: unique symbol = Symbol.for("kul.cli.ApiClient");

/**
 * @example const services = createCliContainer({ env: process.env, lang: "en", out });
 *          const kyc = getService(services, TOKENS.KycApi);
 */
export function createCliContainer({ env, lang, out, clock = { now: () => Date.now() } }: CliContainerOptions): Container {
  const container = new Container({ defaultScope: "Singleton" });
  const get = <K extends Token>(token: K): ServiceMap[K] => getService(container, token);
  const bind = <K extends Token>(token: K, factory: (context: ResolutionContext) => ServiceMap[K] | Promise<ServiceMap[K]>) =>
    container.bind<ServiceMap[K]>(token).toDynamicValue(factory).inSingletonScope();

  bind(TOKENS.Env, () => env);
  bind(TOKENS.Language, () => lang);
  bind(TOKENS.Output, () => out);
  bind(TOKENS.Clock, () => clock);
  bind(TOKENS.ConfigStore, () => createCliConfigStore(env, { deploymentsDir: path.join(ROOT, "deployments") }));
  // Throws CliConfigInvalid (a list of what is wrong) on first use; cli-context prints it.
  bind(TOKENS.Config, () => get(TOKENS.ConfigStore).load());
  bind(TOKENS.SessionStore, () => createSessionStore(env, () => get(TOKENS.Clock).now()));
  container
    .bind<ApiClient>(API_CLIENT)
    .toDynamicValue(() => {
      const origin = get(TOKENS.Config).apiUrl;
      const sessions = get(TOKENS.SessionStore);
      // The token is read per request: `account login` writes it mid-run, `logout` clears it.
      return createApiClient({ baseUrl: `${origin}/v1/api`, getToken: () => sessions.read(origin)?.token ?? null, getLanguage: () => lang });
    })
    .inSingletonScope();
  // Every API port over the one ApiClient of the run.
  const api = () => container.get<ApiClient>(API_CLIENT);
  bind(TOKENS.AccountApi, () => createAccountApi(api()));
  bind(TOKENS.KycApi, () => createKycApi(api()));
  bind(TOKENS.KycReviewApi, () => createKycReviewApi(api()));
  bind(TOKENS.AssessmentApi, () => createAssessmentApi(api()));
  bind(TOKENS.ReferralApi, () => createReferralApi(api()));
  bind(TOKENS.MarketApi, () => createMarketApi(api()));
  bind(TOKENS.HistoryApi, () => createHistoryApi(api()));
  bind(TOKENS.TradeGateApi, () => createTradeGateApi(api()));
  bind(TOKENS.TradeGateAdminApi, () => createTradeGateAdminApi(api()));
  // The chain side is imported on first use only: ethers and viem are the heaviest packages we load.
  bind(TOKENS.KeySource, async () => (await import("./context/chain-access")).createKeySource(env, out));
  bind(TOKENS.ChainOpener, async ({ getAsync }) => {
    const [{ createChainOpener }, keys] = await Promise.all([import("./context/chain-access"), getAsync<ServiceMap[typeof TOKENS.KeySource]>(TOKENS.KeySource)]);
    return createChainOpener(get(TOKENS.Config), keys);
  });
  bind(TOKENS.Chain, async ({ getAsync }) => (await getAsync<ServiceMap[typeof TOKENS.ChainOpener]>(TOKENS.ChainOpener))());
  return container;
}

export { TOKENS } from "./tokens";
