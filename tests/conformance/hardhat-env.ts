import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { HDNodeWallet, JsonRpcSigner, BrowserProvider } from "ethers";
import { chainDeploymentFromFile } from "../../adapters/chain/shared/deployment";
import type { ChainDeployment } from "../../adapters/chain/shared/config";
import type { Eip1193Provider } from "../../adapters/chain/wallet/eip1193";
import type { Address, Hash } from "../../core/ports/chain.port";
import { deployLocalStack, type Deployment } from "../../contracts/deploy";
import { CountingProvider } from "./counting-provider";

/** The in-process Hardhat node with the project's deployment, shared by one test file. */
export type HardhatEnv = Readonly<{
  /** Hardhat's provider behind a request counter: what a browser wallet would be. */
  wallet: CountingProvider;
  /** Hardhat's provider, uncounted, for arranging and checking state. */
  node: Eip1193Provider;
  deployment: Deployment;
  chainDeployment: ChainDeployment;
  /** Hardhat accounts 0..3 and their private keys; 0 and 1 hold every test token. */
  accounts: readonly Address[];
  keys: readonly Hash[];
  /** Back to the state right after deployment (automine on, no faults, counters at zero). */
  reset(): Promise<void>;
  /** A JSON-RPC server on 127.0.0.1 (free port) in front of the counted provider; `close` stops it. */
  serve(): Promise<Readonly<{ url: string; close: () => Promise<void> }>>;
}>;

type NetworkConfig = { throwOnTransactionFailures?: boolean; accounts: { mnemonic: string; path: string } };
type Hre = { config: { networks: Record<string, NetworkConfig> } };

/** A fresh in-process Hardhat chain of this project's config (not hre.network.provider, which other tests may share). */
async function createNode(): Promise<{ node: Eip1193Provider; accounts: NetworkConfig["accounts"] }> {
  process.env.HARDHAT_NETWORK = "hardhat";
  // Hardhat reads hardhat.config.ts through ts-node, which its CLI registers but `require("hardhat")` does not
  // (under tsx, as in the benchmark, TypeScript is already loadable).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  if (!require.extensions[".ts"]) require("ts-node/register/transpile-only");
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const hre = require("hardhat") as Hre;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createProvider } = require("hardhat/internal/core/providers/construction") as {
    createProvider(config: unknown, networkName: string): Promise<Eip1193Provider>;
  };
  const hardhat = hre.config.networks.hardhat!;
  // A failed transaction is mined with status 0, as on a real network, instead of failing eth_sendTransaction.
  const config = { ...hre.config, networks: { ...hre.config.networks, hardhat: { ...hardhat, throwOnTransactionFailures: false } } };
  return { node: await createProvider(config, "hardhat"), accounts: hardhat.accounts };
}

let shared: Promise<HardhatEnv> | null = null;

/** Starts Hardhat and deploys once per test file (each vitest file runs in its own worker). */
export function hardhatEnv(): Promise<HardhatEnv> {
  shared ??= start();
  return shared;
}

async function start(): Promise<HardhatEnv> {
  const { node, accounts: hdAccounts } = await createNode();
  const { mnemonic, path } = hdAccounts;
  const hd = [0, 1, 2, 3].map((i) => HDNodeWallet.fromPhrase(mnemonic, "", `${path}/${i}`));
  const accounts = hd.map((w) => w.address as Address);
  const deployer = new JsonRpcSigner(new BrowserProvider(node, undefined, { pollingInterval: 20, cacheTimeout: -1 }), accounts[0]!);
  const deployment = await deployLocalStack(deployer, { fundAccounts: [accounts[0]!, accounts[1]!], platformWallet: accounts[3] });
  const wallet = new CountingProvider(node);
  let snapshot = (await node.request({ method: "evm_snapshot" })) as string;
  return {
    wallet,
    node,
    deployment,
    chainDeployment: chainDeploymentFromFile(deployment),
    accounts,
    keys: hd.map((w) => w.privateKey as Hash),
    async reset() {
      await node.request({ method: "evm_setAutomine", params: [true] });
      await node.request({ method: "evm_revert", params: [snapshot] });
      snapshot = (await node.request({ method: "evm_snapshot" })) as string;
      wallet.reset();
    },
    serve: () => serve(wallet),
  };
}

async function serve(provider: Eip1193Provider): Promise<Readonly<{ url: string; close: () => Promise<void> }>> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { JsonRpcServer } = require("hardhat/internal/hardhat-network/jsonrpc/server") as {
    JsonRpcServer: new (config: { hostname: string; port: number; provider: Eip1193Provider }) => {
      listen(): Promise<{ port: number }>;
      close(): Promise<void>;
    };
  };
  const server = new JsonRpcServer({ hostname: "127.0.0.1", port: 0, provider });
  const { port } = await server.listen();
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** A loopback HTTP server that accepts requests and never answers (a hung node). */
export async function silentServer(): Promise<Readonly<{ url: string; close: () => Promise<void> }>> {
  const server: Server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback URL where nothing listens (a node that is down). */
export async function closedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
