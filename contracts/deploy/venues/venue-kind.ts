// What every kind of venue shares: each deploys one venue (its pools' factory and the router's trading
// proxy for it), adds the proxy to the router, and then seeds pools on it. `deployLocalStack` and the
// benchmark market build their venues from these kinds; a new kind implements VenueKind and nothing else changes.
import { Contract, ContractFactory } from "ethers";
import type { ContractTransactionResponse } from "ethers";
import { createRequire } from "node:module";
import path from "node:path";
import { REPO_ROOT } from "../artifacts";
import type { Deployer } from "../contracts";
import type { DeployedVenue } from "../deployment.types";

/** What every venue kind works with: the deployer, the router it is added to and the wrapped ether its pools hold for ETH. */
export type VenueContext = Readonly<{ d: Deployer; router: Contract; weth: Contract }>;

/** One token put into a pool: its contract (a mintable test token, or the wrapped ether) and the amount. */
export type PoolSide = Readonly<{ symbol: string; token: Contract; amount: bigint }>;

/** A deployed venue being seeded: add pools, then read what the deployments file records of it. */
export type VenueBuilder = Readonly<{
  /**
   * Creates the pool of two tokens priced at the ratio of the amounts and returns its address. A constant-product
   * pool holds the amounts; a concentrated-liquidity pool trades near its price like a constant-product pool of them.
   */
  addPool(a: PoolSide, b: PoolSide): Promise<string>;
  /** The venue as the deployments file lists it, pools named "SYMBOL/SYMBOL" (WETH for ether). */
  deployed(): DeployedVenue;
}>;

/** A kind of venue: deploys one venue of that kind under `name` and adds its trading proxy to the router. */
export type VenueKind = Readonly<{ kind: string; deploy(ctx: VenueContext, name: string): Promise<VenueBuilder> }>;

/** ABI and creation code of a contract compiled outside this repository (the Uniswap packages' artifacts). */
export type JsonArtifact = Readonly<{ abi: readonly unknown[]; bytecode: string }>;

const requireFromRoot = createRequire(path.join(REPO_ROOT, "package.json"));

/** Reads a Uniswap package's compiled artifact from node_modules (read when a venue is deployed, not at import). */
export function packageArtifact(file: string): JsonArtifact {
  const json = requireFromRoot(file) as { abi: unknown[]; bytecode: string };
  return { abi: json.abi, bytecode: json.bytecode.startsWith("0x") ? json.bytecode : `0x${json.bytecode}` };
}

/** Deploys a package artifact with the context's signer and waits until it is mined. */
export async function deployJson(ctx: VenueContext, json: JsonArtifact, ...args: unknown[]): Promise<Contract> {
  const contract = await new ContractFactory(json.abi as never[], json.bytecode, ctx.d.signer).deploy(...args);
  await contract.waitForDeployment();
  return new Contract(await contract.getAddress(), json.abi as never[], ctx.d.signer);
}

/** Waits for a seeding transaction; throws if it reverted. */
export async function sent(call: Promise<ContractTransactionResponse>): Promise<void> {
  const receipt = await (await call).wait();
  if (receipt === null || receipt.status !== 1) throw new Error("seeding transaction failed");
}

/** Adds `proxy` to the router under `name` and returns its trading proxy index. */
export async function addToRouter(ctx: VenueContext, name: string, proxy: Contract): Promise<number> {
  const index = Number(await ctx.router.getFunction("tradingProxyCount")());
  await ctx.d.send(ctx.router, "addTradingProxy", name, await proxy.getAddress());
  return index;
}

/**
 * Pays `amount` of a side's token to `to`: test tokens are minted there, wrapped ether is transferred from
 * the deployer, who wraps what it lacks first (a deployer that wrapped enough beforehand sends one transaction).
 */
export async function paySide(ctx: VenueContext, token: Contract, amount: bigint, to: string): Promise<void> {
  if ((await token.getAddress()) !== (await ctx.weth.getAddress())) return sent(token.getFunction("mint")(to, amount));
  const held = (await ctx.weth.getFunction("balanceOf")(await ctx.d.signer.getAddress())) as bigint;
  if (held < amount) await sent(ctx.weth.getFunction("deposit")({ value: amount - held }));
  await sent(ctx.weth.getFunction("transfer")(to, amount));
}
