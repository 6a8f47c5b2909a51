import { expect } from "chai";
import hre from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { by, deployContract } from "./helpers/fixtures";

// The hostile contracts of contracts/test/ behave as the attack tests assume.
async function fixture() {
  const [owner, user] = await hre.ethers.getSigners();
  return { owner: owner!, user: user! };
}

describe("hostile test doubles", () => {
  it("FeeOnTransferToken burns 1 % of a transfer but not of a mint", async () => {
    const { owner, user } = await loadFixture(fixture);
    const fot = await deployContract("FeeOnTransferToken");
    await fot.mint(owner.address, 1000n);
    await fot.transfer(user.address, 1000n);
    expect([await fot.balanceOf(user.address), await fot.totalSupply(), await fot.TRANSFER_FEE_BPS()]).to.deep.equal([990n, 990n, 100n]);
  });

  it("FalseReturningToken returns false and moves nothing", async () => {
    const { owner, user } = await loadFixture(fixture);
    const falsy = await deployContract("FalseReturningToken");
    await falsy.mint(owner.address, 10n);
    expect(await falsy.transfer.staticCall(user.address, 1n)).to.equal(false);
    expect(await falsy.transferFrom.staticCall(owner.address, user.address, 1n)).to.equal(false);
    await falsy.transfer(user.address, 1n);
    expect(await falsy.balanceOf(user.address)).to.equal(0n);
  });

  it("ReentrantToken calls its hook on transfers, bubbles its revert, and stops when disarmed", async () => {
    const { owner, user } = await loadFixture(fixture);
    const token = await deployContract("ReentrantToken");
    const receiver = await deployContract("RevertingEthReceiver");
    await token.mint(owner.address, 10n);
    await token.setHook(await receiver.getAddress(), "0x");
    await expect(token.transfer(user.address, 1n)).to.be.revertedWithCustomError(receiver, "EthRefused").withArgs(0n);
    await token.setHook(hre.ethers.ZeroAddress, "0x");
    await token.transfer(user.address, 1n);
    expect(await token.balanceOf(user.address)).to.equal(1n);
  });

  it("RevertingEthReceiver refuses ether but forwards calls with value", async () => {
    const { owner } = await loadFixture(fixture);
    const receiver = await deployContract("RevertingEthReceiver");
    await expect(owner.sendTransaction({ to: await receiver.getAddress(), value: 5n })).to.be.revertedWithCustomError(receiver, "EthRefused").withArgs(5n);
    const weth = await deployContract("WrappedEther");
    await by(receiver, owner).execute(await weth.getAddress(), weth.interface.encodeFunctionData("deposit"), { value: 3n });
    expect(await weth.balanceOf(await receiver.getAddress())).to.equal(3n);
  });

  it("LyingTradingProxy reports more than it delivers and takes deposits itself", async () => {
    const { user } = await loadFixture(fixture);
    const liar = await deployContract("LyingTradingProxy", 1n, 9n);
    const token = await deployContract("TestToken", "T", "T", 18);
    await token.mint(await liar.getAddress(), 1n);
    expect(await liar.depositAddress(user.address, user.address)).to.equal(await liar.getAddress());
    expect(await liar.trade.staticCall(user.address, await token.getAddress(), 5n, user.address)).to.equal(9n);
    await liar.trade(user.address, await token.getAddress(), 5n, user.address);
    expect(await token.balanceOf(user.address)).to.equal(1n);
  });

  it("BlocklistToken refuses transfers from and to a blocklisted account until it is cleared", async () => {
    const { owner, user } = await loadFixture(fixture);
    const token = await deployContract("BlocklistToken");
    await token.mint(owner.address, 10n);
    await expect(token.setBlocked(user.address, true)).to.emit(token, "BlocklistUpdated").withArgs(user.address, true);
    expect([await token.isBlocked(user.address), await token.decimals()]).to.deep.equal([true, 6n]);
    await expect(token.transfer(user.address, 1n)).to.be.revertedWithCustomError(token, "BlocklistTokenBlocked").withArgs(user.address);
    await token.setBlocked(user.address, false);
    await token.transfer(user.address, 2n);
    await token.setBlocked(user.address, true);
    await expect(by(token, user).transfer(owner.address, 1n)).to.be.revertedWithCustomError(token, "BlocklistTokenBlocked").withArgs(user.address);
    expect(await token.balanceOf(user.address)).to.equal(2n);
  });

  it("RevertOnZeroToken refuses a zero transfer and moves any other amount", async () => {
    const { owner, user } = await loadFixture(fixture);
    const token = await deployContract("RevertOnZeroToken");
    await token.mint(owner.address, 10n);
    await expect(token.transfer(user.address, 0n)).to.be.revertedWithCustomError(token, "RevertOnZeroTokenZeroAmount").withArgs(owner.address, user.address);
    await token.transfer(user.address, 1n);
    expect(await token.balanceOf(user.address)).to.equal(1n);
  });

  it("ReenteringWallet accepts ether, calls back when armed, and counts the call backs that succeeded", async () => {
    const { owner } = await loadFixture(fixture);
    const wallet = await deployContract("ReenteringWallet");
    const weth = await deployContract("WrappedEther");
    await owner.sendTransaction({ to: await wallet.getAddress(), value: 1n });
    expect(await wallet.reentryAttempts()).to.equal(0n);
    await wallet.setHook(await weth.getAddress(), weth.interface.encodeFunctionData("withdraw", [1n]));
    await owner.sendTransaction({ to: await wallet.getAddress(), value: 1n });
    await wallet.setHook(await weth.getAddress(), weth.interface.encodeFunctionData("totalSupply"));
    await owner.sendTransaction({ to: await wallet.getAddress(), value: 1n });
    expect([await wallet.reentryAttempts(), await wallet.reentrySuccesses()]).to.deep.equal([2n, 1n]);
    expect(await hre.ethers.provider.getBalance(await wallet.getAddress())).to.equal(3n);
  });
});
