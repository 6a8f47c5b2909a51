import { expect } from "chai";
import hre from "hardhat";
import { loadFixture, time } from "@nomicfoundation/hardhat-network-helpers";
import { parseEther, parseUnits } from "ethers";
import { BPS, ETH, FAR_DEADLINE, at, balanceOf, by, splitFee, stackFixture, NO_AUTH } from "./helpers/fixtures";

const FEE_BPS = 25n;

async function fixture() {
  const stack = await stackFixture();
  const venue = stack.deployment.venues[0]!;
  const proxy = await at("KulAmmTradingProxy", venue.tradingProxy);
  const router = by(stack.router, stack.trader);
  return { ...stack, proxy, traderRouter: router };
}

describe("KulSwapRouter.trade", () => {
  const cases = [
    { name: "an 18-decimal token for a 6-decimal token", src: "DAI", dest: "USDC", amount: parseUnits("5000", 18) },
    { name: "a 6-decimal token for the USDT-like token", src: "USDC", dest: "USDT", amount: parseUnits("2500", 6) },
    { name: "a 0-decimal token for ETH", src: "SLP", dest: "ETH", amount: 1_000_000n },
    { name: "ETH for an 8-decimal token", src: "ETH", dest: "WBTC", amount: parseEther("2") },
    { name: "ETH for a token", src: "ETH", dest: "USDC", amount: parseEther("1.5") },
    { name: "a token for ETH", src: "LINK", dest: "ETH", amount: parseUnits("300", 18) },
  ];
  for (const c of cases) {
    it(`trades ${c.name}: the trader gets net, the router keeps the platform's fee (the platform wallet gets nothing yet), the event tells both`, async () => {
      const { traderRouter, router, proxy, trader, platform, address } = await loadFixture(fixture);
      const [src, dest] = [address(c.src), address(c.dest)];
      const gross: bigint = await proxy.getDestinationReturnAmount(src, dest, c.amount);
      const { net, fee } = splitFee(gross, FEE_BPS);
      const value = src === ETH ? c.amount : 0n;
      const [srcBefore, destBefore, platformBefore] = [
        await balanceOf(src, trader.address),
        await balanceOf(dest, trader.address),
        await balanceOf(dest, platform.address),
      ];
      expect(await traderRouter.trade.staticCall(0, src, c.amount, dest, net, 0, FAR_DEADLINE, NO_AUTH, { value })).to.equal(net);
      const tx = traderRouter.trade(0, src, c.amount, dest, net, 0, FAR_DEADLINE, NO_AUTH, { value });
      await expect(tx).to.emit(router, "Trade").withArgs(src, c.amount, dest, net, trader.address, fee);
      const receipt = await (await tx).wait();
      const gasCost = BigInt(receipt!.gasUsed) * BigInt(receipt!.gasPrice);
      expect(await balanceOf(src, trader.address)).to.equal(srcBefore - c.amount - (src === ETH ? gasCost : 0n));
      expect(await balanceOf(dest, trader.address)).to.equal(destBefore + net - (dest === ETH ? gasCost : 0n));
      expect(await balanceOf(dest, platform.address)).to.equal(platformBefore);
      expect([await balanceOf(src, await router.getAddress()), await balanceOf(dest, await router.getAddress())]).to.deep.equal([0n, fee]);
    });
  }

  it("quotes exactly what the trade then pays, fee included", async () => {
    const { traderRouter, trader, address } = await loadFixture(fixture);
    const amount = parseUnits("777", 18);
    const quote: bigint = await traderRouter.getDestinationReturnAmount(1, address("DAI"), address("ETH"), amount, 0);
    await expect(traderRouter.trade(1, address("DAI"), amount, address("ETH"), quote, 0, FAR_DEADLINE, NO_AUTH)).to.changeEtherBalance(trader, quote);
  });

  it("checks the minimum after the fee: a minimum the gross output meets but the net does not reverts", async () => {
    const { traderRouter, router, proxy, address } = await loadFixture(fixture);
    const amount = parseUnits("1000", 18);
    const gross: bigint = await proxy.getDestinationReturnAmount(address("DAI"), address("ETH"), amount);
    const { net } = splitFee(gross, FEE_BPS);
    await expect(traderRouter.trade(0, address("DAI"), amount, address("ETH"), gross, 0, FAR_DEADLINE, NO_AUTH))
      .to.be.revertedWithCustomError(router, "RouterMinimumNotMet")
      .withArgs(net, gross);
    await expect(traderRouter.trade(0, address("DAI"), amount, address("ETH"), net + 1n, 0, FAR_DEADLINE, NO_AUTH))
      .to.be.revertedWithCustomError(router, "RouterMinimumNotMet")
      .withArgs(net, net + 1n);
  });

  it("pays a partner's fee to the partner's wallet at the partner's rate", async () => {
    const { traderRouter, router, owner, other, proxy, trader, address } = await loadFixture(fixture);
    await by(router, owner).updatePartner(3, other.address, 100, "Partner");
    const amount = parseUnits("100", 6);
    const gross: bigint = await proxy.getDestinationReturnAmount(address("USDC"), address("DAI"), amount);
    const { net, fee } = splitFee(gross, 100n);
    const dai = await at("TestToken", address("DAI"));
    await expect(traderRouter.trade(0, address("USDC"), amount, address("DAI"), net, 3, FAR_DEADLINE, NO_AUTH)).to.changeTokenBalances(
      dai,
      [trader, other],
      [net, fee],
    );
  });

  it("sends no fee transfer and reports a zero fee for a partner at 0 bps", async () => {
    const { traderRouter, router, owner, other, proxy, trader, address } = await loadFixture(fixture);
    await by(router, owner).updatePartner(1, other.address, 0, "Free");
    const amount = parseUnits("10", 18);
    const gross: bigint = await proxy.getDestinationReturnAmount(address("LINK"), address("ETH"), amount);
    await expect(traderRouter.trade(0, address("LINK"), amount, address("ETH"), gross, 1, FAR_DEADLINE, NO_AUTH))
      .to.emit(router, "Trade")
      .withArgs(address("LINK"), amount, ETH, gross, trader.address, 0n);
  });

  it("pulls only from the caller: another account's allowance is never used", async () => {
    const { router, other, address, deployment } = await loadFixture(fixture);
    const [, , , , stranger] = await hre.ethers.getSigners();
    const dai = await at("TestToken", address("DAI"));
    await dai.mint(stranger!.address, parseUnits("10", 18));
    const before = await dai.balanceOf(other.address);
    await expect(by(router, stranger!).trade(0, address("DAI"), parseUnits("10", 18), address("USDC"), 0, 0, FAR_DEADLINE, NO_AUTH))
      .to.be.revertedWithCustomError(dai, "ERC20InsufficientAllowance")
      .withArgs(deployment.router, 0, parseUnits("10", 18));
    expect(await dai.balanceOf(other.address)).to.equal(before);
  });

  it("reverts after the deadline with the deadline and the block time, and accepts a deadline equal to the block time", async () => {
    const { traderRouter, router, address } = await loadFixture(fixture);
    const now = BigInt(await time.latest());
    await time.setNextBlockTimestamp(now + 100n);
    await expect(traderRouter.trade(0, address("DAI"), 10n ** 18n, address("USDC"), 0, 0, now + 99n, NO_AUTH))
      .to.be.revertedWithCustomError(router, "RouterDeadlineExpired")
      .withArgs(now + 99n, now + 100n);
    await time.setNextBlockTimestamp(now + 200n);
    await expect(traderRouter.trade(0, address("DAI"), 10n ** 18n, address("USDC"), 0, 0, now + 200n, NO_AUTH)).to.emit(router, "Trade");
  });

  const valueCases = [
    { name: "ETH with less value than the amount", src: "ETH", amount: 1000n, value: 999n, expected: 1000n },
    { name: "ETH with more value than the amount", src: "ETH", amount: 1000n, value: 1001n, expected: 1000n },
    { name: "a token with any value", src: "DAI", amount: 1000n, value: 1n, expected: 0n },
  ];
  for (const c of valueCases) {
    it(`refuses ${c.name} (msg.value must equal the amount for ETH, zero for tokens)`, async () => {
      const { traderRouter, router, address } = await loadFixture(fixture);
      await expect(traderRouter.trade(0, address(c.src), c.amount, address(c.src === "ETH" ? "LINK" : "ETH"), 0, 0, FAR_DEADLINE, NO_AUTH, { value: c.value }))
        .to.be.revertedWithCustomError(router, "RouterInvalidMsgValue")
        .withArgs(c.expected, c.value);
    });
  }

  it("refuses the same asset on both sides and a zero amount", async () => {
    const { traderRouter, router, address } = await loadFixture(fixture);
    await expect(traderRouter.trade(0, address("DAI"), 1n, address("DAI"), 0, 0, FAR_DEADLINE, NO_AUTH))
      .to.be.revertedWithCustomError(router, "RouterSameAsset")
      .withArgs(address("DAI"));
    await expect(traderRouter.trade(0, address("DAI"), 0n, address("USDC"), 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(
      router,
      "RouterZeroAmount",
    );
  });

  it("refuses an unknown trading proxy, a disabled one, and an unknown partner, in trades and quotes", async () => {
    const { traderRouter, router, owner, address } = await loadFixture(fixture);
    const [dai, usdc] = [address("DAI"), address("USDC")];
    await expect(traderRouter.trade(7, dai, 1n, usdc, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterUnknownTradingProxy").withArgs(7);
    await expect(router.getDestinationReturnAmount(7, dai, usdc, 1n, 0)).to.be.revertedWithCustomError(router, "RouterUnknownTradingProxy").withArgs(7);
    await by(router, owner).disableTradingProxy(1);
    await expect(traderRouter.trade(1, dai, 1n, usdc, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterTradingProxyDisabled").withArgs(1);
    await expect(router.getDestinationReturnAmount(1, dai, usdc, 1n, 0)).to.be.revertedWithCustomError(router, "RouterTradingProxyDisabled").withArgs(1);
    await expect(traderRouter.trade(0, dai, 10n ** 18n, usdc, 0, 9, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterUnknownPartner").withArgs(9);
    await expect(router.getDestinationReturnAmount(0, dai, usdc, 1n, 9)).to.be.revertedWithCustomError(router, "RouterUnknownPartner").withArgs(9);
  });

  it("quotes 0 for a pair no venue pools, and the trade on it reverts", async () => {
    const { traderRouter, router, address, deployment } = await loadFixture(fixture);
    expect(await router.getDestinationReturnAmount(1, address("DAI"), address("USDC"), 10n ** 18n, 0)).to.equal(0n);
    const proxy = await at("KulAmmTradingProxy", deployment.venues[1]!.tradingProxy);
    await expect(traderRouter.trade(1, address("DAI"), 10n ** 18n, address("USDC"), 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(
      proxy,
      "TradingProxyNoPool",
    );
  });
});

describe("KulSwapRouter fee arithmetic", () => {
  // [delivered by the venue, fee bps, expected fee, expected net]
  const table: [bigint, bigint, bigint, bigint][] = [
    [10_000n, 25n, 25n, 9_975n],
    [9_999n, 25n, 24n, 9_975n],
    [399n, 25n, 0n, 399n],
    [400n, 25n, 1n, 399n],
    [1n, 100n, 0n, 1n],
    [100n, 100n, 1n, 99n],
    [0n, 100n, 0n, 0n],
    [10n ** 30n, 100n, 10n ** 28n, 99n * 10n ** 28n],
    [123_456_789n, 0n, 0n, 123_456_789n],
  ];
  for (const [delivered, bps, fee, net] of table) {
    it(`takes fee ${fee} and pays net ${net} when ${delivered} arrives at ${bps} bps (net + fee = arrived)`, async () => {
      const { router, owner, trader, address } = await loadFixture(fixture);
      const partnerWallet = hre.ethers.Wallet.createRandom().address;
      expect(net + fee).to.equal(delivered);
      expect(splitFee(delivered, bps)).to.deep.equal({ net, fee });
      const exact = await hre.ethers.deployContract("LyingTradingProxy", [delivered, delivered]);
      const dai = await at("TestToken", address("DAI"));
      await dai.mint(await exact.getAddress(), delivered);
      await by(router, owner).addTradingProxy("Exact", await exact.getAddress());
      await by(router, owner).updatePartner(1, partnerWallet, bps, "P");
      await expect(by(router, trader).trade(2, address("USDC"), 1n, address("DAI"), net, 1, FAR_DEADLINE, NO_AUTH))
        .to.emit(router, "Trade")
        .withArgs(address("USDC"), 1n, address("DAI"), net, trader.address, fee);
      expect(await router.getDestinationReturnAmount(2, address("USDC"), address("DAI"), 1n, 1)).to.equal(net);
      expect(await dai.balanceOf(partnerWallet)).to.equal(fee);
    });
  }

  it("never charges more than 1 % (the cap) of what arrived", () => {
    expect(splitFee(BPS * 10n ** 18n, 100n).fee).to.equal(10n ** 20n);
  });
});
