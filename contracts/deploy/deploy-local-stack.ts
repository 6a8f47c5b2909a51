import { NonceManager, getAddress } from "ethers";
import type { Contract, Signer } from "ethers";
import { Deployer } from "./contracts";
import { LOCAL_UNISWAP_VENUES } from "./local-uniswap-venues";
import { kulAmmVenue, type PoolSide, type VenueContext } from "./venues";
import { ETH_SEED_USD_PRICE, LOCAL_ASSETS, amountForUsd } from "./local-assets";
import { installMulticall3 } from "./multicall3";
import { buildTokenList } from "./token-list";
import { ETH_ADDRESS } from "./deployment.types";
import type { DeployedToken, DeployedVenue, Deployment } from "./deployment.types";

/** Choices for {@link deployLocalStack}; every field has a sensible local default. */
export interface DeployOptions {
  /** Receiver of the platform fee (partner 0); default: the deployer. */
  readonly platformWallet?: string;
  /** Platform fee in basis points; default 25. */
  readonly platformFeeBps?: number;
  /** Accounts to fund with every test token; default none. */
  readonly fundAccounts?: readonly string[];
  /** USD worth of each test token minted to each funded account; default 100,000. */
  readonly fundUsdPerToken?: bigint;
  /** Wei sent to each funded account; default 0 (Hardhat's accounts already hold ether). */
  readonly fundWeiPerAccount?: bigint;
  /** USD on each side of every pool of the deep venue; default 300,000 (100 ETH a pool). */
  readonly deepPoolUsd?: bigint;
  /** USD on each side of every pool of the shallow venue; default 75,000 (25 ETH a pool). */
  readonly shallowPoolUsd?: bigint;
  /**
   * The router's trading gate: its signer (the operator's gate key's address) and whether the gate is on. Default:
   * no signer, gate off (every trade goes without an authorization).
   */
  readonly tradeGate?: Readonly<{ signer: string; on: boolean }>;
  /**
   * Whether to deploy the Uniswap V2 venue and the three Uniswap V3 tiers (indexes 2 to 5) after the local AMM's two;
   * default true. Contract tests that need only the local AMM leave them out.
   */
  readonly uniswapVenues?: boolean;
  /** Hardhat artifacts folder; default this repository's `artifacts/`. */
  readonly artifactsDir?: string;
  /** Progress lines (none by default). */
  readonly log?: (line: string) => void;
}

/** Venue names as the router lists them (index 0 to 5; the Uniswap ones only with `uniswapVenues`). */
export const LOCAL_VENUE_NAMES = ["KUL AMM", "KUL AMM Lite", ...LOCAL_UNISWAP_VENUES.map((v) => v.name)] as const;

/** Accounts funded per faucet transaction (7 mints each, about 0.4 M gas). */
const FUND_ACCOUNTS_PER_TX = 10;

/** The shallow venue prices ETH this much higher (per mille), so it wins small ETH sales and loses large ones. */
const SHALLOW_ETH_PREMIUM_PER_MILLE = 1010n;

interface Asset {
  readonly info: DeployedToken;
  readonly contract: Contract;
}

/**
 * Deploys the whole local stack with `signer` (any ethers v6 Signer with a provider, e.g. Hardhat's or a Wallet):
 * WETH, the test tokens, two AMM venues seeded at market-like prices, their trading proxies, the router
 * (partner 0 = platform), the batch reader and a faucet; then funds the test accounts.
 * @example const deployment = await deployLocalStack((await hre.ethers.getSigners())[0], { fundAccounts });
 */
export async function deployLocalStack(unmanagedSigner: Signer, options: DeployOptions = {}): Promise<Deployment> {
  const log = options.log ?? (() => undefined);
  // Count nonces locally: some providers answer repeated nonce queries from a short-lived cache.
  const signer = new NonceManager(unmanagedSigner);
  const d = new Deployer(signer, options.artifactsDir);
  const provider = signer.provider;
  if (provider === null) throw new Error("deployLocalStack needs a signer connected to a provider");
  const deployer = await signer.getAddress();
  const chainId = Number((await provider.getNetwork()).chainId);
  const startBlock = await provider.getBlockNumber();

  const weth = await d.deploy("WrappedEther");
  const assets = new Map<string, Asset>();
  for (const spec of LOCAL_ASSETS) {
    const contract = await d.deploy(spec.kind === "tether" ? "TetherLikeToken" : "TestToken", spec.name, spec.symbol, spec.decimals);
    const { kind: _kind, ...rest } = spec;
    assets.set(spec.symbol, { info: { ...rest, address: await contract.getAddress() }, contract });
  }
  log(`deployed WETH and ${assets.size} test tokens`);

  const platformFeeBps = options.platformFeeBps ?? 25;
  const platformWallet = getAddress(options.platformWallet ?? deployer);
  const router = await d.deploy("KulSwapRouter", deployer, platformWallet, platformFeeBps, await weth.getAddress());
  if (options.tradeGate !== undefined) {
    await d.send(router, "setTradeSigner", getAddress(options.tradeGate.signer));
    if (options.tradeGate.on) await d.send(router, "setTradeGate", true);
    log(`set the router's trading gate signer, gate ${options.tradeGate.on ? "on" : "off"}`);
  }
  const ctx: VenueContext = { d, router, weth };
  const venues = [
    await deployKulAmm(ctx, assets, "KUL AMM", options.deepPoolUsd ?? 300_000n, 1000n, true),
    await deployKulAmm(ctx, assets, "KUL AMM Lite", options.shallowPoolUsd ?? 75_000n, SHALLOW_ETH_PREMIUM_PER_MILLE, false),
  ];
  log("deployed the router and two seeded venues");
  if (options.uniswapVenues ?? true) {
    venues.push(...(await deployUniswapVenues(ctx, assets)));
    log(`deployed ${LOCAL_UNISWAP_VENUES.length} seeded Uniswap venues`);
  }
  const batchReader = await d.deploy("BalanceReader");
  await installMulticall3(provider);

  const faucet = await d.deploy("TestFaucet");
  const fundAccounts = (options.fundAccounts ?? []).map((a) => getAddress(a));
  const funded = [...assets.values()].map((a) => a.info);
  const amounts = funded.map((t) => amountForUsd(options.fundUsdPerToken ?? 100_000n, t.seedUsdPrice, t.decimals));
  for (let i = 0; i < fundAccounts.length; i += FUND_ACCOUNTS_PER_TX) {
    await d.send(faucet, "fund", funded.map((t) => t.address), amounts, fundAccounts.slice(i, i + FUND_ACCOUNTS_PER_TX));
  }
  const wei = options.fundWeiPerAccount ?? 0n;
  if (wei > 0n) for (const to of fundAccounts) await (await signer.sendTransaction({ to, value: wei })).wait();
  log(`funded ${fundAccounts.length} accounts`);

  const ethToken: DeployedToken = { symbol: "ETH", name: "Ether", address: ETH_ADDRESS, decimals: 18, seedUsdPrice: ETH_SEED_USD_PRICE };
  const tokens: Record<string, DeployedToken> = { ETH: ethToken };
  for (const [symbol, asset] of assets) tokens[symbol] = asset.info;
  return {
    chainId,
    startBlock,
    deployer,
    router: await router.getAddress(),
    batchReader: await batchReader.getAddress(),
    faucet: await faucet.getAddress(),
    weth: await weth.getAddress(),
    ethAddress: ETH_ADDRESS,
    platform: { partnerIndex: 0, wallet: platformWallet, feeBps: platformFeeBps },
    venues,
    tokens,
    fundedAccounts: fundAccounts,
    tokenList: buildTokenList(chainId, Object.values(tokens)),
  };
}

/** A local AMM venue with a WETH pool of every asset (and the stable pairs on the deep one), ether priced at the premium. */
async function deployKulAmm(
  ctx: VenueContext,
  assets: ReadonlyMap<string, Asset>,
  name: string,
  poolUsd: bigint,
  ethPremiumPerMille: bigint,
  withStablePairs: boolean,
): Promise<DeployedVenue> {
  const venue = await kulAmmVenue.deploy(ctx, name);
  const ethPerPool = amountForUsd(poolUsd, ETH_SEED_USD_PRICE, 18);
  await ctx.d.send(ctx.weth, "deposit", { value: ethPerPool * BigInt(assets.size) });
  const side = (symbol: string, amount: bigint): PoolSide => ({ symbol, token: assets.get(symbol)?.contract ?? ctx.weth, amount });
  for (const [symbol, { info }] of assets) {
    const tokenAmount = (amountForUsd(poolUsd, info.seedUsdPrice, info.decimals) * ethPremiumPerMille) / 1000n;
    await venue.addPool(side("WETH", ethPerPool), side(symbol, tokenAmount));
  }
  if (withStablePairs) {
    for (const [x, y] of [["DAI", "USDC"], ["USDC", "USDT"]] as const) {
      const [a, b] = [assets.get(x), assets.get(y)];
      if (a === undefined || b === undefined) continue;
      const amount = (asset: Asset): bigint => amountForUsd(poolUsd, asset.info.seedUsdPrice, asset.info.decimals);
      await venue.addPool(side(x, amount(a)), side(y, amount(b)));
    }
  }
  return venue.deployed();
}

/** The Uniswap V2 venue and the V3 tiers of {@link LOCAL_UNISWAP_VENUES}, seeded at the listed prices and their skews. */
async function deployUniswapVenues(ctx: VenueContext, assets: ReadonlyMap<string, Asset>): Promise<DeployedVenue[]> {
  const price = (symbol: string) => (symbol === "WETH" ? { seedUsdPrice: ETH_SEED_USD_PRICE, decimals: 18 } : assets.get(symbol)!.info);
  const side = (symbol: string, usd: bigint, perMille: bigint): PoolSide => ({
    symbol,
    token: symbol === "WETH" ? ctx.weth : assets.get(symbol)!.contract,
    amount: (amountForUsd(usd, price(symbol).seedUsdPrice, price(symbol).decimals) * perMille) / 1000n,
  });
  const deployed: DeployedVenue[] = [];
  for (const plan of LOCAL_UNISWAP_VENUES) {
    const venue = await plan.kind.deploy(ctx, plan.name);
    for (const pool of plan.pools) await venue.addPool(side(pool.a, pool.usd, 1000n), side(pool.b, pool.usd, pool.skewPerMille));
    deployed.push(venue.deployed());
  }
  return deployed;
}
