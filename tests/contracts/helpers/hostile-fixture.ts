import { MaxUint256, parseUnits } from "ethers";
import { at, by, deployContract, stackFixture } from "./fixtures";
import type { KulContract, Stack } from "./fixtures";

/** Each side of a hostile token's pool against DAI on venue 0. */
export const HOSTILE_POOL = parseUnits("1000000", 18);

/** The hostile test tokens the router must survive, by contract name. */
export const HOSTILE_TOKENS = [
  "FeeOnTransferToken",
  "FalseReturningToken",
  "ReentrantToken",
  "BlocklistToken",
  "RevertOnZeroToken",
] as const;
export type HostileName = (typeof HOSTILE_TOKENS)[number];

/** Creates and seeds the pair of `a` and `b` on `factory` with HOSTILE_POOL of each. */
export async function seedPair(factory: KulContract, a: KulContract, b: KulContract, owner: string): Promise<KulContract> {
  const [x, y] = [await a.getAddress(), await b.getAddress()];
  await factory.createPair(x, y);
  const pair = await at("KulPair", await factory.getPair(x, y));
  await a.mint(await pair.getAddress(), HOSTILE_POOL);
  await b.mint(await pair.getAddress(), HOSTILE_POOL);
  await pair.mint(owner);
  return pair;
}

/** The local stack plus every hostile token, held and approved by the trader, in a pool against DAI on venue 0. */
export interface HostileStack extends Stack {
  readonly proxy: KulContract;
  readonly hostile: Record<HostileName, KulContract>;
  readonly pairs: Record<HostileName, KulContract>;
  readonly traderRouter: KulContract;
}

/** Deploys the local stack and the hostile tokens (for loadFixture). */
export async function hostileFixture(): Promise<HostileStack> {
  const stack = await stackFixture();
  const factory = await at("KulPairFactory", stack.deployment.venues[0]!.factory);
  const proxy = await at("KulAmmTradingProxy", stack.deployment.venues[0]!.tradingProxy);
  const dai = stack.token("DAI");
  const hostile = {} as Record<HostileName, KulContract>;
  const pairs = {} as Record<HostileName, KulContract>;
  for (const name of HOSTILE_TOKENS) {
    const token = await deployContract(name);
    await token.mint(stack.trader.address, HOSTILE_POOL);
    await by(token, stack.trader).approve(stack.deployment.router, MaxUint256);
    hostile[name] = token;
    pairs[name] = await seedPair(factory, token, dai, stack.owner.address);
  }
  return { ...stack, proxy, hostile, pairs, traderRouter: by(stack.router, stack.trader) };
}
