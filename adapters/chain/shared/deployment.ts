import { z } from "zod";
import type { ChainDeployment } from "./config";

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, "an 0x address").transform((a) => a as `0x${string}`);

/** Network names the product knows (decisions.md: mainnet, Sepolia, the local Hardhat chain). */
export const NETWORK_NAMES: Readonly<Record<number, string>> = { 1: "mainnet", 11155111: "sepolia", 31337: "hardhat" };

/** The part of `deployments/<chainId>.json` (written by contracts/deploy) the chain adapters read. */
export const deploymentFileSchema = z.object({
  chainId: z.number().int().positive(),
  router: address,
  batchReader: address,
});

/**
 * A ChainDeployment from a parsed deployments file; throws a zod error listing what is wrong.
 * @example const deployment = chainDeploymentFromFile(JSON.parse(readFileSync("deployments/31337.json", "utf8")));
 */
export function chainDeploymentFromFile(json: unknown): ChainDeployment {
  const file = deploymentFileSchema.parse(json);
  return { ...file, name: NETWORK_NAMES[file.chainId] ?? `chain-${file.chainId}` };
}
