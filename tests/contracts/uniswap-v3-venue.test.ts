import { expect } from "chai";
import hre from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { keccak256, parseUnits } from "ethers";
import v3PoolJson from "@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json";
import { V3_FEE_TIERS, V3_POOL_INIT_CODE_HASH, v3WorldFixture } from "./helpers/uniswap-v3";

/** The canonical UniswapV3Pool init code hash (mainnet, Sepolia). */
const CANONICAL_INIT_CODE_HASH = "0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54";

describe("Uniswap V3 venue fixture (real factory and pools from @uniswap/v3-core)", () => {
  it("deploys the canonical pool bytecode: the artifact's init code hash is the mainnet one", async () => {
    expect(keccak256(v3PoolJson.bytecode)).to.equal(CANONICAL_INIT_CODE_HASH);
    expect(V3_POOL_INIT_CODE_HASH).to.equal(CANONICAL_INIT_CODE_HASH);
    const { factory, pools, tokens } = await loadFixture(v3WorldFixture);
    const [a, b] = [await tokens.A.getAddress(), await tokens.B.getAddress()];
    const [token0, token1] = BigInt(a) < BigInt(b) ? [a, b] : [b, a];
    for (const tier of V3_FEE_TIERS) {
      const pool = pools[`A/B@${tier.fee}`]!;
      const salt = keccak256(hre.ethers.AbiCoder.defaultAbiCoder().encode(["address", "address", "uint24"], [token0, token1, tier.fee]));
      const expected = hre.ethers.getCreate2Address(await factory.getAddress(), salt, CANONICAL_INIT_CODE_HASH);
      expect(await pool.getAddress()).to.equal(expected);
      expect(await factory.getFunction("getPool")(a, b, tier.fee)).to.equal(expected);
      expect(await pool.getFunction("fee")()).to.equal(BigInt(tier.fee));
      expect(await pool.getFunction("tickSpacing")()).to.equal(BigInt(tier.tickSpacing));
    }
  });

  it("places liquidity in several ranges: concentrated around the price, a wider band and a thin full-range tail", async () => {
    const { pools, ranges } = await loadFixture(v3WorldFixture);
    for (const [key, pool] of Object.entries(pools)) {
      const placed = ranges[key]!;
      expect(placed).to.have.length(3);
      const { tick } = (await pool.getFunction("slot0")()) as { tick: bigint };
      // The price lies inside every range, so all of it is active now: the pool's liquidity is their sum.
      for (const r of placed) expect(BigInt(r.tickLower) <= tick && tick < BigInt(r.tickUpper), key).to.equal(true);
      expect(await pool.getFunction("liquidity")()).to.equal(placed.reduce((sum, r) => sum + r.liquidity, 0n));
      for (const r of placed) {
        for (const t of [r.tickLower, r.tickUpper]) {
          const info = (await pool.getFunction("ticks")(t)) as { liquidityGross: bigint; initialized: boolean };
          expect(info.initialized, `${key} tick ${t}`).to.equal(true);
          expect(info.liquidityGross).to.equal(r.liquidity);
        }
      }
      const [core, band, tail] = placed;
      expect(core!.tickUpper - core!.tickLower < band!.tickUpper - band!.tickLower).to.equal(true);
      expect(tail!.liquidity * 100n < core!.liquidity).to.equal(true);
    }
  });

  it("prices each pool where it was initialised and lets Uniswap's QuoterV2 swap across the ranges", async () => {
    const { pools, quoter, tokens, weth } = await loadFixture(v3WorldFixture);
    const [a, b] = [await tokens.A.getAddress(), await tokens.B.getAddress()];
    const quote = async (tokenIn: string, tokenOut: string, fee: number, amountIn: bigint) =>
      ((await quoter.getFunction("quoteExactInputSingle").staticCall({ tokenIn, tokenOut, amountIn, fee, sqrtPriceLimitX96: 0 })) as {
        amountOut: bigint;
        initializedTicksCrossed: bigint;
      });
    // A small trade on the 0.05 % tier gets almost 1:1 less the fee.
    const small = await quote(a, b, 500, parseUnits("100", 18));
    expect(small.amountOut).to.be.within(parseUnits("99.9", 18), parseUnits("99.95", 18));
    // A large one leaves the concentrated range and crosses initialised ticks.
    const large = await quote(a, b, 10000, parseUnits("2000000", 18));
    expect(large.initializedTicksCrossed >= 1n).to.equal(true);
    const ethForA = await quote(await weth.getAddress(), a, 3000, parseUnits("1", 18));
    expect(ethForA.amountOut).to.be.within(parseUnits("2980", 18), parseUnits("2992", 18));
    expect(Object.keys(pools)).to.include.members(["A/B@500", "A/B@3000", "A/B@10000", "WETH/A@3000", "USDT/A@3000"]);
  });
});
