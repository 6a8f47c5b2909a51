import hre from "hardhat";
import { MaxUint256, parseUnits } from "ethers";
import type { HardhatEthersSigner } from "@nomicfoundation/hardhat-ethers/signers";
import { deployLocalStack } from "../../../contracts/deploy/deploy-local-stack";
import { ETH, at, by, deployContract, NO_AUTH } from "./fixtures";
import type { KulContract } from "./fixtures";
import { HOSTILE_POOL, seedPair } from "./hostile-fixture";

/** Every asset the invariant suite trades, ETH by its placeholder and WETH as a token of its own. */
export const ASSETS = ["ETH", "WETH", "DAI", "USDC", "USDT", "LINK", "FOT", "BUSD", "ZERO", "REENTER", "FALSE"] as const;
export type AssetName = (typeof ASSETS)[number];

/** An account that trades or receives fees: an EOA, a contract that refuses ether, or one that calls back on ether. */
export type Account = Readonly<{ name: string; address: string; kind: "eoa" | "refusing" | "reentering"; signer?: HardhatEthersSigner; wallet?: KulContract }>;

/** A KUL AMM pair: its tokens and the trading proxy index of its venue's factory (0 or 1). */
export type Pair = Readonly<{ address: string; token0: string; token1: string; factory: number }>;

/** The deployed world the invariant suite acts on (one fixture, reverted before every run). */
export interface World {
  readonly router: KulContract;
  readonly routerAddress: string;
  readonly owner: HardhatEthersSigner;
  /** Sends mistaken transfers, tries owner calls, receives claims; never blocklisted. */
  readonly stranger: HardhatEthersSigner;
  /** Sends the contract traders' and wallets' calls (and their ether). */
  readonly operator: HardhatEthersSigner;
  readonly traders: readonly Account[];
  /** Partner wallets, in the order partners 0..3 start with: platform EOA, partner EOA, refuses ether, calls back. */
  readonly wallets: readonly Account[];
  readonly assets: Readonly<Record<AssetName, string>>;
  readonly tokens: Readonly<Record<Exclude<AssetName, "ETH">, KulContract>>;
  /** Trading proxies 0 and 1 (the local stack's venues), and a third over venue 1's factory, not yet listed. */
  readonly proxies: readonly string[];
  readonly freshProxy: string;
  readonly pairs: readonly Pair[];
  readonly balances: KulContract;
  readonly reserves: KulContract;
  /** The reentrant token's armed hook: a fee claim by the token itself (refused inside a trade and outside). */
  readonly reentrantHook: string;
}

/** Partners the suite starts with (wallet index into `wallets`, fee bps); index 4 never exists. */
export const START_PARTNERS: readonly (readonly [number, number])[] = [[0, 25], [1, 50], [2, 30], [3, 100]];

const HOSTILE = [["FOT", "FeeOnTransferToken"], ["BUSD", "BlocklistToken"], ["ZERO", "RevertOnZeroToken"], ["REENTER", "ReentrantToken"], ["FALSE", "FalseReturningToken"]] as const;

/** Deploys the local stack, the hostile tokens in pools against DAI, traders and partner wallets, all funded and approved. */
export async function invariantWorld(): Promise<World> {
  const signers = await hre.ethers.getSigners();
  const [owner, t1, t2, platform, partnerEoa, t3, t4, stranger, operator] = signers as HardhatEthersSigner[] & { length: 9 };
  if (!owner || !t1 || !t2 || !platform || !partnerEoa || !t3 || !t4 || !stranger || !operator) throw new Error("Hardhat signers missing");
  const eoas = [t1, t2, t3, t4];
  const deployment = await deployLocalStack(owner, { platformWallet: platform.address, fundAccounts: [...eoas, stranger].map((s) => s.address), uniswapVenues: false });
  const router = await at("KulSwapRouter", deployment.router);
  const tokens = {} as Record<Exclude<AssetName, "ETH">, KulContract>;
  tokens.WETH = await at("WrappedEther", deployment.weth);
  for (const code of ["DAI", "USDC", "USDT", "LINK"] as const) tokens[code] = await at(code === "USDT" ? "TetherLikeToken" : "TestToken", deployment.tokens[code]!.address);
  const factory0 = await at("KulPairFactory", deployment.venues[0]!.factory);
  for (const [code, name] of HOSTILE) {
    tokens[code] = await deployContract(name);
    await seedPair(factory0, tokens[code], tokens.DAI, owner.address);
  }
  const assets = { ETH } as Record<AssetName, string>;
  for (const [code, token] of Object.entries(tokens)) assets[code as AssetName] = await token.getAddress();

  const refusingTrader = await deployContract("RevertingEthReceiver");
  const reenteringTrader = await deployContract("ReenteringWallet");
  const refusingWallet = await deployContract("RevertingEthReceiver");
  const reenteringWallet = await deployContract("ReenteringWallet");
  const contract = async (name: string, kind: Account["kind"], wallet: KulContract): Promise<Account> => ({ name, kind, wallet, address: await wallet.getAddress() });
  const traders: Account[] = [
    ...eoas.map((signer, i): Account => ({ name: `eoa${i + 1}`, kind: "eoa", signer, address: signer.address })),
    await contract("refusingTrader", "refusing", refusingTrader),
    await contract("reenteringTrader", "reentering", reenteringTrader),
  ];
  const wallets: Account[] = [
    { name: "platform", kind: "eoa", signer: platform, address: platform.address },
    { name: "partnerEoa", kind: "eoa", signer: partnerEoa, address: partnerEoa.address },
    await contract("refusingWallet", "refusing", refusingWallet),
    await contract("reenteringWallet", "reentering", reenteringWallet),
  ];
  // Calls back into the router on every ether payment: a trade, a claim. Both must be refused.
  await reenteringTrader.setHook(deployment.router, router.interface.encodeFunctionData("trade", [0, assets.DAI, 1n, ETH, 0, 0, 2n ** 40n, NO_AUTH]));
  await reenteringWallet.setHook(deployment.router, router.interface.encodeFunctionData("claimFees", [ETH, await reenteringWallet.getAddress()]));
  for (const [index, [wallet, bps]] of START_PARTNERS.entries()) await by(router, owner).updatePartner(index, wallets[wallet]!.address, bps, `Partner ${index}`);

  // Every trader (and the stranger) holds every token and approved the router for all of it.
  const holders = [...traders.map((t) => t.address), stranger.address];
  for (const code of ["FOT", "BUSD", "ZERO", "REENTER", "FALSE"] as const) for (const h of holders) await tokens[code].mint(h, HOSTILE_POOL / 10n);
  for (const [code, amount] of [["DAI", parseUnits("100000", 18)], ["USDC", parseUnits("100000", 6)], ["USDT", parseUnits("100000", 6)], ["LINK", parseUnits("6000", 18)]] as const) {
    for (const t of traders.slice(4)) await tokens[code].mint(t.address, amount);
  }
  for (const h of holders) {
    await by(tokens.WETH, operator).deposit({ value: parseUnits("40", 18) });
    await by(tokens.WETH, operator).transfer(h, parseUnits("40", 18));
  }
  for (const t of traders) {
    for (const code of Object.keys(tokens) as Exclude<AssetName, "ETH">[]) {
      const token = tokens[code];
      if (t.signer) await by(token, t.signer).approve(deployment.router, MaxUint256);
      else await by(t.wallet!, operator).execute(assets[code], token.interface.encodeFunctionData("approve", [deployment.router, MaxUint256]));
    }
  }

  const freshProxy = await deployContract("KulAmmTradingProxy", deployment.venues[1]!.factory, deployment.weth);
  const pairs: Pair[] = [];
  const ours = new Set(Object.values(assets).map((x) => x.toLowerCase()));
  for (const [index, venue] of deployment.venues.entries()) {
    const factory = await at("KulPairFactory", venue.factory);
    const count = Number(await factory.allPairsLength());
    for (let i = 0; i < count; i++) {
      const pair = await at("KulPair", await factory.allPairs(i));
      const [token0, token1] = [(await pair.token0()) as string, (await pair.token1()) as string];
      // Pools of tokens the suite never trades (WBTC, MKR, SLP) are never touched: not watched.
      if (!ours.has(token0.toLowerCase()) || !ours.has(token1.toLowerCase())) continue;
      pairs.push({ address: await pair.getAddress(), token0, token1, factory: index });
    }
  }
  return {
    router,
    routerAddress: deployment.router,
    owner,
    stranger,
    operator,
    traders,
    wallets,
    assets,
    tokens,
    proxies: deployment.venues.map((v) => v.tradingProxy),
    freshProxy: await freshProxy.getAddress(),
    pairs,
    balances: await at("BalanceReader", deployment.batchReader),
    reserves: await deployContract("PairReserveReader"),
    reentrantHook: router.interface.encodeFunctionData("claimFees", [assets.REENTER, stranger.address]),
  };
}
