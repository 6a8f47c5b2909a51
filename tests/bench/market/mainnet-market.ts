// The market at mainnet size for benchmarks: the 36 listed assets of the spec (ETH and 35 test
// tokens with the spec's decimals, priced like the real market) on six venues of three kinds (the
// local AMM, Uniswap V2, the three Uniswap V3 fee tiers), seeded deterministically so every run
// measures the same market. Depth follows how much a token trades (majors deep, the long tail
// shallow) and where it trades on mainnet (majors on V3 0.05 / 0.3 %, the long tail on V2 and V3
// 1 %); the venues differ in depth and price, and some tokens have no ether pool at all, so their
// pairs are reachable only through USDC.
import { Contract, getAddress, type Signer } from "ethers";
import { Deployer } from "../../../contracts/deploy/contracts";
import { ETH_ADDRESS, type DeployedToken, type DeployedVenue } from "../../../contracts/deploy/deployment.types";
import { amountForUsd, ETH_SEED_USD_PRICE } from "../../../contracts/deploy/local-assets";
import type { Eip1193Provider } from "../../../adapters/chain/wallet/eip1193";
import { kulAmmVenue, uniswapV2Venue, uniswapV3Venue, uniswapV3VenueName, type PoolSide, type VenueContext, type VenueKind } from "./venue-kinds";

/** How much a token trades: the USD on each side of its deepest pool. */
const DEPTH_USD = { major: 2_000_000n, mid: 400_000n, tail: 80_000n } as const;
type Tier = keyof typeof DEPTH_USD;

/** One listed asset: the spec's decimals, a market-like USD price, its tier, and whether it has ether pools. */
export type ListedAsset = Readonly<{ symbol: string; name: string; decimals: number; usd: string; tier: Tier; tether?: boolean; usdcOnly?: boolean }>;

/** Spec 1's mainnet token codes other than ETH (decimals 18 unless the spec says 6, 8 or 0). */
export const LISTED_ASSETS: readonly ListedAsset[] = [
  { symbol: "BAND", name: "Band Protocol", decimals: 18, usd: "1.2", tier: "tail" },
  { symbol: "BAT", name: "Basic Attention Token", decimals: 18, usd: "0.25", tier: "mid" },
  { symbol: "COMP", name: "Compound", decimals: 18, usd: "55", tier: "mid" },
  { symbol: "DAI", name: "Dai Stablecoin", decimals: 18, usd: "1", tier: "major" },
  { symbol: "KNC", name: "Kyber Network Crystal", decimals: 18, usd: "0.6", tier: "tail" },
  { symbol: "LINK", name: "ChainLink Token", decimals: 18, usd: "15", tier: "major" },
  { symbol: "LRC", name: "Loopring", decimals: 18, usd: "0.2", tier: "tail" },
  { symbol: "MKR", name: "Maker", decimals: 18, usd: "2000", tier: "major" },
  { symbol: "OMG", name: "OMG Network", decimals: 18, usd: "0.5", tier: "tail" },
  { symbol: "SNX", name: "Synthetix", decimals: 18, usd: "2.5", tier: "mid" },
  { symbol: "USDC", name: "USD Coin", decimals: 6, usd: "1", tier: "major" },
  { symbol: "USDT", name: "Tether USD", decimals: 6, usd: "1", tier: "major", tether: true },
  { symbol: "WBTC", name: "Wrapped BTC", decimals: 8, usd: "60000", tier: "major" },
  { symbol: "ZRX", name: "0x Protocol", decimals: 18, usd: "0.4", tier: "tail" },
  { symbol: "UNI", name: "Uniswap", decimals: 18, usd: "8", tier: "major" },
  { symbol: "SUSHI", name: "SushiToken", decimals: 18, usd: "1", tier: "mid" },
  { symbol: "AAVE", name: "Aave", decimals: 18, usd: "150", tier: "major" },
  { symbol: "YFI", name: "yearn.finance", decimals: 18, usd: "7000", tier: "mid" },
  { symbol: "AXS", name: "Axie Infinity", decimals: 18, usd: "7", tier: "mid" },
  { symbol: "SLP", name: "Smooth Love Potion", decimals: 0, usd: "0.003", tier: "tail" },
  { symbol: "ILV", name: "Illuvium", decimals: 18, usd: "60", tier: "tail" },
  { symbol: "SHIB", name: "Shiba Inu", decimals: 18, usd: "0.00002", tier: "major" },
  { symbol: "FTM", name: "Fantom", decimals: 18, usd: "0.7", tier: "mid" },
  { symbol: "DYDX", name: "dYdX", decimals: 18, usd: "2", tier: "mid" },
  { symbol: "GALA", name: "Gala", decimals: 8, usd: "0.03", tier: "mid" },
  { symbol: "MANA", name: "Decentraland", decimals: 18, usd: "0.45", tier: "mid" },
  { symbol: "SAND", name: "The Sandbox", decimals: 18, usd: "0.45", tier: "mid" },
  { symbol: "APE", name: "ApeCoin", decimals: 18, usd: "1.5", tier: "mid" },
  { symbol: "ENJ", name: "Enjin Coin", decimals: 18, usd: "0.3", tier: "tail" },
  { symbol: "USDP", name: "Pax Dollar", decimals: 18, usd: "1", tier: "tail" },
  { symbol: "GNO", name: "Gnosis", decimals: 18, usd: "250", tier: "tail" },
  { symbol: "MATIC", name: "Polygon", decimals: 18, usd: "0.7", tier: "major" },
  { symbol: "WFLOW", name: "Wrapped Flow", decimals: 18, usd: "0.8", tier: "tail", usdcOnly: true },
  { symbol: "HT", name: "Huobi Token", decimals: 18, usd: "0.5", tier: "tail", usdcOnly: true },
  { symbol: "GRT", name: "The Graph", decimals: 18, usd: "0.2", tier: "mid" },
];

/** One pool of a venue's plan: its two assets ("WETH" for ether) and the USD on each side. */
type PlannedPool = Readonly<{ a: string; b: string; usd: bigint }>;

/** One venue of the market: its kind, its name, its pools, and how its prices stray from the market (each pool's second asset is seeded at this per mille of its market amount). */
export type VenuePlan = Readonly<{ kind: VenueKind; name: string; skewPerMille: bigint; pools: (assets: readonly ListedAsset[]) => readonly PlannedPool[] }>;

const depth = (asset: ListedAsset, perMille: bigint) => (DEPTH_USD[asset.tier] * perMille) / 1000n;
const withEther = (assets: readonly ListedAsset[]) => assets.filter((a) => a.usdcOnly !== true);

const STABLES = new Set(["DAI", "USDC", "USDT", "USDP"]);
const majors = (assets: readonly ListedAsset[]) => withEther(assets).filter((a) => a.tier === "major" && !STABLES.has(a.symbol));

/**
 * The six venues: the deep local AMM pairs every ether-paired token with WETH, plus the stable
 * pairs; the lite one (a quarter as deep, ether 1 % dearer) only the majors and mid tier; Uniswap
 * V2 (half as deep, ether 0.5 % cheaper) pairs every token with USDC, the USDC-only ones included.
 * Uniswap V3 0.05 % holds ether/dollar and the stable pairs, deep (a V3 pool's USD is the depth it
 * trades at near its price); 0.3 % the majors against ether; 1 % the mid tier and the long tail
 * against ether, shallow and 1.5 % off the market.
 */
export const MAINNET_VENUES: readonly VenuePlan[] = [
  {
    kind: kulAmmVenue,
    name: "KUL AMM",
    skewPerMille: 1000n,
    pools: (assets) => [
      ...withEther(assets).map((a) => ({ a: "WETH", b: a.symbol, usd: depth(a, 1000n) })),
      { a: "DAI", b: "USDC", usd: DEPTH_USD.major },
      { a: "USDC", b: "USDT", usd: DEPTH_USD.major },
    ],
  },
  {
    kind: kulAmmVenue,
    name: "KUL AMM Lite",
    skewPerMille: 1010n,
    pools: (assets) => withEther(assets).filter((a) => a.tier !== "tail").map((a) => ({ a: "WETH", b: a.symbol, usd: depth(a, 250n) })),
  },
  {
    kind: uniswapV2Venue,
    name: "Uniswap V2",
    skewPerMille: 1005n,
    pools: (assets) => [
      { a: "WETH", b: "USDC", usd: DEPTH_USD.major / 2n },
      ...assets.filter((a) => a.symbol !== "USDC").map((a) => ({ a: "USDC", b: a.symbol, usd: depth(a, 500n) })),
    ],
  },
  {
    kind: uniswapV3Venue(500),
    name: uniswapV3VenueName(500),
    skewPerMille: 1002n,
    pools: () => [
      { a: "WETH", b: "USDC", usd: DEPTH_USD.major * 4n },
      { a: "WETH", b: "USDT", usd: DEPTH_USD.major * 2n },
      { a: "USDC", b: "USDT", usd: DEPTH_USD.major * 4n },
      { a: "DAI", b: "USDC", usd: DEPTH_USD.major * 2n },
    ],
  },
  {
    kind: uniswapV3Venue(3000),
    name: uniswapV3VenueName(3000),
    skewPerMille: 1003n,
    pools: (assets) => [{ a: "WETH", b: "USDC", usd: DEPTH_USD.major }, ...majors(assets).map((a) => ({ a: "WETH", b: a.symbol, usd: depth(a, 1500n) }))],
  },
  {
    kind: uniswapV3Venue(10000),
    name: uniswapV3VenueName(10000),
    skewPerMille: 1015n,
    pools: (assets) => withEther(assets).filter((a) => a.tier !== "major").map((a) => ({ a: "WETH", b: a.symbol, usd: depth(a, 300n) })),
  },
];

/** What the market needs of the deployment it is built on: the router and the wrapped ether its venues use. */
export type MarketBase = Readonly<{ chainId: number; router: string; weth: string; deployer: string; batchReader: string; platform: Readonly<{ partnerIndex: 0; wallet: string; feeBps: number }> }>;

/** The deployments file of the market: the base deployment's router with the listed tokens and the planned venues only. */
export type MarketDeployment = MarketBase & Readonly<{ startBlock: number; ethAddress: string; tokens: Readonly<Record<string, DeployedToken>>; venues: readonly DeployedVenue[] }>;

/**
 * Deploys the 35 listed tokens and the planned venues on `base`'s router, seeds every pool, and
 * returns the deployments file describing only them (the base's own venues and tokens are left out).
 * `node` gives the deployer the ether the pools' WETH sides need (hardhat_setBalance).
 * @example const market = await deployMainnetMarket(node, signer, env.deployment);
 */
export async function deployMainnetMarket(node: Eip1193Provider, signer: Signer, base: MarketBase, venues: readonly VenuePlan[] = MAINNET_VENUES): Promise<MarketDeployment> {
  const d = new Deployer(signer);
  const provider = signer.provider!;
  const startBlock = await provider.getBlockNumber();
  const router = d.attach("KulSwapRouter", base.router);
  const weth = d.attach("WrappedEther", base.weth);
  const ctx: VenueContext = { d, router, weth };

  const contracts = new Map<string, Contract>([["WETH", weth]]);
  const tokens: Record<string, DeployedToken> = { ETH: { symbol: "ETH", name: "Ether", address: ETH_ADDRESS, decimals: 18, seedUsdPrice: ETH_SEED_USD_PRICE } };
  const prices = new Map<string, Readonly<{ usd: string; decimals: number }>>([["WETH", { usd: ETH_SEED_USD_PRICE, decimals: 18 }]]);
  for (const asset of LISTED_ASSETS) {
    const contract = await d.deploy(asset.tether === true ? "TetherLikeToken" : "TestToken", asset.name, asset.symbol, asset.decimals);
    contracts.set(asset.symbol, contract);
    tokens[asset.symbol] = { symbol: asset.symbol, name: asset.name, address: await contract.getAddress(), decimals: asset.decimals, seedUsdPrice: asset.usd };
    prices.set(asset.symbol, { usd: asset.usd, decimals: asset.decimals });
  }

  const plans = venues.map((venue) => ({ venue, pools: venue.pools(LISTED_ASSETS) }));
  const amount = (symbol: string, usd: bigint) => amountForUsd(usd, prices.get(symbol)!.usd, prices.get(symbol)!.decimals);
  const wethNeeded = plans.flatMap((p) => p.pools).reduce((sum, pool) => sum + (pool.a === "WETH" || pool.b === "WETH" ? amount("WETH", pool.usd) : 0n), 0n);
  const deployer = await signer.getAddress();
  const balance = await provider.getBalance(deployer);
  await node.request({ method: "hardhat_setBalance", params: [deployer, `0x${(balance + wethNeeded + 10n ** 21n).toString(16)}`] });
  await d.send(weth, "deposit", { value: wethNeeded });

  const deployed: DeployedVenue[] = [];
  for (const { venue, pools } of plans) {
    const builder = await venue.kind.deploy(ctx, venue.name);
    for (const pool of pools) {
      const side = (symbol: string, skew: bigint): PoolSide => ({ symbol, token: contracts.get(symbol)!, amount: (amount(symbol, pool.usd) * skew) / 1000n });
      await builder.addPool(side(pool.a, 1000n), side(pool.b, venue.skewPerMille));
    }
    deployed.push(builder.deployed());
  }
  return { ...base, router: getAddress(base.router), startBlock, ethAddress: ETH_ADDRESS, tokens, venues: deployed };
}
