import { expect } from "chai";
import hre from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { deployContract } from "../helpers/fixtures";

async function fixture() {
  const [, alice, bob] = await hre.ethers.getSigners();
  const faucet = await deployContract("TestFaucet");
  const dai = await deployContract("TestToken", "Dai", "DAI", 18);
  const usdt = await deployContract("TetherLikeToken", "Tether", "USDT", 6);
  return { faucet, dai, usdt, alice: alice!, bob: bob! };
}

describe("TestFaucet", () => {
  it("mints every token's amount to every account in one transaction", async () => {
    const { faucet, dai, usdt, alice, bob } = await loadFixture(fixture);
    await faucet.fund([await dai.getAddress(), await usdt.getAddress()], [5n, 7n], [alice.address, bob.address]);
    const balances = [await dai.balanceOf(alice.address), await usdt.balanceOf(alice.address), await dai.balanceOf(bob.address), await usdt.balanceOf(bob.address)];
    expect(balances).to.deep.equal([5n, 7n, 5n, 7n]);
  });

  it("refuses token and amount lists of different lengths", async () => {
    const { faucet, dai, alice } = await loadFixture(fixture);
    await expect(faucet.fund([await dai.getAddress()], [], [alice.address])).to.be.revertedWithCustomError(faucet, "TestFaucetLengthMismatch").withArgs(1, 0);
  });
});
