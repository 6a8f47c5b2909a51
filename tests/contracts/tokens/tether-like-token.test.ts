import { expect } from "chai";
import hre from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { MaxUint256 } from "ethers";
import { by, deployContract } from "../helpers/fixtures";

async function fixture() {
  const [owner, spender, receiver] = await hre.ethers.getSigners();
  const usdt = await deployContract("TetherLikeToken", "Tether USD", "USDT", 6);
  await usdt.mint(owner!.address, 1000n);
  return { usdt, owner: owner!, spender: spender!, receiver: receiver! };
}

describe("TetherLikeToken", () => {
  it("has a name, symbol, 6 decimals and a supply", async () => {
    const { usdt } = await loadFixture(fixture);
    expect([await usdt.name(), await usdt.symbol(), await usdt.decimals(), await usdt.totalSupply()]).to.deep.equal(["Tether USD", "USDT", 6n, 1000n]);
  });

  it("returns no data from transfer, transferFrom and approve, like USDT", async () => {
    const { usdt, owner, receiver } = await loadFixture(fixture);
    const to = await usdt.getAddress();
    for (const data of [
      usdt.interface.encodeFunctionData("transfer", [receiver.address, 1n]),
      usdt.interface.encodeFunctionData("approve", [receiver.address, 1n]),
    ]) {
      expect(await owner.call({ to, data })).to.equal("0x");
    }
  });

  it("moves balances with Transfer events and refuses overdrafts", async () => {
    const { usdt, owner, receiver } = await loadFixture(fixture);
    await expect(usdt.transfer(receiver.address, 400n)).to.emit(usdt, "Transfer").withArgs(owner.address, receiver.address, 400n);
    expect([await usdt.balanceOf(owner.address), await usdt.balanceOf(receiver.address)]).to.deep.equal([600n, 400n]);
    await expect(usdt.transfer(receiver.address, 601n)).to.be.revertedWithCustomError(usdt, "TetherLikeInsufficientBalance").withArgs(600n, 601n);
  });

  it("sets a new allowance only from zero: reset to 0 first", async () => {
    const { usdt, owner, spender } = await loadFixture(fixture);
    await expect(usdt.approve(spender.address, 10n)).to.emit(usdt, "Approval").withArgs(owner.address, spender.address, 10n);
    await expect(usdt.approve(spender.address, 20n)).to.be.revertedWithCustomError(usdt, "TetherLikeApproveFromNonZero").withArgs(10n, 20n);
    await usdt.approve(spender.address, 0n);
    await usdt.approve(spender.address, 20n);
    expect(await usdt.allowance(owner.address, spender.address)).to.equal(20n);
  });

  it("spends allowances in transferFrom, except an unlimited one, and refuses more than allowed", async () => {
    const { usdt, owner, spender, receiver } = await loadFixture(fixture);
    await usdt.approve(spender.address, 100n);
    await by(usdt, spender).transferFrom(owner.address, receiver.address, 60n);
    expect(await usdt.allowance(owner.address, spender.address)).to.equal(40n);
    await expect(by(usdt, spender).transferFrom(owner.address, receiver.address, 41n)).to.be.revertedWithCustomError(usdt, "TetherLikeInsufficientAllowance").withArgs(40n, 41n);
    await usdt.approve(spender.address, 0n);
    await usdt.approve(spender.address, MaxUint256);
    await by(usdt, spender).transferFrom(owner.address, receiver.address, 100n);
    expect(await usdt.allowance(owner.address, spender.address)).to.equal(MaxUint256);
  });
});
