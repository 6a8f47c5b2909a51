import { NonceManager, getAddress } from "ethers";
import type { Signer } from "ethers";
import { Deployer } from "./contracts";
import { ETH_ADDRESS } from "./deployment.types";
import type { DeployedVenue } from "./deployment.types";
import { PUBLIC_UNISWAP, type PublicUniswapContracts } from "./public-venues";
import { V3_FEE_TIERS, uniswapV3VenueName } from "./venues/uniswap-v3";

/** Choices for {@link deployRouterWithUniswapV2}. */
export interface PublicNetworkOptions {
  /** The network's Uniswap contracts; default: those of {@link PUBLIC_UNISWAP} for the signer's chain (mainnet, Sepolia). */
  readonly uniswap?: PublicUniswapContracts;
  /** Receiver of the platform fee (partner 0); default: the deployer. */
  readonly platformWallet?: string;
  /** Platform fee in basis points; default 25. */
  readonly platformFeeBps?: number;
  /** Hardhat artifacts folder; default this repository's `artifacts/`. */
  readonly artifactsDir?: string;
}

/** What {@link deployRouterWithUniswapV2} deployed (a subset of the local `Deployment`; tokens come from a token list). */
export interface RouterDeployment {
  readonly chainId: number;
  readonly startBlock: number;
  readonly deployer: string;
  readonly router: string;
  readonly batchReader: string;
  readonly ethAddress: string;
  readonly platform: { readonly partnerIndex: 0; readonly wallet: string; readonly feeBps: number };
  readonly venues: readonly DeployedVenue[];
}

/**
 * Deploys the router on a public network (Sepolia, mainnet) with the network's Uniswap venues: Uniswap V2 (index 0)
 * and the V3 tiers 0.05 %, 0.3 % and 1 % (indexes 1 to 3), each through its own trading proxy; then the batch
 * reader; partner 0 = the platform. The router takes the wrapped ether of Uniswap V2's Router02.
 * @example await deployRouterWithUniswapV2(wallet, { platformWallet }); // the chain's contracts from PUBLIC_UNISWAP
 */
export async function deployRouterWithUniswapV2(unmanagedSigner: Signer, options: PublicNetworkOptions = {}): Promise<RouterDeployment> {
  const signer = new NonceManager(unmanagedSigner);
  const provider = signer.provider;
  if (provider === null) throw new Error("deployRouterWithUniswapV2 needs a signer connected to a provider");
  const chainId = Number((await provider.getNetwork()).chainId);
  const uniswap = options.uniswap ?? PUBLIC_UNISWAP[chainId];
  if (uniswap === undefined) throw new Error(`no Uniswap contracts known for chain ${chainId}: pass options.uniswap`);
  const d = new Deployer(signer, options.artifactsDir);
  const deployer = await signer.getAddress();
  const startBlock = await provider.getBlockNumber();
  const feeBps = options.platformFeeBps ?? 25;
  const wallet = getAddress(options.platformWallet ?? deployer);

  const v2Proxy = await d.deploy("UniswapV2TradingProxy", getAddress(uniswap.v2.router02));
  // The proxy trades the pairs of the factory Router02 names: it must be the one whose init code hash is listed.
  const v2Factory = getAddress((await v2Proxy.getFunction("factory")()) as string);
  if (v2Factory !== getAddress(uniswap.v2.factory)) throw new Error(`Router02 ${uniswap.v2.router02} names factory ${v2Factory}, not ${uniswap.v2.factory}`);
  const weth = (await v2Proxy.getFunction("weth")()) as string;
  const router = await d.deploy("KulSwapRouter", deployer, wallet, feeBps, weth);
  const venues: DeployedVenue[] = [];
  const list = async (venue: Omit<DeployedVenue, "tradingProxyIndex" | "pairs">): Promise<void> => {
    await d.send(router, "addTradingProxy", venue.name, venue.tradingProxy);
    venues.push({ ...venue, tradingProxyIndex: venues.length, pairs: {} });
  };
  await list({ name: "Uniswap V2", kind: "uniswap-v2", initCodeHash: uniswap.v2.initCodeHash, tradingProxy: await v2Proxy.getAddress(), factory: v2Factory });
  for (const { fee } of V3_FEE_TIERS) {
    const proxy = await d.deploy("UniswapV3TradingProxy", getAddress(uniswap.v3.factory), weth, fee);
    // The proxy finds a pair's pool by CREATE2 with its own constant hash: it must be the network's.
    const hash = (await proxy.getFunction("POOL_INIT_CODE_HASH")()) as string;
    if (hash !== uniswap.v3.initCodeHash) throw new Error(`the V3 trading proxy derives pools with ${hash}, the network's hash is ${uniswap.v3.initCodeHash}`);
    await list({
      name: uniswapV3VenueName(fee),
      kind: "uniswap-v3",
      feeTier: fee,
      initCodeHash: uniswap.v3.initCodeHash,
      tradingProxy: await proxy.getAddress(),
      factory: getAddress(uniswap.v3.factory),
    });
  }
  const batchReader = await d.deploy("BalanceReader");
  return {
    chainId,
    startBlock,
    deployer,
    router: await router.getAddress(),
    batchReader: await batchReader.getAddress(),
    ethAddress: ETH_ADDRESS,
    platform: { partnerIndex: 0, wallet, feeBps },
    venues,
  };
}
