import { parseUnits } from "ethers";
import { ETH, at, by, stackFixture } from "./fixtures";
import type { KulContract, Stack } from "./fixtures";

/** One step of a path as `tradePaths` takes it. */
export type PathStep = { dest: string; tradingProxyIndices: number[]; weights: bigint[] };
/** One path as `tradePaths` takes it. */
export type TradePath = { srcAmount: bigint; steps: PathStep[] };

/** A step to `dest` over `venues`, weighted `weights` (equal weights when left out). */
export const step = (dest: string, venues: readonly number[], weights: readonly bigint[] = venues.map(() => 1n)): PathStep => ({ dest, tradingProxyIndices: [...venues], weights: [...weights] });
/** A path selling `srcAmount` through `steps`. */
export const path = (srcAmount: bigint, ...steps: PathStep[]): TradePath => ({ srcAmount, steps });

/** Each side of the stablecoin pools the fixture adds, in USD. */
const EXTRA_POOL_USD = "100000";

/** The local stack with its two KUL AMM venues' proxies, plus stablecoin pools so paths between stablecoins have two venues a step. */
export interface PathsStack extends Stack {
  readonly proxies: readonly KulContract[];
  readonly traderRouter: KulContract;
  readonly ownerRouter: KulContract;
}

/**
 * The router's test stack plus DAI/USDT on both venues and USDC/USDT and DAI/USDC on venue 1 (venue 0 has those two
 * already), each 100,000 USD a side: DAI -> USDT then goes directly on two venues, through USDC on two venues a step,
 * or through ETH on two venues a step, and no two of those paths share a pool.
 */
export async function pathsFixture(): Promise<PathsStack> {
  const stack = await stackFixture();
  const { deployment, owner, token } = stack;
  const proxies = await Promise.all(deployment.venues.map((v) => at("KulAmmTradingProxy", v.tradingProxy)));
  const pools: readonly [number, string, string][] = [[0, "DAI", "USDT"], [1, "DAI", "USDT"], [1, "USDC", "USDT"], [1, "DAI", "USDC"]];
  for (const [venue, x, y] of pools) {
    const factory = await at("KulPairFactory", deployment.venues[venue]!.factory);
    const [a, b] = [token(x), token(y)];
    await (await factory.createPair(await a.getAddress(), await b.getAddress())).wait();
    const pair = await factory.getPair(await a.getAddress(), await b.getAddress());
    for (const t of [a, b]) await (await t.mint(pair, parseUnits(EXTRA_POOL_USD, await t.decimals()))).wait();
    await (await (await at("KulPair", pair)).mint(owner.address)).wait();
  }
  return { ...stack, proxies, traderRouter: by(stack.router, stack.trader), ownerRouter: by(stack.router, owner) };
}

/** The parts of `amount` by `weights`: floor(amount * w / sum) for all but the last, which takes the rest. */
export function splitByWeights(amount: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((s, w) => s + w, 0n);
  const parts = weights.slice(0, -1).map((w) => (amount * w) / sum);
  return [...parts, amount - parts.reduce((s, p) => s + p, 0n)];
}

/** What `paths` deliver of the last asset before the fee, priced part by part on the venues' proxies as the pools are now. */
export async function modelPaths(proxies: readonly KulContract[], src: string, paths: readonly TradePath[]): Promise<bigint> {
  let total = 0n;
  for (const p of paths) {
    let [from, amount] = [src, p.srcAmount];
    for (const s of p.steps) {
      const parts = splitByWeights(amount, s.weights);
      amount = 0n;
      for (const [i, part] of parts.entries()) amount += await proxies[s.tradingProxyIndices[i]!]!.getDestinationReturnAmount(from, s.dest, part);
      from = s.dest;
    }
    total += amount;
  }
  return total;
}

/** The value a trade of `amount` of `src` sends (ether only). */
export const valueFor = (src: string, amount: bigint): bigint => (src === ETH ? amount : 0n);
