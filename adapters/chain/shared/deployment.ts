import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { networkOf } from "../../../core/exchange/networks";
import { VENUE_KINDS } from "../../../core/market/venues";
import type { Address } from "../../../core/ports/chain.port";
import type { RouterDeployment } from "../../../contracts/deploy/deploy-uniswap-router";
import type { Deployment } from "../../../contracts/deploy/deployment.types";
import type { ChainDeployment } from "./config";

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, "an 0x address").transform((a) => a as Address);

/**
 * `deployments/<chainId>.json` (written by contracts/deploy), the one schema every reader uses:
 * the chain adapters, the market, the trade indexer, the web config and the CLI. Every deployment
 * has the router and its batch reader; a public network's file (deployRouterWithUniswapV2) has no
 * local tokens, faucet or funded accounts, so those are optional and the readers that need them
 * say so.
 */
export const deploymentFileSchema = z.object({
  chainId: z.number().int().positive(),
  /** Block of the router's deployment: Trade events are scanned from here. */
  startBlock: z.number().int().nonnegative().default(0),
  deployer: address.optional(),
  router: address,
  batchReader: address,
  /** Multicall3, where a network has it elsewhere than its canonical address. */
  multicall3: address.optional(),
  ethAddress: address.optional(),
  weth: address.optional(),
  faucet: address.optional(),
  /** Partner 0, the platform: the partner every trade and quote names, and its fee. */
  platform: z.object({ partnerIndex: z.number().int().nonnegative(), wallet: address, feeBps: z.number().int().min(0).max(100) }).optional(),
  venues: z
    .array(
      z.object({
        name: z.string(),
        kind: z.enum(VENUE_KINDS).default("kul-amm"),
        /** Uniswap V3: the pools' fee tier in hundredths of a basis point (500, 3000, 10000). */
        feeTier: z.number().int().positive().max(1_000_000).optional(),
        initCodeHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, "a 32-byte hash").optional(),
        tradingProxyIndex: z.number().int().nonnegative(),
        tradingProxy: address.optional(),
        factory: address.optional(),
        pairs: z.record(z.string(), address).default({}),
      }),
    )
    .readonly()
    .default([]),
  /** Listed assets by symbol, ETH (its placeholder address) included. */
  tokens: z
    .record(z.string(), z.object({ symbol: z.string(), name: z.string(), address, decimals: z.number().int().min(0).max(36), seedUsdPrice: z.string().optional() }))
    .optional(),
  fundedAccounts: z.array(address).readonly().optional(),
});
/** A deployments file as read. */
export type DeploymentFile = z.infer<typeof deploymentFileSchema>;

// What the deploy code writes (a local stack, or a public network's router) fits the schema.
const _localFits = (file: Deployment): z.input<typeof deploymentFileSchema> => file;
const _publicFits = (file: RouterDeployment): z.input<typeof deploymentFileSchema> => file;

/** The deployments file of a chain is missing or does not fit the schema; `problems` lists what is wrong. */
export class DeploymentFileInvalid extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`${file}: ${problems.join("; ")}`);
    this.name = "DeploymentFileInvalid";
  }
}

/** Path of the deployments file of `chainId` in `dir`. */
export function deploymentFilePath(dir: string, chainId: number): string {
  return path.join(dir, `${chainId}.json`);
}

/** Checks a parsed deployments file; throws DeploymentFileInvalid listing every problem. */
export function parseDeploymentFile(json: unknown, file = "deployments file"): DeploymentFile {
  const parsed = deploymentFileSchema.safeParse(json);
  if (!parsed.success) throw new DeploymentFileInvalid(file, parsed.error.issues.map((i) => `${i.path.join(".") || "(file)"}: ${i.message}`));
  return parsed.data;
}

/**
 * Reads and checks `<dir>/<chainId>.json`; throws DeploymentFileInvalid when it is missing,
 * not JSON, or does not fit.
 * @example const file = await readDeploymentFile("deployments", 31337);
 */
export async function readDeploymentFile(dir: string, chainId: number): Promise<DeploymentFile> {
  const file = deploymentFilePath(dir, chainId);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new DeploymentFileInvalid(file, ["missing or unreadable"]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new DeploymentFileInvalid(file, ["not JSON"]);
  }
  return parseDeploymentFile(json, file);
}

/** The partner every trade names (decisions.md: partner 0, the platform), from the file. */
export function platformPartnerIndex(file: DeploymentFile): number {
  return file.platform?.partnerIndex ?? 0;
}

/**
 * The chain adapters' view of a deployments file (parsed JSON or an already checked file).
 * @example const deployment = chainDeploymentFromFile(await readDeploymentFile("deployments", 31337));
 */
export function chainDeploymentFromFile(json: unknown): ChainDeployment {
  const file = parseDeploymentFile(json);
  const { chainId, router, batchReader, multicall3 } = file;
  return { chainId, name: networkOf(chainId).key, router, batchReader, ...(multicall3 === undefined ? {} : { multicall3 }) };
}
