/**
 * `kul up`: the local stack on one machine with no outside service: an in-process Hardhat node on
 * 127.0.0.1:8545 (chain id 31337), the contracts deployed and seeded, `deployments/31337.json`
 * written for the server, web app and CLI, the API server on 127.0.0.1:3000 (`/v1/api`, storage in
 * embedded PGlite under `.data/`, mail to the outbox at `/v1/api/dev/outbox`), a local Google and
 * Facebook issuer for social sign-in (unless GOOGLE_CLIENT_ID or FACEBOOK_APP_ID names real ones),
 * and funded test accounts printed. Runs until Ctrl-C. Shows one progress line per stage on stderr, then one
 * summary on stdout; request logs go to a file (LOG_FILE, default DATA_DIR/logs/api.log), or to the
 * terminal with --verbose.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { HDNodeWallet, Mnemonic, Wallet } from "ethers";
import { deployLocalStack, writeDeployment } from "../../../contracts/deploy";
import { startServer } from "../../../adapters/server/main";
import { startSocialIssuer, type SocialIssuer } from "../../../adapters/social/local-issuer";
import { ROOT } from "../paths";
import { refused } from "../context/exit-codes";
import { createProgress } from "./progress";
import { resetChainData } from "./reset-chain-data";
import { readyLocalOperator } from "./local-operator";
import { formatSummary, type SummaryLine } from "./summary";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../../../adapters/storage/private-dir";

/**
 * The local trading gate key: TRADE_GATE_KEY when set, else the one generated at the first `kul up` and kept
 * owner-only in DATA_DIR/trade-gate-key. Never printed.
 */
function localTradeGateKey(dataDir: string): `0x${string}` {
  const given = process.env.TRADE_GATE_KEY;
  if (given !== undefined && given !== "") return given as `0x${string}`;
  const file = path.join(dataDir, "trade-gate-key");
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (/^0x[0-9a-fA-F]{64}$/.test(stored)) return stored as `0x${string}`;
  } catch {
    // First start: no key yet.
  }
  const key = Wallet.createRandom().privateKey as `0x${string}`;
  ensurePrivateDir(dataDir);
  writeFileSync(file, `${key}\n`, { mode: PRIVATE_FILE_MODE });
  return key;
}

/**
 * Keeps the local router owner's key (the deployer, Hardhat's development account 0, a public test key)
 * owner-only in DATA_DIR/router-owner-key, where `kul admin gate` finds it on the local network.
 */
function keepLocalOwnerKey(dataDir: string, key: string): void {
  ensurePrivateDir(dataDir);
  writeFileSync(path.join(dataDir, "router-owner-key"), `${key}\n`, { mode: PRIVATE_FILE_MODE });
}

const HOST = "127.0.0.1";
const FUNDED_ACCOUNTS = 5;

/** Where the stack listens and keeps its files; tests start isolated stacks on free ports. */
export type UpOptions = Readonly<{
  /** Chain JSON-RPC port (0: any free port). */
  rpcPort: number;
  /** API server port (0: any free port). */
  apiPort: number;
  dataDir: string;
  deploymentsDir: string;
  /** Print one JSON line `{ready:true,...}` instead of the human summary. */
  json: boolean;
  /** Request logs and deployment steps on the terminal instead of the log file. */
  verbose: boolean;
  /** The request log's file (LOG_FILE, default DATA_DIR/logs/api.log); unused with `verbose`. */
  logFile: string;
}>;

/** Options from the environment (KUL_RPC_PORT, PORT, DATA_DIR, DEPLOYMENTS_DIR, LOG_FILE), with the local defaults. */
export function upOptionsFromEnv(env: Readonly<Record<string, string | undefined>>, json = false, verbose = false): UpOptions {
  const port = (value: string | undefined, fallback: number) => {
    const n = value === undefined || value === "" ? fallback : Number(value);
    if (!Number.isInteger(n) || n < 0 || n > 65_535) throw new Error(`not a port number: ${value}`);
    return n;
  };
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(ROOT, ".data"));
  return {
    rpcPort: port(env.KUL_RPC_PORT, 8545),
    apiPort: port(env.PORT, 3000),
    dataDir,
    deploymentsDir: path.resolve(env.DEPLOYMENTS_DIR ?? path.join(ROOT, "deployments")),
    json,
    verbose,
    logFile: path.resolve(env.LOG_FILE || path.join(dataDir, "logs", "api.log")),
  };
}

/** CLI_PORT_IN_USE (exit 1) when something listens on HOST:port already; port 0 is always free. */
async function assertPortFree(port: number, variable: string): Promise<void> {
  if (port === 0) return;
  const { createServer } = await import("node:net");
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? refused("CLI_PORT_IN_USE", { address: `${HOST}:${port}`, variable }) : error),
    );
    probe.listen(port, HOST, () => probe.close(() => resolve()));
  });
}

type HardhatRuntime = typeof import("hardhat");

async function loadHardhat(): Promise<HardhatRuntime> {
  process.env.HARDHAT_NETWORK = "hardhat";
  // Loaded lazily: only this command needs Hardhat's runtime.
  const loaded = await import("hardhat");
  return "default" in loaded ? (loaded.default as HardhatRuntime) : loaded;
}

/** The node's well-known development accounts (public keys; never use them on a real network). */
function developmentAccounts(hre: HardhatRuntime, count: number): { address: string; privateKey: string }[] {
  const accounts = hre.config.networks.hardhat.accounts;
  if (Array.isArray(accounts)) throw new Error("kul up expects the Hardhat network to use its mnemonic accounts");
  const mnemonic = Mnemonic.fromPhrase(accounts.mnemonic, accounts.passphrase);
  return Array.from({ length: count }, (_, i) => {
    const wallet = HDNodeWallet.fromMnemonic(mnemonic, `${accounts.path}/${accounts.initialIndex + i}`);
    return { address: wallet.address, privateKey: wallet.privateKey };
  });
}

/** Message lookup (the CLI's `ctx.t`); English built-ins when run on its own. */
type Translate = (key: string, vars?: Readonly<Record<string, unknown>>) => string;
const plain: Translate = (key, vars = {}) => `${key} ${JSON.stringify(vars)}`;

/** A path as the user may type it from where they ran `kul up`: relative below it, else absolute. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative === "" || relative.startsWith("..") || path.isAbsolute(relative) ? file : relative;
}

type Write = typeof process.stdout.write;

/**
 * Runs `work` with what it prints (Hardhat's compiler output and warnings) held back, unless
 * `verbose`; on failure the held output is printed on stderr before the error goes on, so the
 * compiler's message is never lost.
 */
async function quietly<T>(verbose: boolean, work: () => Promise<T>): Promise<T> {
  if (verbose) return work();
  const held: string[] = [];
  const streams = [process.stdout, process.stderr] as const;
  const writes = streams.map((stream) => stream.write);
  const hold = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    held.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
    callback?.();
    return true;
  }) as Write;
  for (const stream of streams) stream.write = hold;
  const restore = () => streams.forEach((stream, i) => (stream.write = writes[i]!));
  try {
    const result = await work();
    restore();
    return result;
  } catch (error) {
    restore();
    process.stderr.write(held.join(""));
    throw error;
  }
}

export async function runUp(options: UpOptions = upOptionsFromEnv(process.env), ctx?: Readonly<{ t: Translate }>): Promise<number> {
  const t = ctx?.t ?? plain;
  const say = (line: string) => {
    if (!options.json) process.stdout.write(line);
  };
  // Bound now: the progress lines still reach the terminal while `quietly` holds other output back.
  const progressWrite = process.stderr.write.bind(process.stderr);
  const progress = createProgress({ stream: { isTTY: process.stderr.isTTY, write: (text: string) => progressWrite(text) }, enabled: !options.json });
  // Checked before anything starts: Hardhat's RPC server reports a taken port as an unhandled error.
  await assertPortFree(options.rpcPort, "KUL_RPC_PORT");
  await assertPortFree(options.apiPort, "PORT");
  const hre = await progress.step(t("up.stage.compile"), async () => {
    const loaded = await loadHardhat();
    await quietly(options.verbose, () => loaded.run("compile", { quiet: true }));
    return loaded;
  });
  const { server, rpcUrl } = await progress.step(t("up.stage.chain"), async () => {
    const { JsonRpcServer } = await import("hardhat/internal/hardhat-network/jsonrpc/server");
    const rpc = new JsonRpcServer({ hostname: HOST, port: options.rpcPort, provider: hre.network.provider });
    const { address, port } = await rpc.listen().catch((error: unknown) => {
      const inUse = (error as { code?: string }).code === "EADDRINUSE";
      throw inUse ? refused("CLI_PORT_IN_USE", { address: `${HOST}:${options.rpcPort}`, variable: "KUL_RPC_PORT" }) : error;
    });
    return { server: rpc, rpcUrl: `http://${address}:${port}` };
  });

  const accounts = developmentAccounts(hre, FUNDED_ACCOUNTS);
  const gateKey = localTradeGateKey(options.dataDir);
  // The router's trading gate is on: every trade needs the server's authorization. KUL_TRADE_GATE=off deploys it
  // off (an insiders' deployment, or a test stack whose fixtures trade from wallets no eligible account holds).
  const gateOn = process.env.KUL_TRADE_GATE !== "off";
  const { deployment, file } = await progress.step(t("up.stage.deploy"), async () => {
    const [deployer] = await hre.ethers.getSigners();
    if (!deployer) throw new Error("the Hardhat network has no accounts");
    const ownerKey = accounts.find((a) => a.address === deployer.address)?.privateKey;
    if (ownerKey !== undefined) keepLocalOwnerKey(options.dataDir, ownerKey);
    const deployed = await deployLocalStack(deployer, {
      fundAccounts: accounts.map((a) => a.address),
      tradeGate: { signer: new Wallet(gateKey).address, on: gateOn },
      log: (line) => (options.verbose && !options.json ? process.stderr.write(`  ${line}\n`) : undefined),
    });
    return { deployment: deployed, file: writeDeployment(options.deploymentsDir, deployed) };
  });
  // Social sign-in with no outside service, unless the environment names its own providers.
  const ownProviders = Boolean(process.env.GOOGLE_CLIENT_ID || process.env.FACEBOOK_APP_ID);
  const issuer: SocialIssuer | null = ownProviders ? null : await startSocialIssuer();
  const serverEnv = {
    HOST,
    ENVIRONMENT: "local",
    ...issuer?.serverEnv,
    ...process.env,
    PORT: String(options.apiPort),
    DATA_DIR: options.dataDir,
    DEPLOYMENTS_DIR: options.deploymentsDir,
    RPC_URL: rpcUrl,
    LOG_FILE: options.verbose ? "" : options.logFile,
    TRADE_GATE_KEY: gateKey,
  };
  const stageLabels = { database: t("up.stage.database"), server: t("up.stage.server") } as const;
  const api = await startServer(serverEnv, {
    stage: async (name, run) =>
      progress.step(stageLabels[name], async () => {
        // A fresh chain under kept data: forget what the indexer read from the previous one (PGlite only).
        if (name === "database" && !process.env.DATABASE_URL) await resetChainData(options.dataDir);
        return run();
      }),
  }).catch(async (error: unknown) => {
    await server.close();
    await issuer?.close();
    const inUse = (error as { code?: string }).code === "EADDRINUSE";
    throw inUse ? refused("CLI_PORT_IN_USE", { address: `${HOST}:${options.apiPort}`, variable: "PORT" }) : error;
  });
  const operator = await readyLocalOperator(api, options.dataDir).catch(async (error: unknown) => {
    await api.stop();
    await server.close();
    throw error;
  });
  if (options.json) {
    const logFile = options.verbose ? null : options.logFile;
    process.stdout.write(`${JSON.stringify({ ready: true, api: api.origin, rpcUrl, chainId: 31337, router: deployment.router, deployment: file, logFile, accounts, ...(operator ? { operator } : {}) })}\n`);
  } else {
    const webBuilt = existsSync(path.join(ROOT, "web/dist/index.html")) || Boolean(process.env.WEB_DIST_DIR);
    const summary: SummaryLine[] = [
      { label: t("up.ready.web"), value: webBuilt ? `${api.origin}/` : t("up.ready.webMissing") },
      { label: t("up.ready.api"), value: `${api.origin}/v1/api (OpenAPI: ${api.origin}/v1/api/openapi.json)` },
      { label: t("up.ready.outbox"), value: `${api.origin}/v1/api/dev/outbox` },
      { label: t("up.ready.chain"), value: t("up.ready.chainValue", { rpcUrl, chainId: 31337 }) },
      { label: t("up.ready.deployment"), value: t("up.ready.deploymentValue", { file: shown(file), router: deployment.router }) },
      ...(issuer ? [{ label: t("up.ready.social"), value: t("up.ready.socialValue", { origin: new URL(issuer.googleAuthUrl).origin }) }] : []),
      { label: t("up.ready.logs"), value: options.verbose ? t("up.ready.logsTerminal") : shown(options.logFile) },
      { label: t("up.ready.stop"), value: t("up.ready.stopHow") },
    ];
    say(`\n${formatSummary(t("up.ready.title"), summary)}\n\n`);
    say(`${t("up.accounts")}\n`);
    for (const a of accounts) say(`  ${a.address}  ${a.privateKey}\n`);
    if (operator) say(`${t("up.operator", { email: operator.email, password: operator.password })}\n`);
  }

  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  await api.stop();
  await server.close();
  await issuer?.close();
  return 0;
}
