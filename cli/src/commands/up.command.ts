/**
 * `kul up`: the local stack on one machine with no outside service: an in-process Hardhat node on
 * 127.0.0.1:8545 (chain id 31337), the contracts deployed and seeded, `deployments/31337.json`
 * written for the server, web app and CLI, the API server on 127.0.0.1:3000 (`/v1/api`, storage in
 * embedded PGlite under `.data/`, mail to the outbox at `/v1/api/dev/outbox`), and funded test
 * accounts printed. Runs until Ctrl-C.
 */
import path from "node:path";
import { HDNodeWallet, Mnemonic } from "ethers";
import { deployLocalStack, writeDeployment } from "../../../contracts/deploy";
import { startServer } from "../../../adapters/server/main";

const HOST = "127.0.0.1";
const FUNDED_ACCOUNTS = 5;
const ROOT = path.resolve(__dirname, "../../..");

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

export async function runUp(options: UpOptions = upOptionsFromEnv(process.env)): Promise<number> {
  const say = (line: string) => {
    if (!options.json) process.stdout.write(line);
  };
  const hre = await loadHardhat();
  await hre.run("compile", { quiet: true });
  const { JsonRpcServer } = await import("hardhat/internal/hardhat-network/jsonrpc/server");
  const server = new JsonRpcServer({ hostname: HOST, port: options.rpcPort, provider: hre.network.provider });
  const { address, port } = await server.listen().catch((error: unknown) => {
    const inUse = (error as { code?: string }).code === "EADDRINUSE";
    throw inUse ? new Error(`${HOST}:${options.rpcPort} is in use: is another local stack (or node) running?`) : error;
  });
  const rpcUrl = `http://${address}:${port}`;
  say(`Chain: ${rpcUrl} (chain id 31337)\n`);

  const accounts = developmentAccounts(hre, FUNDED_ACCOUNTS);
  const [deployer] = await hre.ethers.getSigners();
  if (!deployer) throw new Error("the Hardhat network has no accounts");
  const deployment = await deployLocalStack(deployer, {
    fundAccounts: accounts.map((a) => a.address),
    log: (line) => say(`  ${line}\n`),
  });
  const file = writeDeployment(options.deploymentsDir, deployment);
  say(`Router: ${deployment.router}\nDeployment: ${path.relative(process.cwd(), file)}\n`);
  const serverEnv = {
    HOST,
    ENVIRONMENT: "local",
    ...process.env,
    PORT: String(options.apiPort),
    DATA_DIR: options.dataDir,
    DEPLOYMENTS_DIR: options.deploymentsDir,
    RPC_URL: rpcUrl,
  };
  const api = await startServer(serverEnv).catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  if (options.json) {
    process.stdout.write(`${JSON.stringify({ ready: true, api: api.origin, rpcUrl, chainId: 31337, router: deployment.router, accounts })}\n`);
  } else {
    say(`API: ${api.origin}/v1/api (OpenAPI: ${api.origin}/v1/api/openapi.json, mail outbox: ${api.origin}/v1/api/dev/outbox)\n`);
    say("Funded test accounts (import a key into your wallet; these keys are public, local use only):\n");
    for (const a of accounts) say(`  ${a.address}  ${a.privateKey}\n`);
    say("Ready. Press Ctrl-C to stop.\n");
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
