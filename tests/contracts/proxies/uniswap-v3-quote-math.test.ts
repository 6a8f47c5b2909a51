import { expect } from "chai";
import hre from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { deployContract } from "../helpers/fixtures";
import { MAX_TICK, MIN_TICK, deployUniswapV3Factory, v3PoolAt } from "../helpers/uniswap-v3";

async function fixture() {
  const [owner] = await hre.ethers.getSigners();
  return { owner: owner!, factory: await deployUniswapV3Factory(owner!), math: await deployContract("UniswapV3QuoteMathHarness") };
}

describe("UniswapV3QuoteMath prices at ticks", () => {
  it("are exactly where a real pool's tick starts: the pool puts the price at tick t and one below at t - 1", async () => {
    const { owner, factory, math } = await loadFixture(fixture);
    const ticks = [MIN_TICK + 1, -882271, -276325, -80068, -60, -1, 0, 1, 2, 59, 887, 80067, 276324, 500_001, MAX_TICK - 1];
    for (const tick of ticks) {
      const price: bigint = await math.getFunction("sqrtPriceAtTick")(tick);
      for (const [sqrtPriceX96, expected] of [[price, tick], [price - 1n, tick - 1]] as const) {
        const [x, y] = [await deployContract("TestToken", "X", "X", 18), await deployContract("TestToken", "Y", "Y", 18)];
        await (await factory.getFunction("createPool")(await x.getAddress(), await y.getAddress(), 3000)).wait();
        const pool = v3PoolAt(await factory.getFunction("getPool")(await x.getAddress(), await y.getAddress(), 3000), owner);
        await (await pool.getFunction("initialize")(sqrtPriceX96)).wait();
        const slot0 = (await pool.getFunction("slot0")()) as { tick: bigint };
        expect(slot0.tick, `price ${sqrtPriceX96} (tick ${tick})`).to.equal(BigInt(expected));
      }
    }
    expect(await math.getFunction("sqrtPriceAtTick")(MIN_TICK)).to.equal(4295128739n);
    expect(await math.getFunction("sqrtPriceAtTick")(MAX_TICK)).to.equal(1461446703485210103287273052203988822378723970342n);
  });
});
