import { expect } from "chai";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import fc from "fast-check";
import { FAR_DEADLINE, NO_AUTH, balanceOf, by, splitFee } from "../helpers/fixtures";
import { VENUE, v3WorldFixture } from "../helpers/uniswap-v3";
import type { V3Fee, V3World } from "../helpers/uniswap-v3";

/** Fixed seed so a failure replays; FC_SEED overrides it. */
const SEED = Number(process.env.FC_SEED ?? 30_003);
const MIN_LIMIT = 4295128739n + 1n;
const MAX_LIMIT = 1461446703485210103287273052203988822378723970342n - 1n;

type PoolKey = "A/B@500" | "A/B@3000" | "A/B@10000" | "WETH/A@3000" | "USDT/A@3000";
const POOLS: readonly PoolKey[] = ["A/B@500", "A/B@3000", "A/B@10000", "WETH/A@3000", "USDT/A@3000"];

async function tokensOf(world: V3World, key: PoolKey): Promise<{ x: string; y: string; fee: V3Fee; decimals: [number, number] }> {
  const address = async (symbol: string): Promise<string> =>
    symbol === "WETH" ? world.weth.getAddress() : world.tokens[symbol as "A" | "B" | "USDT"].getAddress();
  const [pair, fee] = key.split("@") as [string, string];
  const [sx, sy] = pair.split("/") as [string, string];
  const decimals = (s: string): number => (s === "USDT" ? 6 : 18);
  return { x: await address(sx), y: await address(sy), fee: Number(fee) as V3Fee, decimals: [decimals(sx), decimals(sy)] };
}

describe("UniswapV3TradingProxy quotes (UniswapV3QuoteMath)", () => {
  it("equal Uniswap's QuoterV2 and what the pool then delivers through the router, to the wei, over random trades that move the pools", async () => {
    const world = await loadFixture(v3WorldFixture);
    await world.tokens.A.mint(world.trader.address, 10n ** 28n);
    await world.tokens.B.mint(world.trader.address, 10n ** 28n);
    const router = by(world.router, world.trader);
    let crossings = 0n;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...POOLS),
        fc.boolean(),
        fc.integer({ min: 0, max: 26 }),
        fc.integer({ min: 1, max: 999 }),
        async (key, forward, magnitude, mantissa) => {
          const { x, y, fee, decimals } = await tokensOf(world, key);
          const [src, dest] = forward ? [x, y] : [y, x];
          const srcDecimals = forward ? decimals[0] : decimals[1];
          // From 1 base unit to far beyond the pool: 10^magnitude (scaled to the token's decimals) times 1..999.
          const amount = (BigInt(mantissa) * 10n ** BigInt(magnitude)) / 10n ** BigInt(Math.max(0, 18 - srcDecimals)) + 1n;
          const quoted: bigint = await world.proxies[fee].getDestinationReturnAmount(src, dest, amount);
          const limit = BigInt(src) < BigInt(dest) ? MIN_LIMIT : MAX_LIMIT;
          const reference = (await world.quoter.getFunction("quoteExactInputSingle").staticCall({
            tokenIn: src,
            tokenOut: dest,
            amountIn: amount,
            fee,
            sqrtPriceLimitX96: limit,
          })) as { amountOut: bigint; sqrtPriceX96After: bigint; initializedTicksCrossed: bigint };
          // Every pool here has a full-range tail, so no amount drawn reaches the price limit (see the partial-fill test).
          expect(reference.sqrtPriceX96After).to.not.equal(limit);
          expect(quoted, `${key} ${forward ? "x->y" : "y->x"} ${amount}`).to.equal(reference.amountOut);
          if (quoted === 0n) return; // dust below one unit of output: nothing to trade
          crossings += reference.initializedTicksCrossed;
          const wethIn = src === (await world.weth.getAddress());
          if (wethIn && amount > 50n * 10n ** 18n) return; // keep the trader's ether for the rest of the run
          if (!wethIn && amount > (await balanceOf(src, world.trader.address)) / 2n) return; // more than the trader holds
          const before = await balanceOf(dest, world.trader.address);
          const value = wethIn ? amount : 0n;
          await router.trade(VENUE[fee], wethIn ? "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE" : src, amount, dest, 0, 0, FAR_DEADLINE, NO_AUTH, { value });
          expect((await balanceOf(dest, world.trader.address)) - before).to.equal(splitFee(quoted, 25n).net);
        },
      ),
      { seed: SEED, numRuns: Number(process.env.FC_RUNS ?? 60), endOnFailure: true },
    );
    // The run must have exercised tick crossings.
    expect(crossings > 0n, "no tick crossed").to.equal(true);
  });
});
