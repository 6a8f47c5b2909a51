import { expect } from "chai";
import hre from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { parseUnits } from "ethers";
import { ETH, FAR_DEADLINE, balanceOf, by, splitFee, NO_AUTH } from "./helpers/fixtures";
import { paymentsFixture } from "./helpers/hostile-fixture";

// The platform's fee (partner 0) stays in the router and is swept to the platform wallet by claimPlatformFees.
const fixture = paymentsFixture;

describe("RouterAdmin.claimPlatformFees: the platform's fees stay in the router and are swept to the platform wallet", () => {
  it("sends exactly the retained fees of a token and of ether to the current platform wallet, called by a stranger", async () => {
    const { traderRouter, router, proxy, ownerRouter, other, newPlatform, routerAddress, address } = await loadFixture(fixture);
    const [dai, usdc] = [address("DAI"), address("USDC")];
    const fees = { token: 0n, ether: 0n };
    for (const amount of [parseUnits("700", 18), parseUnits("1300", 18)]) {
      const { net, fee } = splitFee(await proxy.getDestinationReturnAmount(dai, usdc, amount), 25n);
      await expect(traderRouter.trade(0, dai, amount, usdc, net, 0, FAR_DEADLINE, NO_AUTH)).to.changeTokenBalances(await hre.ethers.getContractAt("TestToken", usdc), [router], [fee]);
      fees.token += fee;
    }
    const sold = splitFee(await proxy.getDestinationReturnAmount(dai, ETH, parseUnits("3000", 18)), 25n);
    await traderRouter.trade(0, dai, parseUnits("3000", 18), ETH, sold.net, 0, FAR_DEADLINE, NO_AUTH);
    fees.ether += sold.fee;
    // The platform wallet changes before the sweep: the fees go to the wallet partner 0 has now.
    await ownerRouter.updatePartner(0, newPlatform.address, 25, "KUL Swap");
    const stranger = by(router, other);
    expect(await stranger.claimPlatformFees.staticCall(usdc)).to.equal(fees.token);
    const claimToken = stranger.claimPlatformFees(usdc);
    await expect(claimToken).to.emit(router, "PlatformFeesClaimed").withArgs(usdc, newPlatform.address, fees.token);
    await expect(claimToken).to.changeTokenBalances(await hre.ethers.getContractAt("TestToken", usdc), [newPlatform, router], [fees.token, -fees.token]);
    const claimEther = stranger.claimPlatformFees(ETH);
    await expect(claimEther).to.emit(router, "PlatformFeesClaimed").withArgs(ETH, newPlatform.address, fees.ether);
    await expect(claimEther).to.changeEtherBalances([newPlatform, router], [fees.ether, -fees.ether]);
    expect([await balanceOf(usdc, routerAddress), await balanceOf(ETH, routerAddress)]).to.deep.equal([0n, 0n]);
  });

  it("leaves partners' credited fees untouched and sends only what lies beyond them", async () => {
    const { traderRouter, router, proxy, ownerRouter, hostile, platform, partnerWallet, other, routerAddress, address } = await loadFixture(fixture);
    const busd = hostile.BlocklistToken;
    const busdAddress = await busd.getAddress();
    await ownerRouter.updatePartner(1, partnerWallet.address, 100, "Blocked partner");
    await busd.setBlocked(partnerWallet.address, true);
    const amount = parseUnits("1000", 18);
    const credited = splitFee(await proxy.getDestinationReturnAmount(address("DAI"), busdAddress, amount), 100n);
    await traderRouter.trade(0, address("DAI"), amount, busdAddress, credited.net, 1, FAR_DEADLINE, NO_AUTH);
    const kept = splitFee(await proxy.getDestinationReturnAmount(address("DAI"), busdAddress, amount), 25n);
    await traderRouter.trade(0, address("DAI"), amount, busdAddress, kept.net, 0, FAR_DEADLINE, NO_AUTH);
    expect([await router.creditedFees(busdAddress), await busd.balanceOf(routerAddress)]).to.deep.equal([credited.fee, credited.fee + kept.fee]);
    await expect(by(router, other).claimPlatformFees(busdAddress)).to.changeTokenBalances(busd, [platform, router], [kept.fee, -kept.fee]);
    expect([await router.feeCredit(partnerWallet.address, busdAddress), await router.creditedFees(busdAddress), await busd.balanceOf(routerAddress)]).to.deep.equal([
      credited.fee,
      credited.fee,
      credited.fee,
    ]);
    // Only credits are left: nothing more to sweep.
    await expect(by(router, other).claimPlatformFees(busdAddress)).to.be.revertedWithCustomError(router, "RouterNoPlatformFees").withArgs(busdAddress);
  });

  it("reverts with the asset when the router holds nothing of it beyond the credits", async () => {
    const { router, other, address } = await loadFixture(fixture);
    for (const asset of [ETH, address("DAI")]) {
      await expect(by(router, other).claimPlatformFees(asset)).to.be.revertedWithCustomError(router, "RouterNoPlatformFees").withArgs(asset);
    }
  });

  it("reverts while the platform wallet cannot receive the asset, keeps the fees, and pays the wallet the owner sets next", async () => {
    const { traderRouter, router, proxy, ownerRouter, hostile, refusing, platform, newPlatform, other, routerAddress, address } = await loadFixture(fixture);
    const busd = hostile.BlocklistToken;
    const busdAddress = await busd.getAddress();
    await busd.setBlocked(platform.address, true);
    const amount = parseUnits("1000", 18);
    const { net, fee } = splitFee(await proxy.getDestinationReturnAmount(address("DAI"), busdAddress, amount), 25n);
    // The trade is not blocked: the fee stays in the router, credited to nobody.
    const tx = traderRouter.trade(0, address("DAI"), amount, busdAddress, net, 0, FAR_DEADLINE, NO_AUTH);
    await expect(tx).to.not.emit(router, "PartnerFeeCredited");
    await expect(tx).to.changeTokenBalances(busd, [router, platform], [fee, 0n]);
    await expect(by(router, other).claimPlatformFees(busdAddress)).to.be.revertedWithCustomError(busd, "BlocklistTokenBlocked").withArgs(platform.address);
    await ownerRouter.updatePartner(0, newPlatform.address, 25, "KUL Swap");
    await expect(by(router, other).claimPlatformFees(busdAddress)).to.changeTokenBalances(busd, [newPlatform, router], [fee, -fee]);
    // Ether to a platform wallet that refuses it: the sweep reverts with the receiver and amount.
    const refusingAddress = await refusing.getAddress();
    await ownerRouter.updatePartner(0, refusingAddress, 25, "Refuses ether");
    const sold = splitFee(await proxy.getDestinationReturnAmount(address("DAI"), ETH, amount), 25n);
    await traderRouter.trade(0, address("DAI"), amount, ETH, sold.net, 0, FAR_DEADLINE, NO_AUTH);
    await expect(by(router, other).claimPlatformFees(ETH)).to.be.revertedWithCustomError(router, "RouterEthTransferFailed").withArgs(refusingAddress, sold.fee);
    expect(await balanceOf(ETH, routerAddress)).to.equal(sold.fee);
  });

  it("sweeps a fee-on-transfer token: sends all it holds beyond the credits, the wallet gets it less the token's fee", async () => {
    const { traderRouter, router, proxy, hostile, platform, other, routerAddress, address } = await loadFixture(fixture);
    const fot = hostile.FeeOnTransferToken;
    const fotAddress = await fot.getAddress();
    const amount = parseUnits("1000", 18);
    const sent: bigint = await proxy.getDestinationReturnAmount(address("DAI"), fotAddress, amount);
    const { fee } = splitFee(sent - sent / 100n, 25n); // the pool's transfer to the router loses 1 %
    await traderRouter.trade(0, address("DAI"), amount, fotAddress, 0, 0, FAR_DEADLINE, NO_AUTH);
    expect(await fot.balanceOf(routerAddress)).to.equal(fee);
    const claim = by(router, other).claimPlatformFees(fotAddress);
    await expect(claim).to.emit(router, "PlatformFeesClaimed").withArgs(fotAddress, platform.address, fee);
    await expect(claim).to.changeTokenBalances(fot, [platform, router], [fee - fee / 100n, -fee]);
  });

  it("still pushes a partner's fee on every trade: only the platform's is kept", async () => {
    const { traderRouter, router, proxy, ownerRouter, partnerWallet, trader, token, routerAddress, address } = await loadFixture(fixture);
    await ownerRouter.updatePartner(2, partnerWallet.address, 60, "Partner");
    const amount = parseUnits("500", 18);
    const { net, fee } = splitFee(await proxy.getDestinationReturnAmount(address("DAI"), address("USDC"), amount), 60n);
    const tx = traderRouter.trade(0, address("DAI"), amount, address("USDC"), net, 2, FAR_DEADLINE, NO_AUTH);
    await expect(tx).to.emit(router, "Trade").withArgs(address("DAI"), amount, address("USDC"), net, trader.address, fee);
    await expect(tx).to.changeTokenBalances(token("USDC"), [trader, partnerWallet, router], [net, fee, 0n]);
    expect(await balanceOf(address("USDC"), routerAddress)).to.equal(0n);
  });
});
