import { expect } from "chai";
import hre from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { deployContract } from "../helpers/fixtures";

async function fixture() {
  const [, user] = await hre.ethers.getSigners();
  return { user: user!, slp: await deployContract("TestToken", "Smooth Love Potion", "SLP", 0) };
}

describe("TestToken", () => {
  const decimals = [18, 8, 6, 0];
  for (const d of decimals) {
    it(`reports ${d} decimals as deployed`, async () => {
      const token = await deployContract("TestToken", "T", "T", d);
      expect(await token.decimals()).to.equal(BigInt(d));
    });
  }

  it("mints to anyone (a faucet for local and test networks)", async () => {
    const { slp, user } = await loadFixture(fixture);
    await expect(slp.mint(user.address, 42n)).to.emit(slp, "Transfer").withArgs(hre.ethers.ZeroAddress, user.address, 42n);
    expect([await slp.balanceOf(user.address), await slp.name(), await slp.symbol()]).to.deep.equal([42n, "Smooth Love Potion", "SLP"]);
  });
});
