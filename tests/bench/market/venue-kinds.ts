// Venue kinds a benchmark market is built from: each deploys one venue (its pools' factory and the
// router's trading proxy for it) and then seeds pools on it. A new kind (a concentrated-liquidity
// venue, say) implements VenueKind and is named in a market plan; nothing else changes.
import uniFactoryJson from "@uniswap/v2-core/build/UniswapV2Factory.json";
import uniPairJson from "@uniswap/v2-core/build/UniswapV2Pair.json";
import router02Json from "@uniswap/v2-periphery/build/UniswapV2Router02.json";
import { Contract, ContractFactory } from "ethers";
import type { ContractTransactionResponse } from "ethers";
import { loadArtifact } from "../../../contracts/deploy/artifacts";
import type { Deployer } from "../../../contracts/deploy/contracts";
import type { DeployedVenue } from "../../../contracts/deploy/deployment.types";

/** What every venue kind works with: the deployer, the router it is added to and the wrapped ether its pools hold for ETH. */
export type VenueContext = Readonly<{ d: Deployer; router: Contract; weth: Contract }>;

/** One token put into a pool: its contract (a mintable test token, or the wrapped ether) and the amount. */
export type PoolSide = Readonly<{ symbol: string; token: Contract; amount: bigint }>;

/** A deployed venue being seeded: add pools, then read what the deployments file records of it. */
export type VenueBuilder = Readonly<{
  /** Creates the pool of two tokens at these amounts (their ratio is its price) and returns its address. */
  addPool(a: PoolSide, b: PoolSide): Promise<string>;
  /** The venue as the deployments file lists it, pools named "SYMBOL/SYMBOL" (WETH for ether). */
  deployed(): DeployedVenue;
}>;

/** A kind of venue: deploys one venue of that kind under `name` and adds its trading proxy to the router. */
export type VenueKind = Readonly<{ kind: string; deploy(ctx: VenueContext, name: string): Promise<VenueBuilder> }>;

type JsonArtifact = { abi: unknown[]; bytecode: string };

async function deployJson(ctx: VenueContext, json: JsonArtifact, ...args: unknown[]): Promise<Contract> {
  const bytecode = json.bytecode.startsWith("0x") ? json.bytecode : `0x${json.bytecode}`;
  const contract = await new ContractFactory(json.abi as never[], bytecode, ctx.d.signer).deploy(...args);
  await contract.waitForDeployment();
  return new Contract(await contract.getAddress(), json.abi as never[], ctx.d.signer);
}

async function send(call: Promise<ContractTransactionResponse>): Promise<void> {
  const receipt = await (await call).wait();
  if (receipt === null || receipt.status !== 1) throw new Error("seeding transaction failed");
}

/** Adds `proxy` to the router and returns its trading proxy index. */
async function addToRouter(ctx: VenueContext, name: string, proxy: Contract): Promise<number> {
  const index = Number(await ctx.router.getFunction("tradingProxyCount")());
  await ctx.d.send(ctx.router, "addTradingProxy", name, await proxy.getAddress());
  return index;
}

/**
 * Fills a constant-product pair (KulPair and Uniswap V2 pairs share `mint(to)`): sends both amounts
 * to it (test tokens are minted there, wrapped ether is transferred from the deployer, who wrapped
 * enough first), then mints the liquidity to the deployer.
 */
async function fillPair(ctx: VenueContext, pair: Contract, sides: readonly PoolSide[]): Promise<void> {
  const weth = await ctx.weth.getAddress();
  for (const side of sides) {
    const to = await pair.getAddress();
    if ((await side.token.getAddress()) === weth) await send(ctx.weth.getFunction("transfer")(to, side.amount));
    else await send(side.token.getFunction("mint")(to, side.amount));
  }
  await send(pair.getFunction("mint")(await ctx.d.signer.getAddress()));
}

/** A venue over a pair factory with `createPair` / `getPair`, the kind of constant-product venues. */
async function pairVenue(ctx: VenueContext, name: string, proxy: Contract, factory: Contract, pairAbi: readonly unknown[]): Promise<VenueBuilder> {
  const index = await addToRouter(ctx, name, proxy);
  const [tradingProxy, factoryAddress] = [await proxy.getAddress(), await factory.getAddress()];
  const pairs: Record<string, string> = {};
  return {
    async addPool(a, b) {
      const [x, y] = [await a.token.getAddress(), await b.token.getAddress()];
      await send(factory.getFunction("createPair")(x, y));
      const address = (await factory.getFunction("getPair")(x, y)) as string;
      await fillPair(ctx, new Contract(address, pairAbi as never[], ctx.d.signer), [a, b]);
      pairs[`${a.symbol}/${b.symbol}`] = address;
      return address;
    },
    deployed: () => ({ name, tradingProxyIndex: index, tradingProxy, factory: factoryAddress, pairs: { ...pairs } }),
  };
}

/** The project's own AMM (KulPairFactory, traded through KulAmmTradingProxy): what `kul up` deploys. */
export const kulAmmVenue: VenueKind = {
  kind: "KUL AMM",
  async deploy(ctx, name) {
    const factory = await ctx.d.deploy("KulPairFactory");
    const proxy = await ctx.d.deploy("KulAmmTradingProxy", await factory.getAddress(), await ctx.weth.getAddress());
    return pairVenue(ctx, name, proxy, factory, loadArtifact("KulPair").abi);
  },
};

/**
 * Uniswap V2's own bytecode (the npm packages' compiled factory and Router02), traded through
 * UniswapV2TradingProxy, which reads the factory and wrapped ether from Router02: Router02 is given
 * the market's wrapped ether, so every venue prices ETH through the same token.
 */
export const uniswapV2Venue: VenueKind = {
  kind: "Uniswap V2",
  async deploy(ctx, name) {
    const factory = await deployJson(ctx, uniFactoryJson as JsonArtifact, await ctx.d.signer.getAddress());
    const router02 = await deployJson(ctx, router02Json as JsonArtifact, await factory.getAddress(), await ctx.weth.getAddress());
    const proxy = await ctx.d.deploy("UniswapV2TradingProxy", await router02.getAddress());
    return pairVenue(ctx, name, proxy, factory, uniPairJson.abi);
  },
};
