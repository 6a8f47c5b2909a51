// Uniswap V3 venues: the real UniswapV3Factory and pools of `@uniswap/v3-core` (their bytecode is the one
// deployed on mainnet), one venue per fee tier, each traded through its own UniswapV3TradingProxy. Liquidity is
// placed by UniswapV3LiquidityMinter in a mainnet-like shape: concentrated around the price, thinner wider out.
import { Contract, keccak256 } from "ethers";
import { addToRouter, deployJson, packageArtifact, paySide, sent, type VenueContext, type VenueKind } from "./venue-kind";

/** The fee tiers a fresh factory enables, in hundredths of a basis point, with their tick spacing and the venue name's label. */
export const V3_FEE_TIERS = [
  { fee: 500, tickSpacing: 10, label: "0.05 %" },
  { fee: 3000, tickSpacing: 60, label: "0.3 %" },
  { fee: 10000, tickSpacing: 200, label: "1 %" },
] as const;
/** One fee tier. */
export type V3Fee = (typeof V3_FEE_TIERS)[number]["fee"];

/** The venue name of a fee tier ("Uniswap V3 0.05 %"). */
export const uniswapV3VenueName = (fee: V3Fee): string => `Uniswap V3 ${V3_FEE_TIERS.find((t) => t.fee === fee)!.label}`;

/** Ticks bounding every pool. */
export const MIN_TICK = -887272;
export const MAX_TICK = 887272;

/** The compiled Uniswap V3 factory and pool of the npm package. */
export const uniswapV3Artifacts = () => ({
  factory: packageArtifact("@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json"),
  pool: packageArtifact("@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json"),
});

/** keccak256 of the UniswapV3Pool creation code: the init code hash of its factory's CREATE2 pool addresses. */
export const uniswapV3PoolInitCodeHash = (): string => keccak256(uniswapV3Artifacts().pool.bytecode);

/** Integer square root (floor). */
export function sqrtBig(n: bigint): bigint {
  if (n < 0n) throw new Error("negative");
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y === x || y === x + 1n) {
      while (x * x > n) x -= 1n;
      while ((x + 1n) * (x + 1n) <= n) x += 1n;
      return x;
    }
    x = y;
  }
}

/** sqrtPriceX96 of a price of `amount1` base units of token1 for `amount0` base units of token0. */
export function encodeSqrtPriceX96(amount1: bigint, amount0: bigint): bigint {
  return sqrtBig((amount1 << 192n) / amount0);
}

/** One liquidity range of a pool. */
export interface PlacedRange {
  readonly tickLower: number;
  readonly tickUpper: number;
  readonly liquidity: bigint;
}

/** Ranges within this many tick spacings of the price hold the pool's liquidity; the wide band is this many wider. */
const NEAR_SPACINGS = 10;
const WIDE_SPACINGS = 100;

/**
 * The ranges of a mainnet-like pool at `tick`: `liquidity` within 10 spacings of the price, a fifth of it within
 * 100 spacings (a band whose edges a large trade crosses), and a thin full-range tail (a thousandth).
 */
export function shapedRanges(tick: number, spacing: number, liquidity: bigint): PlacedRange[] {
  const base = Math.floor(tick / spacing) * spacing;
  const lowest = Math.ceil(MIN_TICK / spacing) * spacing;
  const highest = Math.floor(MAX_TICK / spacing) * spacing;
  const clamp = (t: number): number => Math.min(highest, Math.max(lowest, t));
  return [
    { tickLower: clamp(base - NEAR_SPACINGS * spacing), tickUpper: clamp(base + NEAR_SPACINGS * spacing), liquidity },
    { tickLower: clamp(base - WIDE_SPACINGS * spacing), tickUpper: clamp(base + WIDE_SPACINGS * spacing), liquidity: liquidity / 5n },
    { tickLower: lowest, tickUpper: highest, liquidity: liquidity / 1000n },
  ];
}

/**
 * Per mille of a pool's planned amounts the minter is given for {@link shapedRanges}: a range [lower, upper] around
 * the price p holds amount x (1 - sqrt(p / upper)) of token0 and y (1 - sqrt(lower / p)) of token1, where x, y are
 * the planned amounts (the near range's liquidity is sqrt(x y)); the price is at most 11 spacings from an edge of the
 * near band and 101 of the wide one. Two per mille of margin cover rounding. What the pools do not take stays in the minter.
 */
export function mintBudgetPerMille(spacing: number): bigint {
  const held = (spacings: number) => 1 - 1 / Math.sqrt(1.0001 ** ((spacings + 1) * spacing));
  return BigInt(Math.ceil(1000 * (held(NEAR_SPACINGS) + held(WIDE_SPACINGS) / 5 + 1 / 1000))) + 2n;
}

type Shared = Readonly<{ factory: Contract; minter: Contract }>;

/** The factory and minter of one deployment, shared by its three tier venues (keyed by the deployment's context). */
const sharedByContext = new WeakMap<VenueContext, Promise<Shared>>();

function shared(ctx: VenueContext): Promise<Shared> {
  let found = sharedByContext.get(ctx);
  if (found === undefined) {
    found = (async () => {
      const factory = await deployJson(ctx, uniswapV3Artifacts().factory);
      return { factory, minter: await ctx.d.deploy("UniswapV3LiquidityMinter") };
    })();
    sharedByContext.set(ctx, found);
  }
  return found;
}

/**
 * The Uniswap V3 venue of one fee tier. Every tier deployed with the same context shares one UniswapV3Factory (as on
 * mainnet) and gets its own trading proxy, listed in the router as its own venue.
 */
export function uniswapV3Venue(fee: V3Fee): VenueKind {
  return {
    kind: "uniswap-v3",
    async deploy(ctx, name) {
      const { factory, minter } = await shared(ctx);
      const poolJson = uniswapV3Artifacts().pool;
      const proxy = await ctx.d.deploy("UniswapV3TradingProxy", await factory.getAddress(), await ctx.weth.getAddress(), fee);
      const index = await addToRouter(ctx, name, proxy);
      const [tradingProxy, factoryAddress] = [await proxy.getAddress(), await factory.getAddress()];
      const spacing = Number(await factory.getFunction("feeAmountTickSpacing")(fee));
      const budget = mintBudgetPerMille(spacing);
      const pairs: Record<string, string> = {};
      return {
        async addPool(a, b) {
          const [x, y] = [await a.token.getAddress(), await b.token.getAddress()];
          await sent(factory.getFunction("createPool")(x, y, fee));
          const address = (await factory.getFunction("getPool")(x, y, fee)) as string;
          const pool = new Contract(address, poolJson.abi as never[], ctx.d.signer);
          const [zero, one] = BigInt(x) < BigInt(y) ? [a, b] : [b, a];
          await sent(pool.getFunction("initialize")(encodeSqrtPriceX96(one.amount, zero.amount)));
          const { tick } = (await pool.getFunction("slot0")()) as unknown as { tick: bigint };
          for (const side of [a, b]) await paySide(ctx, side.token, (side.amount * budget) / 1000n + 1n, await minter.getAddress());
          for (const r of shapedRanges(Number(tick), spacing, sqrtBig(a.amount * b.amount))) {
            await sent(minter.getFunction("mint")(address, r.tickLower, r.tickUpper, r.liquidity));
          }
          pairs[`${a.symbol}/${b.symbol}`] = address;
          return address;
        },
        deployed: () => ({
          name,
          kind: "uniswap-v3",
          feeTier: fee,
          initCodeHash: keccak256(poolJson.bytecode),
          tradingProxyIndex: index,
          tradingProxy,
          factory: factoryAddress,
          pairs: { ...pairs },
        }),
      };
    },
  };
}
