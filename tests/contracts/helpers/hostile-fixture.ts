import hre from "hardhat";
import { MaxUint256, parseUnits } from "ethers";
import type { HardhatEthersSigner } from "@nomicfoundation/hardhat-ethers/signers";
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

/** The hostile stack plus what the fee tests need: a wallet refusing ether, spare wallets, the owner's router. */
export interface PaymentsStack extends HostileStack {
  readonly refusing: KulContract;
  readonly refusingAddress: string;
  readonly ownerRouter: KulContract;
  readonly routerAddress: string;
  /** Spare signers (indices 4 and 5) for a partner's wallet and a new platform wallet. */
  readonly partnerWallet: HardhatEthersSigner;
  readonly newPlatform: HardhatEthersSigner;
}

/**
 * The fee tests' fixture (for loadFixture), one function shared by their files so the stack is deployed once: each
 * local stack deployed in a run costs the deployer about 700 ether of pool seeding that no snapshot gives back.
 */
export async function paymentsFixture(): Promise<PaymentsStack> {
  const stack = await hostileFixture();
  const refusing = await deployContract("RevertingEthReceiver");
  const [, , , , partnerWallet, newPlatform] = await hre.ethers.getSigners();
  if (!partnerWallet || !newPlatform) throw new Error("Hardhat signers missing");
  return {
    ...stack,
    refusing,
    refusingAddress: await refusing.getAddress(),
    ownerRouter: by(stack.router, stack.owner),
    routerAddress: await stack.router.getAddress(),
    partnerWallet,
    newPlatform,
  };
}
