import { expect } from "chai";
import hre from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { MaxUint256 } from "ethers";
import { ETH, by, deployContract } from "../helpers/fixtures";

async function fixture() {
  const [owner, alice, bob] = await hre.ethers.getSigners();
  const reader = await deployContract("BalanceReader");
  const dai = await deployContract("TestToken", "Dai", "DAI", 18);
  const usdt = await deployContract("TetherLikeToken", "Tether", "USDT", 6);
  await dai.mint(alice!.address, 5n);
  await usdt.mint(bob!.address, 7n);
  await by(dai, alice!).approve(owner!.address, 11n);
  await by(usdt, alice!).approve(owner!.address, 13n);
  return { reader, dai, usdt, owner: owner!, alice: alice!, bob: bob! };
}

describe("BalanceReader", () => {
  it("reads every owner's balance in every token, ether included, owner-major", async () => {
    const { reader, dai, usdt, alice, bob } = await loadFixture(fixture);
    const tokens = [ETH, await dai.getAddress(), await usdt.getAddress()];
    const [ethAlice, ethBob] = [await hre.ethers.provider.getBalance(alice.address), await hre.ethers.provider.getBalance(bob.address)];
    expect(await reader.balancesOf([alice.address, bob.address], tokens)).to.deep.equal([ethAlice, 5n, 0n, ethBob, 0n, 7n]);
  });

  it("reads a non-contract or a contract without balanceOf as 0 instead of failing the batch", async () => {
    const { reader, dai, alice } = await loadFixture(fixture);
    const noCode = hre.ethers.Wallet.createRandom().address;
    expect(await reader.balancesOf([alice.address], [noCode, await reader.getAddress(), await dai.getAddress()])).to.deep.equal([0n, 0n, 5n]);
  });

  it("reads allowances in many tokens at once; ether needs none and reads as the maximum", async () => {
    const { reader, dai, usdt, alice, owner } = await loadFixture(fixture);
    const tokens = [await dai.getAddress(), await usdt.getAddress(), ETH, await reader.getAddress()];
    expect(await reader.allowancesOf(alice.address, owner.address, tokens)).to.deep.equal([11n, 13n, MaxUint256, 0n]);
    expect(await reader.ETH()).to.equal(ETH);
  });

  it("returns empty arrays for empty inputs", async () => {
    const { reader, alice, owner } = await loadFixture(fixture);
    expect(await reader.balancesOf([alice.address], [])).to.deep.equal([]);
    expect(await reader.allowancesOf(alice.address, owner.address, [])).to.deep.equal([]);
  });
});
