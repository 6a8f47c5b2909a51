import { expect } from "chai";
import hre from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { parseEther } from "ethers";
import { ETH, by, deployContract, stackFixture } from "./helpers/fixtures";

async function fixture() {
  const stack = await stackFixture();
  return { ...stack, ownerRouter: by(stack.router, stack.owner), otherRouter: by(stack.router, stack.other) };
}

describe("RouterAdmin (owner controls of KulSwapRouter)", () => {
  it("exposes the ETH placeholder, the 100 bps partner cap and the bps denominator", async () => {
    const { router } = await loadFixture(fixture);
    expect([await router.ETH(), await router.MAX_PARTNER_FEE_BPS(), await router.BPS_DENOMINATOR()]).to.deep.equal([ETH, 100n, 10_000n]);
  });

  it("is deployed with partner 0 as the platform and refuses a fee above the cap or a zero wallet", async () => {
    const { router, owner, deployment } = await loadFixture(fixture);
    const fresh = await deployContract("KulSwapRouter", owner.address, owner.address, 100, deployment.weth);
    expect(await fresh.partners(0)).to.deep.equal([owner.address, 100n, "KUL Swap"]);
    expect([await fresh.owner(), await fresh.weth()]).to.deep.equal([owner.address, deployment.weth]);
    await expect(hre.ethers.deployContract("KulSwapRouter", [owner.address, owner.address, 101, deployment.weth]))
      .to.be.revertedWithCustomError(router, "RouterPartnerFeeTooHigh")
      .withArgs(101, 100);
    await expect(hre.ethers.deployContract("KulSwapRouter", [owner.address, hre.ethers.ZeroAddress, 25, deployment.weth])).to.be.revertedWithCustomError(router, "RouterZeroAddress");
    await expect(hre.ethers.deployContract("KulSwapRouter", [owner.address, owner.address, 25, hre.ethers.ZeroAddress])).to.be.revertedWithCustomError(router, "RouterZeroAddress");
  });

  it("adds an enabled trading proxy under the next index with an event", async () => {
    const { router, ownerRouter, deployment } = await loadFixture(fixture);
    const venue = await deployContract("KulAmmTradingProxy", deployment.venues[0]!.factory, deployment.weth);
    const venueAddress = await venue.getAddress();
    await expect(ownerRouter.addTradingProxy("Venue X", venueAddress)).to.emit(router, "TradingProxyAdded").withArgs(2, venueAddress, "Venue X");
    expect(await router.tradingProxyCount()).to.equal(3n);
    expect(await router.tradingProxies(2)).to.deep.equal(["Venue X", true, venueAddress]);
    await expect(ownerRouter.addTradingProxy("Zero", hre.ethers.ZeroAddress)).to.be.revertedWithCustomError(router, "RouterZeroAddress");
  });

  it("refuses a trading proxy without code (a trade on it would do nothing and say nothing) and one already listed", async () => {
    const { router, ownerRouter, other, deployment } = await loadFixture(fixture);
    await expect(ownerRouter.addTradingProxy("EOA", other.address)).to.be.revertedWithCustomError(router, "RouterTradingProxyWithoutCode").withArgs(other.address);
    const listed = deployment.venues[1]!.tradingProxy;
    await expect(ownerRouter.addTradingProxy("Again", listed)).to.be.revertedWithCustomError(router, "RouterTradingProxyAlreadyAdded").withArgs(listed);
    expect(await router.tradingProxyCount()).to.equal(2n);
  });

  it("disables and enables a trading proxy with events, and refuses unknown indices", async () => {
    const { router, ownerRouter } = await loadFixture(fixture);
    await expect(ownerRouter.disableTradingProxy(1)).to.emit(router, "TradingProxyDisabled").withArgs(1);
    expect((await router.tradingProxies(1))[1]).to.equal(false);
    await expect(ownerRouter.enableTradingProxy(1)).to.emit(router, "TradingProxyEnabled").withArgs(1);
    expect((await router.tradingProxies(1))[1]).to.equal(true);
    for (const call of [ownerRouter.enableTradingProxy(5), ownerRouter.disableTradingProxy(5), router.tradingProxies(5)]) {
      await expect(call).to.be.revertedWithCustomError(router, "RouterUnknownTradingProxy").withArgs(5);
    }
  });

  const partnerCases: [number, bigint, boolean][] = [
    [0, 0n, true],
    [1, 25n, true],
    [1, 100n, true],
    [2, 101n, false],
    [2, 10_000n, false],
  ];
  for (const [index, feeBps, allowed] of partnerCases) {
    it(`${allowed ? "sets" : "refuses"} partner ${index} at ${feeBps} bps (cap 100)`, async () => {
      const { router, ownerRouter, other } = await loadFixture(fixture);
      const call = ownerRouter.updatePartner(index, other.address, feeBps, "Partner");
      if (allowed) {
        await expect(call).to.emit(router, "PartnerUpdated").withArgs(index, other.address, feeBps, "Partner");
        expect(await router.partners(index)).to.deep.equal([other.address, feeBps, "Partner"]);
      } else {
        await expect(call).to.be.revertedWithCustomError(router, "RouterPartnerFeeTooHigh").withArgs(feeBps, 100);
      }
    });
  }

  it("refuses a partner with a zero wallet and reads an unknown partner as an error", async () => {
    const { router, ownerRouter } = await loadFixture(fixture);
    await expect(ownerRouter.updatePartner(1, hre.ethers.ZeroAddress, 10, "X")).to.be.revertedWithCustomError(router, "RouterZeroAddress");
    await expect(router.partners(4)).to.be.revertedWithCustomError(router, "RouterUnknownPartner").withArgs(4);
  });

  it("lets the owner collect ether and tokens left in the router (outside any trade), with events", async () => {
    const { router, ownerRouter, owner, other, token } = await loadFixture(fixture);
    const routerAddress = await router.getAddress();
    // receive() refuses plain ether: ether can still be forced in (a self-destructing contract, a block reward).
    await hre.network.provider.send("hardhat_setBalance", [routerAddress, "0xde0b6b3a7640000"]);
    const collectEther = ownerRouter.collectRemainingEther(parseEther("1"));
    await expect(collectEther).to.emit(router, "RemainingEtherCollected").withArgs(owner.address, parseEther("1"));
    await expect(collectEther).to.changeEtherBalances([router, owner], [-parseEther("1"), parseEther("1")]);
    const dai = token("DAI");
    await by(dai, other).transfer(routerAddress, 500n);
    const collectToken = ownerRouter.collectRemainingToken(await dai.getAddress(), 500n);
    await expect(collectToken).to.emit(router, "RemainingTokenCollected").withArgs(await dai.getAddress(), owner.address, 500n);
    await expect(collectToken).to.changeTokenBalances(dai, [router, owner], [-500n, 500n]);
  });

  it("reports a failed ether collection with the receiver and amount", async () => {
    const { router, ownerRouter } = await loadFixture(fixture);
    await hre.network.provider.send("hardhat_setBalance", [await router.getAddress(), "0x1"]);
    const refusing = await deployContract("RevertingEthReceiver");
    await ownerRouter.transferOwnership(await refusing.getAddress());
    await refusing.execute(await router.getAddress(), router.interface.encodeFunctionData("acceptOwnership"));
    const collect = router.interface.encodeFunctionData("collectRemainingEther", [1n]);
    await expect(refusing.execute(await router.getAddress(), collect)).to.be.revertedWithCustomError(router, "RouterEthTransferFailed").withArgs(await refusing.getAddress(), 1n);
  });

  it("lets only the owner use every control", async () => {
    const { router, otherRouter, other, address } = await loadFixture(fixture);
    const calls = [
      otherRouter.addTradingProxy("X", other.address),
      otherRouter.enableTradingProxy(0),
      otherRouter.disableTradingProxy(0),
      otherRouter.updatePartner(0, other.address, 0, "Mine"),
      otherRouter.collectRemainingEther(0),
      otherRouter.collectRemainingToken(address("DAI"), 0),
      otherRouter.transferOwnership(other.address),
    ];
    for (const call of calls) {
      await expect(call).to.be.revertedWithCustomError(router, "OwnableUnauthorizedAccount").withArgs(other.address);
    }
  });

  it("transfers ownership in two steps: the new owner must accept", async () => {
    const { router, ownerRouter, otherRouter, owner, other, trader } = await loadFixture(fixture);
    await ownerRouter.transferOwnership(other.address);
    expect([await router.owner(), await router.pendingOwner()]).to.deep.equal([owner.address, other.address]);
    await expect(by(router, trader).acceptOwnership()).to.be.revertedWithCustomError(router, "OwnableUnauthorizedAccount").withArgs(trader.address);
    await expect(otherRouter.acceptOwnership()).to.emit(router, "OwnershipTransferred").withArgs(owner.address, other.address);
    expect([await router.owner(), await router.pendingOwner()]).to.deep.equal([other.address, hre.ethers.ZeroAddress]);
  });
});
