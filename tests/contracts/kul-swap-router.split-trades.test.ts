import { expect } from "chai";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { parseEther, parseUnits } from "ethers";
import { ETH, FAR_DEADLINE, at, balanceOf, by, splitFee, stackFixture, NO_AUTH } from "./helpers/fixtures";

async function fixture() {
  const stack = await stackFixture();
  const proxies = await Promise.all(stack.deployment.venues.map((v) => at("KulAmmTradingProxy", v.tradingProxy)));
  return { ...stack, proxies, traderRouter: by(stack.router, stack.trader) };
}

describe("KulSwapRouter.splitTrades", () => {
  const cases = [
    { name: "ETH for a token", src: "ETH", dest: "DAI", parts: [parseEther("30"), parseEther("10")] },
    { name: "a token for ETH", src: "MKR", dest: "ETH", parts: [parseUnits("30", 18), parseUnits("12", 18)] },
    { name: "an 8-decimal token for ETH", src: "WBTC", dest: "ETH", parts: [parseUnits("1", 8), parseUnits("0.5", 8)] },
  ];
  for (const c of cases) {
    it(`splits ${c.name} over both venues: the output is the sum of the parts, less one fee on the total, which the router keeps for the platform`, async () => {
      const { traderRouter, router, proxies, trader, platform, address } = await loadFixture(fixture);
      const [src, dest] = [address(c.src), address(c.dest)];
      const total = c.parts[0]! + c.parts[1]!;
      const gross = (await proxies[0]!.getDestinationReturnAmount(src, dest, c.parts[0])) + (await proxies[1]!.getDestinationReturnAmount(src, dest, c.parts[1]));
      const { net, fee } = splitFee(gross, 25n);
      expect(await router.getDestinationReturnAmountForSplitTrades([0, 1], src, dest, c.parts, 0)).to.equal(net);
      const platformBefore = await balanceOf(dest, platform.address);
      const value = src === ETH ? total : 0n;
      expect(await traderRouter.splitTrades.staticCall([0, 1], src, total, c.parts, dest, net, 0, FAR_DEADLINE, NO_AUTH, { value })).to.equal(net);
      await expect(traderRouter.splitTrades([0, 1], src, total, c.parts, dest, net, 0, FAR_DEADLINE, NO_AUTH, { value }))
        .to.emit(router, "Trade")
        .withArgs(src, total, dest, net, trader.address, fee);
      expect(await balanceOf(dest, platform.address)).to.equal(platformBefore);
      expect([await balanceOf(src, await router.getAddress()), await balanceOf(dest, await router.getAddress())]).to.deep.equal([0n, fee]);
    });
  }

  it("pays more than the best single venue for a large order", async () => {
    const { router, address } = await loadFixture(fixture);
    const [eth, dai] = [ETH, address("DAI")];
    const total = parseEther("40");
    const single = [await router.getDestinationReturnAmount(0, eth, dai, total, 0), await router.getDestinationReturnAmount(1, eth, dai, total, 0)];
    const split: bigint = await router.getDestinationReturnAmountForSplitTrades([0, 1], eth, dai, [parseEther("30"), parseEther("10")], 0);
    expect(split).to.be.greaterThan(single[0]!);
    expect(split).to.be.greaterThan(single[1]!);
  });

  it("refuses parts that do not add up to the total, in the trade", async () => {
    const { traderRouter, router, address } = await loadFixture(fixture);
    await expect(traderRouter.splitTrades([0, 1], address("DAI"), 100n, [60n, 50n], ETH, 0, 0, FAR_DEADLINE, NO_AUTH))
      .to.be.revertedWithCustomError(router, "RouterSplitAmountsMismatch")
      .withArgs(110n, 100n);
  });

  it("refuses arrays of different lengths and empty arrays, in trades and quotes", async () => {
    const { traderRouter, router, address } = await loadFixture(fixture);
    const dai = address("DAI");
    await expect(traderRouter.splitTrades([0, 1], dai, 100n, [100n], ETH, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterSplitLengthMismatch").withArgs(2, 1);
    await expect(traderRouter.splitTrades([], dai, 100n, [], ETH, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterSplitLengthMismatch").withArgs(0, 0);
    await expect(router.getDestinationReturnAmountForSplitTrades([0], dai, ETH, [1n, 2n], 0)).to.be.revertedWithCustomError(router, "RouterSplitLengthMismatch").withArgs(1, 2);
  });

  it("refuses a zero part", async () => {
    const { traderRouter, router, address } = await loadFixture(fixture);
    await expect(traderRouter.splitTrades([0, 1], address("DAI"), 100n, [100n, 0n], ETH, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterZeroAmount");
    await expect(router.getDestinationReturnAmountForSplitTrades([0, 1], address("DAI"), ETH, [100n, 0n], 0)).to.be.revertedWithCustomError(router, "RouterZeroAmount");
  });

  it("requires msg.value equal to the total for ETH", async () => {
    const { traderRouter, router, address } = await loadFixture(fixture);
    await expect(traderRouter.splitTrades([0, 1], ETH, 100n, [50n, 50n], address("DAI"), 0, 0, FAR_DEADLINE, NO_AUTH, { value: 50n }))
      .to.be.revertedWithCustomError(router, "RouterInvalidMsgValue")
      .withArgs(100n, 50n);
  });

  it("refuses a disabled venue in any part and checks the minimum and the deadline", async () => {
    const { traderRouter, router, owner, address } = await loadFixture(fixture);
    const dai = address("DAI");
    await expect(traderRouter.splitTrades([0, 1], dai, 100n, [50n, 50n], ETH, 0, 0, 1n, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterDeadlineExpired");
    await expect(traderRouter.splitTrades([0, 1], dai, 10n ** 18n, [5n * 10n ** 17n, 5n * 10n ** 17n], ETH, 10n ** 18n, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterMinimumNotMet");
    await by(router, owner).disableTradingProxy(1);
    const half = 10n ** 18n;
    await expect(traderRouter.splitTrades([0, 1], dai, 2n * half, [half, half], ETH, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterTradingProxyDisabled").withArgs(1);
    await expect(router.getDestinationReturnAmountForSplitTrades([0, 1], dai, ETH, [50n, 50n], 0)).to.be.revertedWithCustomError(router, "RouterTradingProxyDisabled").withArgs(1);
  });

  it("refuses one trading proxy twice, in the trade and its quote (its parts would meet one pool in turn, so the quote would overstate)", async () => {
    const { traderRouter, router, address } = await loadFixture(fixture);
    const parts = [parseEther("10"), parseEther("10")];
    await expect(router.getDestinationReturnAmountForSplitTrades([0, 0], ETH, address("DAI"), parts, 0))
      .to.be.revertedWithCustomError(router, "RouterSplitDuplicateTradingProxy")
      .withArgs(0);
    await expect(traderRouter.splitTrades([0, 0], ETH, parseEther("20"), parts, address("DAI"), 0, 0, FAR_DEADLINE, NO_AUTH, { value: parseEther("20") }))
      .to.be.revertedWithCustomError(router, "RouterSplitDuplicateTradingProxy")
      .withArgs(0);
    await expect(traderRouter.splitTrades([1, 0, 1], address("DAI"), 300n, [100n, 100n, 100n], ETH, 0, 0, FAR_DEADLINE, NO_AUTH))
      .to.be.revertedWithCustomError(router, "RouterSplitDuplicateTradingProxy")
      .withArgs(1);
  });
});
