import { expect } from "chai";
import hre from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { parseEther } from "ethers";
import { by, deployContract } from "../helpers/fixtures";

async function fixture() {
  const [user] = await hre.ethers.getSigners();
  const weth = by(await deployContract("WrappedEther"), user!);
  return { weth, user: user! };
}

describe("WrappedEther", () => {
  it("is an 18-decimal token named Wrapped Ether", async () => {
    const { weth } = await loadFixture(fixture);
    expect([await weth.name(), await weth.symbol(), await weth.decimals()]).to.deep.equal(["Wrapped Ether", "WETH", 18n]);
  });

  it("wraps deposits and plain transfers 1:1, with events", async () => {
    const { weth, user } = await loadFixture(fixture);
    await expect(weth.deposit({ value: parseEther("2") })).to.emit(weth, "Deposited").withArgs(user.address, parseEther("2"));
    await expect(user.sendTransaction({ to: await weth.getAddress(), value: parseEther("1") })).to.emit(weth, "Deposited").withArgs(user.address, parseEther("1"));
    expect([await weth.balanceOf(user.address), await weth.totalSupply()]).to.deep.equal([parseEther("3"), parseEther("3")]);
  });

  it("wraps straight into another account's balance with depositTo, with an event naming that account", async () => {
    const { weth, user } = await loadFixture(fixture);
    const [, receiver] = await hre.ethers.getSigners();
    const tx = weth.depositTo(receiver!.address, { value: parseEther("1.5") });
    await expect(tx).to.emit(weth, "Deposited").withArgs(receiver!.address, parseEther("1.5"));
    await expect(tx).to.changeEtherBalances([user, weth], [-parseEther("1.5"), parseEther("1.5")]);
    expect([await weth.balanceOf(user.address), await weth.balanceOf(receiver!.address), await weth.totalSupply()]).to.deep.equal([0n, parseEther("1.5"), parseEther("1.5")]);
  });

  it("unwraps back to ether, with an event", async () => {
    const { weth, user } = await loadFixture(fixture);
    await weth.deposit({ value: parseEther("2") });
    const tx = weth.withdraw(parseEther("0.5"));
    await expect(tx).to.emit(weth, "Withdrawn").withArgs(user.address, parseEther("0.5"));
    await expect(tx).to.changeEtherBalances([user, weth], [parseEther("0.5"), -parseEther("0.5")]);
  });

  it("refuses to unwrap more than the balance", async () => {
    const { weth, user } = await loadFixture(fixture);
    await expect(weth.withdraw(1n)).to.be.revertedWithCustomError(weth, "WrappedEtherInsufficientBalance").withArgs(user.address, 0n, 1n);
  });

  it("transfers, approves and spends allowances like an ERC20, keeping an unlimited allowance", async () => {
    const { weth, user } = await loadFixture(fixture);
    const [, spender, receiver] = await hre.ethers.getSigners();
    await weth.deposit({ value: 100n });
    await expect(weth.transfer(receiver!.address, 10n)).to.emit(weth, "Transfer").withArgs(user.address, receiver!.address, 10n);
    await expect(weth.approve(spender!.address, 30n)).to.emit(weth, "Approval").withArgs(user.address, spender!.address, 30n);
    await by(weth, spender!).transferFrom(user.address, receiver!.address, 20n);
    expect(await weth.allowance(user.address, spender!.address)).to.equal(10n);
    await expect(by(weth, spender!).transferFrom(user.address, receiver!.address, 11n))
      .to.be.revertedWithCustomError(weth, "WrappedEtherInsufficientAllowance")
      .withArgs(spender!.address, 10n, 11n);
    await weth.approve(spender!.address, hre.ethers.MaxUint256);
    await by(weth, spender!).transferFrom(user.address, receiver!.address, 5n);
    expect(await weth.allowance(user.address, spender!.address)).to.equal(hre.ethers.MaxUint256);
    await weth.transferFrom(user.address, receiver!.address, 5n);
    expect([await weth.balanceOf(user.address), await weth.balanceOf(receiver!.address)]).to.deep.equal([60n, 40n]);
    await expect(weth.transfer(receiver!.address, 61n)).to.be.revertedWithCustomError(weth, "WrappedEtherInsufficientBalance").withArgs(user.address, 60n, 61n);
  });

  it("reports a receiver that refuses the ether", async () => {
    const { weth } = await loadFixture(fixture);
    const receiver = await deployContract("RevertingEthReceiver");
    const wethAddress = await weth.getAddress();
    await receiver.execute(wethAddress, weth.interface.encodeFunctionData("deposit"), { value: 10n });
    await expect(receiver.execute(wethAddress, weth.interface.encodeFunctionData("withdraw", [10n])))
      .to.be.revertedWithCustomError(weth, "WrappedEtherTransferFailed")
      .withArgs(await receiver.getAddress(), 10n);
  });
});
