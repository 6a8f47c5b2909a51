import hre from "hardhat";
import type { BaseContractMethod, Contract, Signer } from "ethers";
import type { HardhatEthersSigner } from "@nomicfoundation/hardhat-ethers/signers";
import { deployLocalStack } from "../../../contracts/deploy/deploy-local-stack";
import type { Deployment } from "../../../contracts/deploy/deployment.types";

/** The ETH placeholder address. */
export const ETH = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE";
/** Far-future deadline for tests that are not about deadlines. */
export const FAR_DEADLINE = 2n ** 40n;
/** The empty trade authorization a trade passes while the router's trading gate is off. */
export const NO_AUTH = { trader: "0x0000000000000000000000000000000000000000", authId: 0n, expiry: 0n, signature: "0x" } as const;
/** Basis points in one. */
export const BPS = 10_000n;

type MethodName =
  | "trade" | "splitTrades" | "tradeRoutes" | "getDestinationReturnAmount" | "getDestinationReturnAmountForSplitTrades"
  | "getDestinationReturnAmountForTradeRoutes" | "addTradingProxy" | "enableTradingProxy" | "disableTradingProxy"
  | "updatePartner" | "collectRemainingEther" | "collectRemainingToken" | "tradingProxies" | "tradingProxyCount"
  | "partners" | "owner" | "pendingOwner" | "transferOwnership" | "acceptOwnership" | "ETH" | "MAX_PARTNER_FEE_BPS"
  | "BPS_DENOMINATOR" | "balanceOf" | "allowance" | "approve" | "transfer" | "transferFrom" | "mint" | "burn"
  | "decimals" | "symbol" | "name" | "totalSupply" | "deposit" | "withdraw" | "swap" | "getReserves" | "token0"
  | "token1" | "factory" | "MINIMUM_LIQUIDITY" | "createPair" | "getPair" | "allPairs" | "allPairsLength"
  | "pairInitCodeHash" | "parameters" | "depositAddress" | "weth" | "setHook" | "execute" | "balancesOf"
  | "allowancesOf" | "TRANSFER_FEE_BPS" | "addLiquidity" | "addLiquidityETH" | "getAmountsOut" | "fund" | "claimFees"
  | "feeCredit" | "creditedFees" | "setBlocked" | "isBlocked" | "reentryAttempts" | "reentrySuccesses" | "reservesOf"
  | "setTradeSigner" | "setTradeGate" | "cancelTradeAuthorizations" | "tradeGate" | "isTradeAuthorizationSpent"
  | "tradeAuthorizationDigest" | "eip712Domain" | "TRADE_AUTHORIZATION_TYPEHASH" | "depositTo" | "tradePaths"
  | "getDestinationReturnAmountForPaths";

/** A deployed contract with the methods of this project's ABIs callable by name (no typechain here). */
export type KulContract = Contract & Record<MethodName, BaseContractMethod>;

/** `contract` with transactions sent by `signer`. */
export function by(contract: KulContract, signer: Signer): KulContract {
  return contract.connect(signer) as KulContract;
}

/** A compiled contract of this project at `address`. */
export async function at(name: string, address: string): Promise<KulContract> {
  return (await hre.ethers.getContractAt(name, address)) as unknown as KulContract;
}

/** The local stack as the tests use it. */
export interface Stack {
  readonly deployment: Deployment;
  readonly owner: HardhatEthersSigner;
  readonly trader: HardhatEthersSigner;
  readonly other: HardhatEthersSigner;
  readonly platform: HardhatEthersSigner;
  readonly router: KulContract;
  readonly weth: KulContract;
  readonly token: (symbol: string) => KulContract;
  readonly address: (symbol: string) => string;
}

/**
 * Deploys the local stack with its two local AMM venues only (platform fee 25 bps to its own wallet); trader and
 * other are funded and approve the router. The Uniswap venues are left out: they take longer to deploy than the
 * rest of the stack and the contract tests of the router need only the local AMM.
 */
export async function stackFixture(): Promise<Stack> {
  return deployStack(false);
}

/** The whole local stack as `kul up` deploys it: {@link stackFixture} plus Uniswap V2 and the three V3 tiers (venues 2 to 5). */
export async function fullStackFixture(): Promise<Stack> {
  return deployStack(true);
}

async function deployStack(uniswapVenues: boolean): Promise<Stack> {
  const [owner, trader, other, platform] = await hre.ethers.getSigners();
  if (!owner || !trader || !other || !platform) throw new Error("Hardhat signers missing");
  const deployment = await deployLocalStack(owner, {
    platformWallet: platform.address,
    fundAccounts: [trader.address, other.address],
    uniswapVenues,
  });
  const tokens = new Map<string, KulContract>();
  for (const [symbol, t] of Object.entries(deployment.tokens)) {
    if (symbol === "ETH") continue;
    const name = symbol === "USDT" ? "TetherLikeToken" : "TestToken";
    tokens.set(symbol, (await hre.ethers.getContractAt(name, t.address)) as unknown as KulContract);
  }
  const router = (await hre.ethers.getContractAt("KulSwapRouter", deployment.router)) as unknown as KulContract;
  for (const account of [trader, other]) {
    for (const t of tokens.values()) await (await by(t, account).approve(deployment.router, hre.ethers.MaxUint256)).wait();
  }
  const weth = (await hre.ethers.getContractAt("WrappedEther", deployment.weth)) as unknown as KulContract;
  const token = (symbol: string): KulContract => {
    const t = tokens.get(symbol);
    if (t === undefined) throw new Error(`no token ${symbol}`);
    return t;
  };
  const address = (symbol: string): string => {
    const t = deployment.tokens[symbol];
    if (t === undefined) throw new Error(`no token ${symbol}`);
    return t.address;
  };
  return { deployment, owner, trader, other, platform, router, weth, token, address };
}

/** Balance of `account` in `asset` (the ETH placeholder reads ether). */
export async function balanceOf(asset: string, account: string): Promise<bigint> {
  if (asset === ETH) return hre.ethers.provider.getBalance(account);
  return (await at("TestToken", asset)).balanceOf(account);
}

/** Deploys any compiled contract by name, typed loosely. */
export async function deployContract(name: string, ...args: unknown[]): Promise<KulContract> {
  const contract = await hre.ethers.deployContract(name, args);
  await contract.waitForDeployment();
  return contract as unknown as KulContract;
}

/** The fee rule of the router: floor(received * bps / 10000). */
export function splitFee(received: bigint, feeBps: bigint): { net: bigint; fee: bigint } {
  const fee = (received * feeBps) / BPS;
  return { net: received - fee, fee };
}
