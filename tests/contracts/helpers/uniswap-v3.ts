// Uniswap V3 venues for contract tests and benchmarks: the real factory and pools deployed from the
// `@uniswap/v3-core` artifacts (devDependency, never copied), liquidity placed by our test minter.
import hre from "hardhat";
import { ContractFactory, keccak256, parseEther } from "ethers";
import type { Contract, Signer } from "ethers";
import v3FactoryJson from "@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json";
import v3PoolJson from "@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json";
import v2FactoryJson from "@uniswap/v2-core/build/UniswapV2Factory.json";
import router02Json from "@uniswap/v2-periphery/build/UniswapV2Router02.json";
import weth9Json from "@uniswap/v2-periphery/build/WETH9.json";
import quoterV2Json from "@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json";
import { setBalance } from "@nomicfoundation/hardhat-network-helpers";
import type { HardhatEthersSigner } from "@nomicfoundation/hardhat-ethers/signers";
import type { KulContract } from "./fixtures";
import { V3_FEE_TIERS, MIN_TICK, MAX_TICK, sqrtBig, encodeSqrtPriceX96, shapedRanges, type V3Fee, type PlacedRange } from "../../../contracts/deploy/venues";

export { V3_FEE_TIERS, MIN_TICK, MAX_TICK, sqrtBig, encodeSqrtPriceX96 };
export type { V3Fee, PlacedRange };

/** keccak256 of the pool's creation code in the artifact: the init code hash of CREATE2 pool addresses. */
export const V3_POOL_INIT_CODE_HASH = keccak256(v3PoolJson.bytecode);

type Artifact = { abi: unknown[]; bytecode: string };

/** Deploys a contract from a compiled JSON artifact. */
export async function deployArtifact(json: Artifact, signer: Signer, ...args: unknown[]): Promise<KulContract> {
  const bytecode = json.bytecode.startsWith("0x") ? json.bytecode : `0x${json.bytecode}`;
  const contract = await new ContractFactory(json.abi as never[], bytecode, signer).deploy(...args);
  await contract.waitForDeployment();
  return contract as unknown as KulContract;
}

/** Deploys Uniswap's UniswapV3Factory from its artifact (the deployer owns it; 0.05 / 0.3 / 1 % are enabled). */
export async function deployUniswapV3Factory(signer: Signer): Promise<KulContract> {
  return deployArtifact(v3FactoryJson as Artifact, signer);
}

/** A UniswapV3Pool at `address`, with the artifact's ABI. */
export function v3PoolAt(address: string, signer: Signer): Contract {
  return new hre.ethers.Contract(address, v3PoolJson.abi, signer);
}

/** Creates and initialises the pool of two tokens at a price of `amountB` of `tokenB` for `amountA` of `tokenA`. */
export async function createV3Pool(
  factory: KulContract,
  tokenA: string,
  tokenB: string,
  fee: V3Fee,
  amountA: bigint,
  amountB: bigint,
  signer: Signer,
): Promise<Contract> {
  await (await factory.getFunction("createPool")(tokenA, tokenB, fee)).wait();
  const pool = v3PoolAt((await factory.getFunction("getPool")(tokenA, tokenB, fee)) as string, signer);
  const aIsToken0 = BigInt(tokenA) < BigInt(tokenB);
  const sqrtPriceX96 = aIsToken0 ? encodeSqrtPriceX96(amountB, amountA) : encodeSqrtPriceX96(amountA, amountB);
  await (await pool.getFunction("initialize")(sqrtPriceX96)).wait();
  return pool;
}

/**
 * Places liquidity shaped like a mainnet pool around the current price: `liquidity` within 10 spacings of it,
 * a fifth of it within 100 spacings (a wider band whose edges a large trade crosses), and a thin full-range tail
 * (a thousandth), so that a large trade crosses initialised ticks. The minter pays from its own balances.
 */
export async function placeShapedLiquidity(minter: KulContract, pool: Contract, liquidity: bigint): Promise<PlacedRange[]> {
  const spacing = Number(await pool.getFunction("tickSpacing")());
  const { tick } = (await pool.getFunction("slot0")()) as { tick: bigint };
  const ranges = shapedRanges(Number(tick), spacing, liquidity);
  for (const r of ranges) {
    await (await minter.getFunction("mint")(await pool.getAddress(), r.tickLower, r.tickUpper, r.liquidity)).wait();
  }
  return ranges;
}

/** Gives the minter `amount` of `token`: minted for test tokens, wrapped from the signer's ether for WETH. */
export async function fundMinter(minter: KulContract, token: KulContract, amount: bigint, weth?: KulContract): Promise<void> {
  const to = await minter.getAddress();
  if (weth !== undefined && (await token.getAddress()) === (await weth.getAddress())) {
    await (await weth.deposit({ value: amount })).wait();
    await (await weth.transfer(to, amount)).wait();
    return;
  }
  await (await token.mint(to, amount)).wait();
}

/** Ether wrapped for the minter in the V3 world (its WETH/A pool takes about 148). */
export const MINTER_WETH = parseEther("200");

/** Uniswap V3 and V2 venues from their artifacts, our router listing them, and a funded trader (for loadFixture). */
export interface V3World {
  readonly owner: HardhatEthersSigner;
  readonly trader: HardhatEthersSigner;
  readonly platform: HardhatEthersSigner;
  readonly other: HardhatEthersSigner;
  readonly weth: KulContract;
  readonly factory: KulContract;
  readonly minter: KulContract;
  readonly quoter: Contract;
  readonly router02: KulContract;
  /** Our router at a 25 bps platform fee; venues 0, 1, 2: Uniswap V3 0.05 / 0.3 / 1 %; venue 3: Uniswap V2. */
  readonly router: KulContract;
  readonly proxies: Record<V3Fee, KulContract>;
  readonly v2Proxy: KulContract;
  readonly tokens: Record<"A" | "B" | "USDT" | "FOT" | "REENTER", KulContract>;
  /** Pools by "X/Y@fee", e.g. "A/B@500", "WETH/A@3000". */
  readonly pools: Record<string, Contract>;
  readonly ranges: Record<string, PlacedRange[]>;
}

/** Router index of the Uniswap V3 venue of each tier, and of the Uniswap V2 venue, in {@link V3World}. */
export const VENUE = { 500: 0, 3000: 1, 10000: 2, v2: 3 } as const;

/** Deploys the {@link V3World}: A/B at every tier, WETH/A, USDT/A, FOT/A and REENTER/A at 0.3 %, A/B on Uniswap V2. */
export async function v3WorldFixture(): Promise<V3World> {
  const [owner, trader, platform, other] = await hre.ethers.getSigners();
  if (!owner || !trader || !platform || !other) throw new Error("Hardhat signers missing");
  const deploy = async (name: string, ...args: unknown[]): Promise<KulContract> => {
    const c = await hre.ethers.deployContract(name, args);
    await c.waitForDeployment();
    return c as unknown as KulContract;
  };
  const weth = await deployArtifact(weth9Json as Artifact, owner);
  const factory = await deployUniswapV3Factory(owner);
  const minter = await deploy("UniswapV3LiquidityMinter");
  const tokens = {
    A: await deploy("TestToken", "Token A", "A", 18),
    B: await deploy("TestToken", "Token B", "B", 18),
    USDT: await deploy("TetherLikeToken", "Tether-like", "USDT", 6),
    FOT: await deploy("FeeOnTransferToken"),
    REENTER: await deploy("ReentrantToken"),
  };
  for (const t of Object.values(tokens)) await fundMinter(minter, t, 10n ** 30n);
  // Earlier test files may have spent most of the owner's ether: the world brings the ether it wraps.
  await setBalance(owner.address, (await hre.ethers.provider.getBalance(owner.address)) + MINTER_WETH);
  await fundMinter(minter, weth, MINTER_WETH, weth);
  const addr = async (c: KulContract | Contract): Promise<string> => c.getAddress();
  const pools: Record<string, Contract> = {};
  const ranges: Record<string, PlacedRange[]> = {};
  const e18 = 10n ** 18n;
  const place = async (x: string, tx: KulContract, y: string, ty: KulContract, fee: V3Fee, ax: bigint, ay: bigint, l: bigint) => {
    const pool = await createV3Pool(factory, await addr(tx), await addr(ty), fee, ax, ay, owner);
    pools[`${x}/${y}@${fee}`] = pool;
    ranges[`${x}/${y}@${fee}`] = await placeShapedLiquidity(minter, pool, l);
  };
  await place("A", tokens.A, "B", tokens.B, 500, e18, e18, 2n * 10n ** 25n);
  await place("A", tokens.A, "B", tokens.B, 3000, e18, e18, 10n ** 25n);
  await place("A", tokens.A, "B", tokens.B, 10000, e18, e18, 5n * 10n ** 24n);
  await place("WETH", weth, "A", tokens.A, 3000, e18, 3000n * e18, 10n ** 23n);
  await place("USDT", tokens.USDT, "A", tokens.A, 3000, 10n ** 6n, e18, 10n ** 19n);
  await place("FOT", tokens.FOT, "A", tokens.A, 3000, e18, e18, 10n ** 24n);
  await place("REENTER", tokens.REENTER, "A", tokens.A, 3000, e18, e18, 10n ** 24n);

  const v2Factory = await deployArtifact(v2FactoryJson as Artifact, owner, owner.address);
  const router02 = await deployArtifact(router02Json as Artifact, owner, await addr(v2Factory), await addr(weth));
  for (const t of [tokens.A, tokens.B]) {
    await (await t.mint(owner.address, 10n ** 24n)).wait();
    await (await t.approve(await addr(router02), hre.ethers.MaxUint256)).wait();
  }
  await (await router02.addLiquidity(await addr(tokens.A), await addr(tokens.B), 10n ** 24n, 10n ** 24n, 0, 0, owner.address, 2n ** 40n)).wait();

  const router = await deploy("KulSwapRouter", owner.address, platform.address, 25, await addr(weth));
  const proxies = {} as Record<V3Fee, KulContract>;
  for (const tier of V3_FEE_TIERS) {
    proxies[tier.fee] = await deploy("UniswapV3TradingProxy", await addr(factory), await addr(weth), tier.fee);
    await (await router.addTradingProxy(`Uniswap V3 ${tier.label}`, await addr(proxies[tier.fee]))).wait();
  }
  const v2Proxy = await deploy("UniswapV2TradingProxy", await addr(router02));
  await (await router.addTradingProxy("Uniswap V2", await addr(v2Proxy))).wait();

  for (const t of Object.values(tokens)) {
    await (await t.mint(trader.address, 10n ** 26n)).wait();
    await (await (t.connect(trader) as KulContract).approve(await addr(router), hre.ethers.MaxUint256)).wait();
  }
  const quoter = await deployArtifact(quoterV2Json as Artifact, owner, await addr(factory), await addr(weth));
  return { owner, trader, platform, other, weth, factory, minter, quoter, router02, router, proxies, v2Proxy, tokens, pools, ranges };
}
