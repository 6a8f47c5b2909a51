/**
 * The CLI's composition root: every adapter a command may need, bound with a factory (no
 * decorators anywhere, so no reflect-metadata), once per run, as a singleton. cli-context
 * imports this module only when a command first asks for a service, so commands that need none
 * (`kul kyc check-id`) never load inversify.
 */
import path from "node:path";
import { Container, type ResolutionContext } from "inversify";
import { createApiClient, type ApiClient } from "../../adapters/http-client/api-client";
import { createAdminUsersClient } from "../../adapters/http-client/admin-users.client";
import { createAssessmentClient } from "../../adapters/http-client/assessment.client";
import { createHistoryClient } from "../../adapters/http-client/history.client";
import { createAdminKycClient, createKycClient } from "../../adapters/http-client/kyc.client";
import { createMarketClient } from "../../adapters/http-client/market.client";
import { createProfileClient } from "../../adapters/http-client/profile.client";
import { createReferenceDataClient } from "../../adapters/http-client/reference-data.client";
import { createReferralClient } from "../../adapters/http-client/referral.client";
import { createSessionClient } from "../../adapters/http-client/session.client";
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

type ClientToken = { [K in Token]: ServiceMap[K] extends ApiClient ? never : K }[Token];
type ClientFactory = (api: ApiClient) => unknown;

// Every ProductApi client and its token; ctx.client(createKycClient) finds the binding by factory.
const CLIENTS: ReadonlyArray<readonly [ClientToken, ClientFactory]> = [
  [TOKENS.KycClient, createKycClient],
  [TOKENS.AdminKycClient, createAdminKycClient],
  [TOKENS.AdminUsersClient, createAdminUsersClient],
  [TOKENS.AssessmentClient, createAssessmentClient],
  [TOKENS.HistoryClient, createHistoryClient],
  [TOKENS.MarketClient, createMarketClient],
  [TOKENS.ProfileClient, createProfileClient],
  [TOKENS.ReferenceDataClient, createReferenceDataClient],
  [TOKENS.ReferralClient, createReferralClient],
  [TOKENS.SessionClient, createSessionClient],
];

/** The token bound to a client factory, or undefined for a factory the container does not know. */
export function clientToken(factory: ClientFactory): ClientToken | undefined {
  return CLIENTS.find(([, known]) => known === factory)?.[0];
}

/**
 * @example const services = createCliContainer({ env: process.env, lang: "en", out });
 *          const kyc = getService(services, TOKENS.KycClient);
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
  bind(TOKENS.ApiClient, () => {
    const origin = get(TOKENS.Config).apiUrl;
    const sessions = get(TOKENS.SessionStore);
    // The token is read per request: `account login` writes it mid-run, `logout` clears it.
    return createApiClient({ baseUrl: `${origin}/v1/api`, getToken: () => sessions.read(origin)?.token ?? null, getLanguage: () => lang });
  });
  for (const [token, factory] of CLIENTS) container.bind(token).toDynamicValue(() => factory(get(TOKENS.ApiClient))).inSingletonScope();
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
