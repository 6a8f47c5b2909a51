import { expect } from "chai";
import hre from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { parseUnits } from "ethers";
import { ETH, FAR_DEADLINE, by, deployContract, splitFee, NO_AUTH } from "./helpers/fixtures";
import { paymentsFixture } from "./helpers/hostile-fixture";

// RouterPayments: partner fees paid, or credited when the wallet cannot take them, and claimed later.
const fixture = paymentsFixture;

describe("RouterPayments: partner fees that cannot be paid are credited, never block a trade, and are claimed", () => {
  it("credits a partner's fee when the token blocklists its wallet: the trade goes through and the wallet claims it elsewhere", async () => {
    const { traderRouter, router, proxy, ownerRouter, hostile, other, trader, address } = await loadFixture(fixture);
    const [, , , , partnerWallet] = await hre.ethers.getSigners();
    const busd = hostile.BlocklistToken;
    const [busdAddress, routerAddress, wallet] = [await busd.getAddress(), await router.getAddress(), partnerWallet!.address];
    await ownerRouter.updatePartner(1, wallet, 25, "Blocked partner");
    await busd.setBlocked(wallet, true);
    const amount = parseUnits("1000", 18);
    const { net, fee } = splitFee(await proxy.getDestinationReturnAmount(address("DAI"), busdAddress, amount), 25n);
    const tx = traderRouter.trade(0, address("DAI"), amount, busdAddress, net, 1, FAR_DEADLINE, NO_AUTH);
    await expect(tx).to.emit(router, "PartnerFeeCredited").withArgs(wallet, busdAddress, fee);
    await expect(tx).to.emit(router, "Trade").withArgs(address("DAI"), amount, busdAddress, net, trader.address, fee);
    expect([await busd.balanceOf(routerAddress), await router.creditedFees(busdAddress), await router.feeCredit(wallet, busdAddress)]).to.deep.equal([fee, fee, fee]);
    await expect(by(router, partnerWallet!).claimFees(busdAddress, wallet)).to.be.revertedWithCustomError(busd, "BlocklistTokenBlocked").withArgs(wallet);
    expect(await router.feeCredit(wallet, busdAddress)).to.equal(fee);
    await expect(by(router, partnerWallet!).claimFees(busdAddress, other.address)).to.emit(router, "PartnerFeeClaimed").withArgs(wallet, busdAddress, other.address, fee);
    expect([await busd.balanceOf(other.address), await busd.balanceOf(routerAddress), await router.creditedFees(busdAddress)]).to.deep.equal([fee, 0n, 0n]);
    await expect(by(router, partnerWallet!).claimFees(busdAddress, other.address)).to.be.revertedWithCustomError(router, "RouterNoFeeCredit").withArgs(wallet, busdAddress);
  });

  for (const partnerIndex of [1, 2]) {
    it(`credits the ether fee partner ${partnerIndex}'s wallet refuses; the trader is paid and the wallet claims to another address`, async () => {
      const { traderRouter, router, proxy, ownerRouter, refusing, refusingAddress, trader, other, address } = await loadFixture(fixture);
      const routerAddress = await router.getAddress();
      await ownerRouter.updatePartner(partnerIndex, refusingAddress, 50, "Refuses ether");
      const amount = parseUnits("3000", 18);
      const { net, fee } = splitFee(await proxy.getDestinationReturnAmount(address("DAI"), ETH, amount), 50n);
      const tx = traderRouter.trade(0, address("DAI"), amount, ETH, net, partnerIndex, FAR_DEADLINE, NO_AUTH);
      await expect(tx).to.emit(router, "Trade").withArgs(address("DAI"), amount, ETH, net, trader.address, fee);
      await expect(tx).to.emit(router, "PartnerFeeCredited").withArgs(refusingAddress, ETH, fee);
      await expect(tx).to.changeEtherBalances([router, refusing], [fee, 0n]);
      expect([await router.feeCredit(refusingAddress, ETH), await router.creditedFees(ETH)]).to.deep.equal([fee, fee]);
      const claimHome = router.interface.encodeFunctionData("claimFees", [ETH, refusingAddress]);
      await expect(refusing.execute(routerAddress, claimHome)).to.be.revertedWithCustomError(router, "RouterEthTransferFailed").withArgs(refusingAddress, fee);
      const claimElsewhere = router.interface.encodeFunctionData("claimFees", [ETH, other.address]);
      await expect(refusing.execute(routerAddress, claimElsewhere)).to.changeEtherBalances([other, router], [fee, -fee]);
      expect([await router.feeCredit(refusingAddress, ETH), await router.creditedFees(ETH)]).to.deep.equal([0n, 0n]);
    });
  }

  it("keeps each wallet's credits apart, adds them up exactly, keeps the platform's fee out of them, and keeps a credit with the wallet that earned it after the partner's wallet changes", async () => {
    const { traderRouter, router, proxy, ownerRouter, hostile, refusingAddress, platform, other, address } = await loadFixture(fixture);
    const busd = hostile.BlocklistToken;
    const busdAddress = await busd.getAddress();
    const [, , , , partnerWallet, secondWallet] = await hre.ethers.getSigners();
    await ownerRouter.updatePartner(1, secondWallet!.address, 50, "Second");
    await ownerRouter.updatePartner(2, partnerWallet!.address, 100, "Partner");
    for (const wallet of [platform.address, partnerWallet!.address, secondWallet!.address]) await busd.setBlocked(wallet, true);
    const credits = new Map<string, bigint>();
    let platformKept = 0n;
    const trades = [[1, secondWallet!.address, 50n, 700n], [2, partnerWallet!.address, 100n, 900n], [0, platform.address, 25n, 1300n]] as const;
    for (const [partner, wallet, bps, amount] of trades) {
      const { net, fee } = splitFee(await proxy.getDestinationReturnAmount(address("DAI"), busdAddress, parseUnits(String(amount), 18)), bps);
      await traderRouter.trade(0, address("DAI"), parseUnits(String(amount), 18), busdAddress, net, partner, FAR_DEADLINE, NO_AUTH);
      if (partner === 0) platformKept += fee; // the platform's fee is kept, never credited
      else credits.set(wallet, (credits.get(wallet) ?? 0n) + fee);
    }
    await ownerRouter.updatePartner(2, refusingAddress, 100, "Partner, new wallet");
    const total = [...credits.values()].reduce((a, b) => a + b, 0n);
    expect(await router.feeCredit(platform.address, busdAddress)).to.equal(0n);
    expect(await router.feeCredit(secondWallet!.address, busdAddress)).to.equal(credits.get(secondWallet!.address));
    expect(await router.feeCredit(partnerWallet!.address, busdAddress)).to.equal(credits.get(partnerWallet!.address));
    expect(await router.feeCredit(refusingAddress, busdAddress)).to.equal(0n);
    expect([await router.creditedFees(busdAddress), await busd.balanceOf(await router.getAddress())]).to.deep.equal([total, total + platformKept]);
    await expect(by(router, partnerWallet!).claimFees(busdAddress, other.address)).to.changeTokenBalance(busd, other, credits.get(partnerWallet!.address));
    expect(await router.creditedFees(busdAddress)).to.equal(credits.get(secondWallet!.address));
  });

  it("refuses a claim to the zero address and a claim with nothing credited", async () => {
    const { router, platform, address } = await loadFixture(fixture);
    await expect(by(router, platform).claimFees(address("DAI"), hre.ethers.ZeroAddress)).to.be.revertedWithCustomError(router, "RouterZeroAddress");
    await expect(by(router, platform).claimFees(ETH, platform.address)).to.be.revertedWithCustomError(router, "RouterNoFeeCredit").withArgs(platform.address, ETH);
  });

  it("lets the owner collect only what the router holds beyond the credited fees (the platform's unswept fees and mistaken transfers)", async () => {
    const { traderRouter, router, proxy, ownerRouter, refusingAddress, other, token, address } = await loadFixture(fixture);
    await ownerRouter.updatePartner(1, refusingAddress, 25, "Refuses ether");
    const amount = parseUnits("3000", 18);
    const { fee } = splitFee(await proxy.getDestinationReturnAmount(address("DAI"), ETH, amount), 25n);
    await traderRouter.trade(0, address("DAI"), amount, ETH, 0, 1, FAR_DEADLINE, NO_AUTH);
    await expect(ownerRouter.collectRemainingEther(1n)).to.be.revertedWithCustomError(router, "RouterCollectExceedsUncredited").withArgs(ETH, 1n, 0n);
    await by(token("DAI"), other).transfer(await router.getAddress(), 40n);
    await expect(ownerRouter.collectRemainingToken(address("DAI"), 41n)).to.be.revertedWithCustomError(router, "RouterCollectExceedsUncredited").withArgs(address("DAI"), 41n, 40n);
    await expect(ownerRouter.collectRemainingToken(address("DAI"), 40n)).to.emit(router, "RemainingTokenCollected");
    expect(await router.creditedFees(ETH)).to.equal(fee);
  });

  it("pays a partner wallet that calls back on receipt and refuses its re-entry", async () => {
    const { traderRouter, router, proxy, ownerRouter, address } = await loadFixture(fixture);
    const wallet = await deployContract("ReenteringWallet");
    const walletAddress = await wallet.getAddress();
    // The call back claims fees (a short call: the wallet reads its calldata from storage within the 50,000 gas of
    // an ether fee payment, which a full trade's calldata with its authorization would not fit).
    await wallet.setHook(await router.getAddress(), router.interface.encodeFunctionData("claimFees", [ETH, walletAddress]));
    await ownerRouter.updatePartner(3, walletAddress, 100, "Calls back");
    const amount = parseUnits("3000", 18);
    const { fee } = splitFee(await proxy.getDestinationReturnAmount(address("DAI"), ETH, amount), 100n);
    await expect(traderRouter.trade(0, address("DAI"), amount, ETH, 0, 3, FAR_DEADLINE, NO_AUTH)).to.changeEtherBalance(wallet, fee);
    expect([await wallet.reentryAttempts(), await wallet.reentrySuccesses(), await router.creditedFees(ETH)]).to.deep.equal([1n, 0n, 0n]);
  });
});
