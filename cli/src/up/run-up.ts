/**
 * `kul up`: the local stack on one machine with no outside service: an in-process Hardhat node on
 * 127.0.0.1:8545 (chain id 31337), the contracts deployed and seeded, `deployments/31337.json`
 * written for the server, web app and CLI, the API server on 127.0.0.1:3000 (`/v1/api`, storage in
 * embedded PGlite under `.data/`, mail to the outbox at `/v1/api/dev/outbox`), and funded test
 * accounts printed. Runs until Ctrl-C.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { HDNodeWallet, Mnemonic, Wallet } from "ethers";
import { deployLocalStack, writeDeployment } from "../../../contracts/deploy";
import { startServer } from "../../../adapters/server/main";
import { ROOT } from "../paths";
import { refused } from "../context/exit-codes";
import { resetChainData } from "./reset-chain-data";
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
}>;

/** Options from the environment (KUL_RPC_PORT, PORT, DATA_DIR, DEPLOYMENTS_DIR), with the local defaults. */
export function upOptionsFromEnv(env: Readonly<Record<string, string | undefined>>, json = false): UpOptions {
  const port = (value: string | undefined, fallback: number) => {
    const n = value === undefined || value === "" ? fallback : Number(value);
    if (!Number.isInteger(n) || n < 0 || n > 65_535) throw new Error(`not a port number: ${value}`);
    return n;
  };
  return {
    rpcPort: port(env.KUL_RPC_PORT, 8545),
    apiPort: port(env.PORT, 3000),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(ROOT, ".data")),
    deploymentsDir: path.resolve(env.DEPLOYMENTS_DIR ?? path.join(ROOT, "deployments")),
    json,
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

export async function runUp(options: UpOptions = upOptionsFromEnv(process.env), ctx?: Readonly<{ t: Translate }>): Promise<number> {
  const t = ctx?.t ?? plain;
  const say = (line: string) => {
    if (!options.json) process.stdout.write(line);
  };
  // Checked before anything starts: Hardhat's RPC server reports a taken port as an unhandled error.
  await assertPortFree(options.rpcPort, "KUL_RPC_PORT");
  await assertPortFree(options.apiPort, "PORT");
  const hre = await loadHardhat();
  await hre.run("compile", { quiet: true });
  const { JsonRpcServer } = await import("hardhat/internal/hardhat-network/jsonrpc/server");
  const server = new JsonRpcServer({ hostname: HOST, port: options.rpcPort, provider: hre.network.provider });
  const { address, port } = await server.listen().catch((error: unknown) => {
    const inUse = (error as { code?: string }).code === "EADDRINUSE";
    throw inUse ? refused("CLI_PORT_IN_USE", { address: `${HOST}:${options.rpcPort}`, variable: "KUL_RPC_PORT" }) : error;
  });
  const rpcUrl = `http://${address}:${port}`;
  say(`${t("up.chain", { rpcUrl, chainId: 31337 })}\n`);

  const accounts = developmentAccounts(hre, FUNDED_ACCOUNTS);
  const [deployer] = await hre.ethers.getSigners();
  if (!deployer) throw new Error("the Hardhat network has no accounts");
  const gateKey = localTradeGateKey(options.dataDir);
  // The router's trading gate is on: every trade needs the server's authorization. KUL_TRADE_GATE=off deploys it
  // off (an insiders' deployment, or a test stack whose fixtures trade from wallets no eligible account holds).
  const gateOn = process.env.KUL_TRADE_GATE !== "off";
  const deployment = await deployLocalStack(deployer, {
    fundAccounts: accounts.map((a) => a.address),
    tradeGate: { signer: new Wallet(gateKey).address, on: gateOn },
    log: (line) => say(`  ${line}\n`),
  });
  const file = writeDeployment(options.deploymentsDir, deployment);
  say(`${t("up.router", { router: deployment.router, file: path.relative(process.cwd(), file) })}\n`);
  // A fresh chain under kept data: forget what the indexer read from the previous one (PGlite only).
  if (!process.env.DATABASE_URL) await resetChainData(options.dataDir);
  const serverEnv = {
    HOST,
    ENVIRONMENT: "local",
    ...process.env,
    PORT: String(options.apiPort),
    DATA_DIR: options.dataDir,
    DEPLOYMENTS_DIR: options.deploymentsDir,
    RPC_URL: rpcUrl,
    TRADE_GATE_KEY: gateKey,
  };
  const api = await startServer(serverEnv).catch(async (error: unknown) => {
    await server.close();
    const inUse = (error as { code?: string }).code === "EADDRINUSE";
    throw inUse ? refused("CLI_PORT_IN_USE", { address: `${HOST}:${options.apiPort}`, variable: "PORT" }) : error;
  });
  if (options.json) {
    process.stdout.write(`${JSON.stringify({ ready: true, api: api.origin, rpcUrl, chainId: 31337, router: deployment.router, accounts })}\n`);
  } else {
    const webBuilt = existsSync(path.join(ROOT, "web/dist/index.html")) || Boolean(process.env.WEB_DIST_DIR);
    say(`${t(webBuilt ? "up.web" : "up.webMissing", { url: `${api.origin}/` })}\n`);
    say(`${t("up.api", { origin: api.origin })}\n`);
    say(`${t("up.accounts")}\n`);
    for (const a of accounts) say(`  ${a.address}  ${a.privateKey}\n`);
    say(`${t("up.ready")}\n`);
  }

  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  await api.stop();
  await server.close();
  return 0;
}
