import { NonceManager, getAddress } from "ethers";
import type { Signer } from "ethers";
import { Deployer } from "./contracts";
import { ETH_ADDRESS } from "./deployment.types";
import type { DeployedVenue } from "./deployment.types";

/** Choices for {@link deployRouterWithUniswapV2}. */
export interface PublicNetworkOptions {
  /** A Uniswap-V2-compatible router of the network (its factory and WETH are used). */
  readonly uniswapV2Router: string;
  /** Receiver of the platform fee (partner 0); default: the deployer. */
  readonly platformWallet?: string;
  /** Platform fee in basis points; default 25. */
  readonly platformFeeBps?: number;
  /** Venue name shown to users; default "Uniswap V2". */
  readonly venueName?: string;
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
 * Deploys the router, a Uniswap V2 trading proxy (index 0) and the batch reader on a public network
 * (Sepolia, mainnet), with partner 0 = the platform.
 * @example await deployRouterWithUniswapV2(wallet, { uniswapV2Router: uniswapV2RouterOfTheNetwork });
 */
export async function deployRouterWithUniswapV2(unmanagedSigner: Signer, options: PublicNetworkOptions): Promise<RouterDeployment> {
  const signer = new NonceManager(unmanagedSigner);
  const provider = signer.provider;
  if (provider === null) throw new Error("deployRouterWithUniswapV2 needs a signer connected to a provider");
  const d = new Deployer(signer, options.artifactsDir);
  const deployer = await signer.getAddress();
  const startBlock = await provider.getBlockNumber();
  const feeBps = options.platformFeeBps ?? 25;
  const wallet = getAddress(options.platformWallet ?? deployer);
  const proxy = await d.deploy("UniswapV2TradingProxy", getAddress(options.uniswapV2Router));
  // The router takes the WETH the venue's pools hold (the proxy read it from the Uniswap V2 router).
  const router = await d.deploy("KulSwapRouter", deployer, wallet, feeBps, (await proxy.getFunction("weth")()) as string);
  const name = options.venueName ?? "Uniswap V2";
  await d.send(router, "addTradingProxy", name, await proxy.getAddress());
  const batchReader = await d.deploy("BalanceReader");
  return {
    chainId: Number((await provider.getNetwork()).chainId),
    startBlock,
    deployer,
    router: await router.getAddress(),
    batchReader: await batchReader.getAddress(),
    ethAddress: ETH_ADDRESS,
    platform: { partnerIndex: 0, wallet, feeBps },
    venues: [{ name, tradingProxyIndex: 0, tradingProxy: await proxy.getAddress(), factory: (await proxy.getFunction("factory")()) as string, pairs: {} }],
  };
}
