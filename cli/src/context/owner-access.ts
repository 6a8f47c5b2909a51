/**
 * The router owner's side for `kul admin gate` and `kul admin fees`: the owner key from
 * KUL_OWNER_KEY (never a flag), or on the local Hardhat network the key `kul up` keeps owner-only
 * in DATA_DIR/router-owner-key (the deployer of the local router), so a local stack needs no setup.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { buildTokenList, type TokenList } from "../../../core/exchange/token-list";
import type { Hash } from "../../../core/ports/chain.port";
import type { PlatformFeesPort } from "../../../core/ports/platform-fees.port";
import type { TradeGateOwnerPort } from "../../../core/ports/trade-gate-owner.port";
import type { CliConfig } from "../../../adapters/storage/file/cli-config.store";
import { ROOT } from "../paths";
import { readDeployment } from "./chain-access";
import { refused, usageError } from "./exit-codes";

/** Where `kul up` keeps the local router owner's key (DATA_DIR, default .data in the repository). */
export function localOwnerKeyFile(env: Readonly<Record<string, string | undefined>>): string {
  return path.join(path.resolve(env.DATA_DIR ?? path.join(ROOT, ".data")), "router-owner-key");
}

/** KUL_OWNER_KEY, else on the local network the key `kul up` kept; CLI_OWNER_KEY_MISSING (exit 2) otherwise. */
export function resolveOwnerKey(env: Readonly<Record<string, string | undefined>>, config: CliConfig): Hash {
  const raw = env.KUL_OWNER_KEY?.trim();
  if (raw) {
    const key = raw.startsWith("0x") ? raw : `0x${raw}`;
    if (!/^0x[0-9a-fA-F]{64}$/.test(key)) throw usageError("CLI_OWNER_KEY_INVALID");
    return key as Hash;
  }
  const file = localOwnerKeyFile(env);
  if (config.network === "hardhat") {
    try {
      const kept = readFileSync(file, "utf8").trim();
      if (/^0x[0-9a-fA-F]{64}$/.test(kept)) return kept as Hash;
    } catch {
      // No local stack started in this data folder.
    }
  }
  throw usageError("CLI_OWNER_KEY_MISSING", { file });
}

/** The router's gate owner functions, signed with the owner key, on the configured network's router. */
export async function openTradeGateOwner(env: Readonly<Record<string, string | undefined>>, config: CliConfig): Promise<TradeGateOwnerPort> {
  const privateKey = resolveOwnerKey(env, config);
  const file = await readDeployment(config);
  const [{ chainDeploymentFromFile }, { createViemTradeGateOwner }] = await Promise.all([
    import("../../../adapters/chain/index"),
    import("../../../adapters/chain/viem/viem-trade-gate-owner"),
  ]);
  const source = { kind: "RPC" as const, url: config.rpcUrl, privateKey, ...(config.rpcFallbackUrls === undefined ? {} : { fallbackUrls: config.rpcFallbackUrls }) };
  return createViemTradeGateOwner(source, { deployments: [chainDeploymentFromFile(file)], ...(config.network === "hardhat" ? { pollingIntervalMs: 250 } : {}) });
}

/**
 * The platform's kept fees on the configured network's router, and the network's token list (its
 * deployments file). `sign: false` (status) reads with a throwaway key; a sweep signs with the owner
 * key as the gate commands do, though any key could: the router pays only the platform wallet.
 */
export async function openPlatformFees(
  env: Readonly<Record<string, string | undefined>>,
  config: CliConfig,
  options: Readonly<{ sign: boolean }>,
): Promise<Readonly<{ fees: PlatformFeesPort; tokens: TokenList }>> {
  const privateKey = options.sign ? resolveOwnerKey(env, config) : (`0x${randomBytes(32).toString("hex")}` as Hash);
  const file = await readDeployment(config);
  const entries = Object.values(file.tokens ?? {}).map((t) => ({ code: t.symbol, address: t.address, name: t.name, decimals: t.decimals }));
  const tokens = buildTokenList(file.chainId, entries);
  if (tokens.isErr()) throw refused(tokens.error.code, { ...tokens.error });
  const [{ chainDeploymentFromFile }, { createViemPlatformFees }] = await Promise.all([
    import("../../../adapters/chain/index"),
    import("../../../adapters/chain/viem/viem-platform-fees"),
  ]);
  const source = { kind: "RPC" as const, url: config.rpcUrl, privateKey, ...(config.rpcFallbackUrls === undefined ? {} : { fallbackUrls: config.rpcFallbackUrls }) };
  const fees = createViemPlatformFees(source, { deployments: [chainDeploymentFromFile(file)], ...(config.network === "hardhat" ? { pollingIntervalMs: 250 } : {}) });
  return { fees, tokens: tokens.value };
}
