/**
 * What every `kul` command receives. Services (config, stores, API ports, chain) resolve through
 * the inversify container of `container.ts`, which is imported on the first request, so a command
 * that needs none (`kul kyc check-id`) never loads inversify or an adapter:
 * - `out`: printing (human lines, `--json` data, stderr warnings, spinner), colour rules applied;
 * - `t(key, vars)`: `locales/<lng>/cli.json`, or `errors.json` with an `errors:` prefix;
 * - `action(handler)`: wraps a commander action; the handler returns an exit code (EXIT.*) or
 *   throws a CliFailure (`usageError`, `refused`), which is printed in the right language and mode;
 * - `fail(error)`: prints any `{ code, ...values }` error (core errors, API errors) and returns 1;
 * - `config()`, `configStore()`, `sessionStore()`: settings and the 0600 session file;
 * - `api.account()`, `api.kyc({ auth: true })`...: the API ports (core/ports/*-api.port.ts), which
 *   send the stored session token; `auth` refuses first when no session is stored;
 * - `chain()`: a ChainPort (ethers or viem) with the key from KUL_PRIVATE_KEY or a keystore;
 * - `prompts()`: @inquirer/prompts, only on a TTY (else a usage error naming the missing value).
 */
import type { Result } from "neverthrow";
import type { Container } from "inversify";
import type { CliConfig, CliConfigStore } from "../../adapters/storage/file/cli-config.store";
import type { SessionStore } from "../../adapters/storage/file/session.store";
import type { ChainPort } from "../../core/ports/chain.port";
import type { ChainOptions } from "./context/chain-access";
import type { ServiceMap, Token, TOKENS } from "./tokens";
import { EXIT, isCliFailure, refused, usageError } from "./context/exit-codes";
import { createTranslator, errorMessage, type Language, type Translate, type Vars } from "./context/i18n";
import type { Output } from "./context/output";

export { EXIT, refused, usageError, type CliFailure } from "./context/exit-codes";
export type { Output, Spinner } from "./context/output";

type Env = Readonly<Record<string, string | undefined>>;
type Prompts = typeof import("@inquirer/prompts");
/** Any expected failure: a core DomainError, an API port's ApiError, a CliFailure. */
export type CodedError = Readonly<{ code: string; message?: string; [key: string]: unknown }>;

export type CliContext = Readonly<{
  out: Output;
  lang: Language;
  t: Translate;
  env: Env;
  action<A extends unknown[]>(handler: (...args: A) => Promise<number> | number): (...args: A) => Promise<void>;
  fail(error: CodedError, exitCode?: number, details?: unknown): number;
  /** Settings in effect (file + env + defaults); CLI_CONFIG_INVALID (exit 2) lists what is wrong. */
  config(): Promise<CliConfig>;
  configStore(): Promise<CliConfigStore>;
  sessionStore(): Promise<SessionStore>;
  /** The API ports, one per run each. */
  api: ApiPorts;
  /** Unwraps an API or chain result: the value, or throws CliFailure(code) (exit 1) to be printed. */
  unwrap<T, E extends CodedError>(result: PromiseLike<Result<T, E>>): Promise<T>;
  chain(options?: ChainOptions): Promise<ChainPort>;
  prompts(missing: string): Promise<Prompts>;
  /** The exit code set by the last action (read by main). */
  readonly exitCode: number;
}>;

/** `auth`: the call needs a login; without a stored session it is refused (CLI_LOGIN_REQUIRED) before any request. */
export type ApiOptions = Readonly<{ auth?: boolean }>;
type Port<K extends Token> = (options?: ApiOptions) => Promise<ServiceMap[K]>;

/** The API ports by the name commands ask for them with. */
export type ApiPorts = Readonly<{
  account: Port<typeof TOKENS.AccountApi>;
  kyc: Port<typeof TOKENS.KycApi>;
  kycReview: Port<typeof TOKENS.KycReviewApi>;
  assessment: Port<typeof TOKENS.AssessmentApi>;
  referral: Port<typeof TOKENS.ReferralApi>;
  market: Port<typeof TOKENS.MarketApi>;
  history: Port<typeof TOKENS.HistoryApi>;
  tradeGate: Port<typeof TOKENS.TradeGateApi>;
  tradeGateAdmin: Port<typeof TOKENS.TradeGateAdminApi>;
}>;

export type CliContextOptions = Readonly<{ out: Output; lang: Language; env: Env }>;

export function createCliContext({ out, lang, env }: CliContextOptions): CliContext {
  const t = createTranslator(lang);
  let exitCode: number = EXIT.OK;
  let services: Promise<Readonly<{ container: Container; root: typeof import("./container") }>> | undefined;

  const fail = (error: CodedError, code: number = EXIT.REFUSED, details?: unknown): number => {
    // The server sends a message's values under `details` ({ code, details: { email } }); the top level wins.
    const nested = typeof error.details === "object" && error.details !== null ? (error.details as Vars) : {};
    const vars: Vars = { ...nested, ...error };
    // Our catalogue first; a server code we do not know keeps the server's own message (sent in our language).
    const known = t(`errors:${error.code}`, vars) !== `errors:${error.code}`;
    const message = !known && typeof error.message === "string" && error.message !== "" ? error.message : errorMessage(t, error.code, vars);
    if (out.json) out.data({ ok: false, error: { ...error, code: error.code, message, ...(details === undefined ? {} : { details }) } });
    else out.warn(out.style.red(message));
    return code;
  };

  // The composition root, built once on the first service request.
  const container = () => (services ??= import("./container").then((root) => ({ root, container: root.createCliContainer({ env, lang, out }) })));
  const resolve = async <K extends Token>(pick: (tokens: typeof TOKENS) => K): Promise<ServiceMap[K]> => {
    const { root, container: c } = await container();
    return root.getServiceAsync(c, pick(root.TOKENS));
  };

  // An API port; with `auth`, a missing session is refused before the port is even built.
  const port = async <K extends Token>(pick: (tokens: typeof TOKENS) => K, { auth = false }: ApiOptions = {}): Promise<ServiceMap[K]> => {
    if (auth && !(await resolve((k) => k.SessionStore)).read((await resolve((k) => k.Config)).apiUrl)) throw refused("CLI_LOGIN_REQUIRED");
    return resolve(pick);
  };

  const ctx: CliContext = {
    out,
    lang,
    t,
    env,
    fail,
    get exitCode() {
      return exitCode;
    },
    action:
      (handler) =>
      async (...args) => {
        try {
          exitCode = await handler(...args);
        } catch (error) {
          if (isCliFailure(error)) exitCode = fail({ ...error.vars, code: error.code }, error.exitCode, error.details);
          else if ((error as { code?: unknown }).code === "CLI_CONFIG_INVALID") {
            const e = error as Error & { file: string; problems: string[] };
            exitCode = fail({ code: "CLI_CONFIG_INVALID", file: e.file, problems: e.problems }, EXIT.USAGE);
          } else if ((error as Error).name === "ExitPromptError") exitCode = fail({ code: "CLI_CANCELLED" }, EXIT.REFUSED);
          else throw error;
        }
      },
    config: () => resolve((k) => k.Config),
    configStore: () => resolve((k) => k.ConfigStore),
    sessionStore: () => resolve((k) => k.SessionStore),
    api: {
      account: (options) => port((k) => k.AccountApi, options),
      kyc: (options) => port((k) => k.KycApi, options),
      kycReview: (options) => port((k) => k.KycReviewApi, options),
      assessment: (options) => port((k) => k.AssessmentApi, options),
      referral: (options) => port((k) => k.ReferralApi, options),
      market: (options) => port((k) => k.MarketApi, options),
      history: (options) => port((k) => k.HistoryApi, options),
      tradeGate: (options) => port((k) => k.TradeGateApi, options),
      tradeGateAdmin: (options) => port((k) => k.TradeGateAdminApi, options),
    },
    async unwrap(result) {
      const settled = await result;
      if (settled.isOk()) return settled.value;
      const error: CodedError = settled.error;
      throw refused(error.code, { ...error }, "fields" in error ? error.fields : undefined);
    },
    async chain(options) {
      return (await resolve((k) => k.ChainOpener))(options);
    },
    async prompts(missing) {
      if (!out.interactive) throw usageError("CLI_MISSING_VALUE", { name: missing });
      return import("@inquirer/prompts");
    },
  };
  return ctx;
}
