/**
 * The ChainPort for chain commands: a node URL from the config, the router from
 * `<deploymentsDir>/<chainId>.json`, and the signing key from KUL_PRIVATE_KEY or an encrypted
 * ethers JSON keystore (KUL_KEYSTORE, password from KUL_KEYSTORE_PASSWORD or a prompt). Never a flag:
 * flags end up in shell history and process lists.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ChainPort, Hash } from "../../../core/ports/chain.port";
import type { DeploymentFile } from "../../../adapters/chain/shared/deployment";
import type { CliConfig } from "../../../adapters/storage/file/cli-config.store";
import { refused, usageError } from "./exit-codes";
import type { Output } from "./output";

export type ChainOptions = Readonly<{
  adapter?: "ethers" | "viem";
  /** false for read-only work (quotes, balances of a given address): a throwaway key is used. */
  needKey?: boolean;
}>;

/** The deployments file of the configured network, checked by the one deployments-file schema; CLI_DEPLOYMENT_MISSING (exit 1) when it is missing or does not fit. */
export async function readDeployment(config: CliConfig): Promise<DeploymentFile> {
  const { readDeploymentFile } = await import("../../../adapters/chain/shared/deployment");
  try {
    return await readDeploymentFile(config.deploymentsDir, config.chainId);
  } catch {
    throw refused("CLI_DEPLOYMENT_MISSING", { file: path.join(config.deploymentsDir, `${config.chainId}.json`), network: config.network });
  }
}

async function keyFromKeystore(file: string, env: Readonly<Record<string, string | undefined>>, out: Output): Promise<Hash> {
  let json: string;
  try {
    json = readFileSync(file, "utf8");
  } catch {
    throw usageError("CLI_KEYSTORE_UNREADABLE", { file });
  }
  let password = env.KUL_KEYSTORE_PASSWORD;
  if (password === undefined) {
    if (!out.interactive) throw usageError("CLI_KEYSTORE_PASSWORD_MISSING");
    const { password: ask } = await import("@inquirer/prompts");
    password = await ask({ message: "Keystore password", mask: "*" }, { output: process.stderr });
  }
  const { Wallet } = await import("ethers");
  try {
    const wallet = await Wallet.fromEncryptedJson(json, password);
    return wallet.privateKey as Hash;
  } catch {
    throw refused("CLI_KEYSTORE_PASSWORD_WRONG", { file });
  }
}

/** The signing key: KUL_PRIVATE_KEY, else the keystore; CLI_KEY_MISSING (exit 2) when neither is set. */
export async function resolvePrivateKey(env: Readonly<Record<string, string | undefined>>, out: Output): Promise<Hash> {
  const raw = env.KUL_PRIVATE_KEY?.trim();
  if (raw) {
    const key = raw.startsWith("0x") ? raw : `0x${raw}`;
    if (!/^0x[0-9a-fA-F]{64}$/.test(key)) throw usageError("CLI_KEY_INVALID");
    return key as Hash;
  }
  if (env.KUL_KEYSTORE) return keyFromKeystore(path.resolve(env.KUL_KEYSTORE), env, out);
  throw usageError("CLI_KEY_MISSING");
}

/** Where the signing key comes from; asked once per run (a keystore password is prompted for once). */
export type KeySource = Readonly<{ privateKey(): Promise<Hash> }>;

/** A ChainPort for these options: one adapter per (adapter, needKey), reused within the run. */
export type ChainOpener = (options?: ChainOptions) => Promise<ChainPort>;

export function createKeySource(env: Readonly<Record<string, string | undefined>>, out: Output): KeySource {
  let key: Promise<Hash> | undefined;
  return {
    privateKey: () =>
      (key ??= resolvePrivateKey(env, out).catch((error: unknown) => {
        key = undefined; // a refused key (wrong password) may be corrected by the next call
        throw error;
      })),
  };
}

async function openChain(config: CliConfig, keys: KeySource, options: ChainOptions): Promise<ChainPort> {
  const file = await readDeployment(config);
  const { chainDeploymentFromFile, createEthersChainAdapter, createViemChainAdapter } = await import("../../../adapters/chain/index");
  const deployment = chainDeploymentFromFile(file);
  const privateKey = options.needKey === false ? (`0x${randomBytes(32).toString("hex")}` as Hash) : await keys.privateKey();
  // With KUL_RPC_URLS (rpcUrls), the nodes after the first are fallbacks and requests are retried.
  const source = { kind: "RPC" as const, url: config.rpcUrl, privateKey, ...(config.rpcFallbackUrls === undefined ? {} : { fallbackUrls: config.rpcFallbackUrls }) };
  const adapter = options.adapter ?? config.adapter;
  const make = adapter === "viem" ? createViemChainAdapter : createEthersChainAdapter;
  // A local chain mines at once, so check receipts often there; public networks keep the adapter default.
  return make(source, { deployments: [deployment], ...(config.network === "hardhat" ? { pollingIntervalMs: 250 } : {}) });
}

/** The chain adapters of a run; ethers and viem are imported only when the first one is opened. */
export function createChainOpener(config: CliConfig, keys: KeySource): ChainOpener {
  const opened = new Map<string, Promise<ChainPort>>();
  return (options = {}) => {
    const id = `${options.adapter ?? config.adapter}:${options.needKey === false ? "read" : "sign"}`;
    let chain = opened.get(id);
    if (!chain) {
      chain = openChain(config, keys, options);
      opened.set(id, chain);
      chain.catch(() => opened.delete(id));
    }
    return chain;
  };
}
