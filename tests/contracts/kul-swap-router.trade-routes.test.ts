import { expect } from "chai";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { parseEther, parseUnits } from "ethers";
import { ETH, FAR_DEADLINE, at, balanceOf, by, splitFee, stackFixture, NO_AUTH } from "./helpers/fixtures";

async function fixture() {
  const stack = await stackFixture();
  const proxies = await Promise.all(stack.deployment.venues.map((v) => at("KulAmmTradingProxy", v.tradingProxy)));
  return { ...stack, proxies, traderRouter: by(stack.router, stack.trader) };
}

const hop = (tradingProxyIndex: number, src: string, dest: string) => ({ tradingProxyIndex, src, dest });

describe("KulSwapRouter.tradeRoutes", () => {
  it("trades a token through ETH into another token across two venues and pays what the hops give, less the fee the router keeps for the platform", async () => {
    const { traderRouter, router, proxies, trader, platform, address } = await loadFixture(fixture);
    const [dai, wbtc] = [address("DAI"), address("WBTC")];
    const amount = parseUnits("20000", 18);
    const middle: bigint = await proxies[1]!.getDestinationReturnAmount(dai, ETH, amount);
    const gross: bigint = await proxies[0]!.getDestinationReturnAmount(ETH, wbtc, middle);
    const { net, fee } = splitFee(gross, 25n);
    const routes = [hop(1, dai, ETH), hop(0, ETH, wbtc)];
    expect(await router.getDestinationReturnAmountForTradeRoutes(routes, amount, 0)).to.equal(net);
    expect(await traderRouter.tradeRoutes.staticCall(routes, amount, net, 0, FAR_DEADLINE, NO_AUTH)).to.equal(net);
    const wbtcToken = await at("TestToken", wbtc);
    const tx = traderRouter.tradeRoutes(routes, amount, net, 0, FAR_DEADLINE, NO_AUTH);
    await expect(tx).to.emit(router, "Trade").withArgs(dai, amount, wbtc, net, trader.address, fee);
    await expect(tx).to.changeTokenBalances(wbtcToken, [trader, platform, router], [net, 0n, fee]);
    const routerAddress = await router.getAddress();
    expect([await balanceOf(dai, routerAddress), await balanceOf(ETH, routerAddress), await balanceOf(wbtc, routerAddress)]).to.deep.equal([0n, 0n, fee]);
  });

  it("starts a route with ETH sent as value and ends it in ETH", async () => {
    const { traderRouter, router, trader, address } = await loadFixture(fixture);
    const value = parseEther("1");
    const fromEth = [hop(0, ETH, address("USDC")), hop(0, address("USDC"), address("USDT"))];
    const net: bigint = await router.getDestinationReturnAmountForTradeRoutes(fromEth, value, 0);
    await expect(traderRouter.tradeRoutes(fromEth, value, net, 0, FAR_DEADLINE, NO_AUTH, { value })).to.changeTokenBalance(await at("TetherLikeToken", address("USDT")), trader, net);
    const toEth = [hop(0, address("USDT"), address("USDC")), hop(1, address("USDC"), ETH)];
    const back: bigint = await router.getDestinationReturnAmountForTradeRoutes(toEth, net, 0);
    await expect(traderRouter.tradeRoutes(toEth, net, back, 0, FAR_DEADLINE, NO_AUTH)).to.changeEtherBalance(trader, back);
  });

  it("works as a one-hop route", async () => {
    const { traderRouter, router, address } = await loadFixture(fixture);
    const routes = [hop(0, address("LINK"), ETH)];
    const net: bigint = await router.getDestinationReturnAmount(0, address("LINK"), ETH, 10n ** 18n, 0);
    expect(await router.getDestinationReturnAmountForTradeRoutes(routes, 10n ** 18n, 0)).to.equal(net);
    await expect(traderRouter.tradeRoutes(routes, 10n ** 18n, net, 0, FAR_DEADLINE, NO_AUTH)).to.emit(router, "Trade");
  });

  it("refuses a route whose hop does not start where the previous one ended, in trades and quotes", async () => {
    const { traderRouter, router, address } = await loadFixture(fixture);
    const routes = [hop(0, address("DAI"), ETH), hop(0, address("USDC"), address("WBTC"))];
    await expect(traderRouter.tradeRoutes(routes, 1n, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterRouteDiscontinuous").withArgs(1, ETH, address("USDC"));
    await expect(router.getDestinationReturnAmountForTradeRoutes(routes, 1n, 0)).to.be.revertedWithCustomError(router, "RouterRouteDiscontinuous").withArgs(1, ETH, address("USDC"));
  });

  it("refuses an empty route, a route back to its own source, and wrong value", async () => {
    const { traderRouter, router, address } = await loadFixture(fixture);
    await expect(traderRouter.tradeRoutes([], 1n, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterEmptyRoute");
    await expect(router.getDestinationReturnAmountForTradeRoutes([], 1n, 0)).to.be.revertedWithCustomError(router, "RouterEmptyRoute");
    const circle = [hop(0, address("DAI"), ETH), hop(1, ETH, address("DAI"))];
    await expect(traderRouter.tradeRoutes(circle, 1n, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterSameAsset").withArgs(address("DAI"));
    await expect(traderRouter.tradeRoutes([hop(0, ETH, address("DAI"))], 10n, 0, 0, FAR_DEADLINE, NO_AUTH, { value: 9n }))
      .to.be.revertedWithCustomError(router, "RouterInvalidMsgValue")
      .withArgs(10n, 9n);
  });

  it("checks the deadline, the minimum after the fee and disabled venues", async () => {
    const { traderRouter, router, owner, address } = await loadFixture(fixture);
    const routes = [hop(0, address("DAI"), ETH), hop(1, ETH, address("LINK"))];
    const amount = parseUnits("100", 18);
    await expect(traderRouter.tradeRoutes(routes, amount, 0, 0, 1n, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterDeadlineExpired");
    const net: bigint = await router.getDestinationReturnAmountForTradeRoutes(routes, amount, 0);
    await expect(traderRouter.tradeRoutes(routes, amount, net + 1n, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterMinimumNotMet").withArgs(net, net + 1n);
    await by(router, owner).disableTradingProxy(1);
    await expect(traderRouter.tradeRoutes(routes, amount, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterTradingProxyDisabled").withArgs(1);
  });

  it("refuses a route through one pool twice (WETH the token, then ETH), in the trade and its quote; over two venues it is quoted to the wei", async () => {
    const { traderRouter, router, weth, trader, address } = await loadFixture(fixture);
    const [wethAddress, dai] = [await weth.getAddress(), address("DAI")];
    const amount = parseEther("5");
    await by(weth, trader).deposit({ value: amount });
    await by(weth, trader).approve(await router.getAddress(), amount);
    for (const routes of [[hop(0, wethAddress, dai), hop(0, dai, ETH)], [hop(1, ETH, dai), hop(1, dai, wethAddress)]]) {
      const value = routes[0]!.src === ETH ? amount : 0n;
      await expect(router.getDestinationReturnAmountForTradeRoutes(routes, amount, 0)).to.be.revertedWithCustomError(router, "RouterRouteReusesPool").withArgs(0, 1);
      await expect(traderRouter.tradeRoutes(routes, amount, 0, 0, FAR_DEADLINE, NO_AUTH, { value })).to.be.revertedWithCustomError(router, "RouterRouteReusesPool").withArgs(0, 1);
    }
    const longer = [hop(0, wethAddress, dai), hop(0, dai, address("USDC")), hop(0, address("USDC"), dai)];
    await expect(router.getDestinationReturnAmountForTradeRoutes(longer, amount, 0)).to.be.revertedWithCustomError(router, "RouterRouteReusesPool").withArgs(1, 2);
    const twoVenues = [hop(0, wethAddress, dai), hop(1, dai, ETH)];
    const quoted: bigint = await router.getDestinationReturnAmountForTradeRoutes(twoVenues, amount, 0);
    await expect(traderRouter.tradeRoutes(twoVenues, amount, quoted, 0, FAR_DEADLINE, NO_AUTH)).to.changeEtherBalance(trader, quoted);
  });
});
