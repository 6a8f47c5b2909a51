import { expect } from "chai";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { parseEther, parseUnits } from "ethers";
import { ETH, FAR_DEADLINE, NO_AUTH, balanceOf, by, deployContract, splitFee } from "./helpers/fixtures";
import { modelPaths, path, pathsFixture, splitByWeights, step, valueFor } from "./helpers/paths-fixture";
import type { TradePath } from "./helpers/paths-fixture";

const fixture = pathsFixture;
/** The pool's two tokens in the order the router names them (lower address first). */
const sorted = (x: string, y: string): [string, string] => (BigInt(x) < BigInt(y) ? [x, y] : [y, x]);

describe("KulSwapRouter.tradePaths", () => {
  it("trades two paths at once, a direct split over two venues and two hops whose second splits over two venues: pays what the paths give, less one fee, as quoted to the wei", async () => {
    const { traderRouter, router, proxies, trader, platform, token, address, deployment } = await loadFixture(fixture);
    const [dai, usdc, usdt] = [address("DAI"), address("USDC"), address("USDT")];
    const [direct, viaUsdc] = [parseUnits("30000", 18), parseUnits("20000", 18)];
    const total = direct + viaUsdc;
    const paths = [path(direct, step(usdt, [0, 1], [3n, 1n])), path(viaUsdc, step(usdc, [0]), step(usdt, [0, 1], [1n, 2n]))];
    const { net, fee } = splitFee(await modelPaths(proxies, dai, paths), 25n);
    expect(await router.getDestinationReturnAmountForPaths(dai, usdt, paths, 0)).to.equal(net);
    expect(await traderRouter.tradePaths.staticCall(dai, total, usdt, paths, net, 0, FAR_DEADLINE, NO_AUTH)).to.equal(net);
    const tx = traderRouter.tradePaths(dai, total, usdt, paths, net, 0, FAR_DEADLINE, NO_AUTH);
    await expect(tx).to.emit(router, "Trade").withArgs(dai, total, usdt, net, trader.address, fee);
    await expect(tx).to.changeTokenBalances(token("USDT"), [trader, platform], [net, fee]);
    await expect(tx).to.changeTokenBalance(token("DAI"), trader, -total);
    const holders = [await router.getAddress(), ...(await Promise.all(proxies.map((p) => p.getAddress())))];
    for (const holder of holders) {
      for (const asset of [dai, usdc, usdt, ETH, deployment.weth]) expect(await balanceOf(asset, holder), `${asset} at ${holder}`).to.equal(0n);
    }
  });

  const ends = [
    { name: "ETH sent as value for a token", src: "ETH", via: "USDC", dest: "DAI", amounts: [parseEther("3"), parseEther("2")] },
    { name: "a token for ETH", src: "DAI", via: "USDC", dest: "ETH", amounts: [parseUnits("6000", 18), parseUnits("4000", 18)] },
  ];
  for (const c of ends) {
    it(`trades ${c.name} along a direct split and a split two-hop path, to the quote`, async () => {
      const { traderRouter, router, proxies, trader, platform, address, deployment } = await loadFixture(fixture);
      const [src, via, dest] = [address(c.src), address(c.via), address(c.dest)];
      const total = c.amounts[0]! + c.amounts[1]!;
      const paths = [path(c.amounts[0]!, step(dest, [0, 1], [2n, 1n])), path(c.amounts[1]!, step(via, [0, 1]), step(dest, [1, 0], [5n, 4n]))];
      const { net, fee } = splitFee(await modelPaths(proxies, src, paths), 25n);
      expect(await router.getDestinationReturnAmountForPaths(src, dest, paths, 0)).to.equal(net);
      const platformBefore = await balanceOf(dest, platform.address);
      const tx = traderRouter.tradePaths(src, total, dest, paths, net, 0, FAR_DEADLINE, NO_AUTH, { value: valueFor(src, total) });
      await expect(tx).to.emit(router, "Trade").withArgs(src, total, dest, net, trader.address, fee);
      if (dest === ETH) await expect(tx).to.changeEtherBalance(trader, net);
      expect(await balanceOf(dest, platform.address)).to.equal(platformBefore + fee);
      for (const asset of [src, via, dest, deployment.weth]) expect(await balanceOf(asset, await router.getAddress())).to.equal(0n);
    });
  }

  it("passes through ether in the middle of a path: the proxies pay it to the router, which sells it on as value", async () => {
    const { traderRouter, router, proxies, trader, token, address } = await loadFixture(fixture);
    const [dai, link] = [address("DAI"), address("LINK")];
    const amount = parseUnits("9000", 18);
    const paths = [path(amount, step(ETH, [0, 1], [7n, 3n]), step(link, [1, 0]))];
    const { net } = splitFee(await modelPaths(proxies, dai, paths), 25n);
    expect(await router.getDestinationReturnAmountForPaths(dai, link, paths, 0)).to.equal(net);
    await expect(traderRouter.tradePaths(dai, amount, link, paths, net, 0, FAR_DEADLINE, NO_AUTH)).to.changeTokenBalance(token("LINK"), trader, net);
    expect(await balanceOf(ETH, await router.getAddress())).to.equal(0n);
  });

  it("refuses amounts that do not add up, a zero amount, a zero weight and a part that rounds to zero, in the trade and its quote", async () => {
    const { traderRouter, router, address } = await loadFixture(fixture);
    const [dai, usdt] = [address("DAI"), address("USDT")];
    const trade = (total: bigint, paths: TradePath[]) => traderRouter.tradePaths(dai, total, usdt, paths, 0, 0, FAR_DEADLINE, NO_AUTH);
    await expect(trade(100n, [path(60n, step(usdt, [0])), path(50n, step(usdt, [1]))])).to.be.revertedWithCustomError(router, "RouterSplitAmountsMismatch").withArgs(110n, 100n);
    await expect(trade(0n, [path(0n, step(usdt, [0]))])).to.be.revertedWithCustomError(router, "RouterZeroAmount");
    const refusedAsZero: TradePath[][] = [
      [path(100n, step(usdt, [0])), path(0n, step(usdt, [1]))],
      [path(100n, step(usdt, [0, 1], [1n, 0n]))],
      [path(1n, step(usdt, [0, 1]))], // the first part: floor(1 * 1 / 2) = 0
    ];
    for (const paths of refusedAsZero) {
      const total = paths.reduce((s, p) => s + p.srcAmount, 0n);
      await expect(trade(total, paths)).to.be.revertedWithCustomError(router, "RouterZeroAmount");
      await expect(router.getDestinationReturnAmountForPaths(dai, usdt, paths, 0)).to.be.revertedWithCustomError(router, "RouterZeroAmount");
    }
  });

  it("refuses no paths, a path without steps and a step whose venues and weights differ in number or are none", async () => {
    const { traderRouter, router, address } = await loadFixture(fixture);
    const [dai, usdt] = [address("DAI"), address("USDT")];
    const cases: { paths: TradePath[]; error: string; args: unknown[] }[] = [
      { paths: [], error: "RouterEmptyRoute", args: [] },
      { paths: [path(5n, step(usdt, [0])), path(5n)], error: "RouterPathWithoutSteps", args: [1] },
      { paths: [path(10n, { dest: usdt, tradingProxyIndices: [0, 1], weights: [1n] })], error: "RouterSplitLengthMismatch", args: [2, 1] },
      { paths: [path(10n, { dest: usdt, tradingProxyIndices: [], weights: [] })], error: "RouterSplitLengthMismatch", args: [0, 0] },
    ];
    for (const c of cases) {
      await expect(traderRouter.tradePaths(dai, 10n, usdt, c.paths, 0, 0, FAR_DEADLINE, NO_AUTH), c.error).to.be.revertedWithCustomError(router, c.error).withArgs(...c.args);
      await expect(router.getDestinationReturnAmountForPaths(dai, usdt, c.paths, 0), c.error).to.be.revertedWithCustomError(router, c.error).withArgs(...c.args);
    }
  });

  it("refuses a path that ends elsewhere (WETH is not ETH there), goes through the trade's source or destination (ETH counted as WETH), or a step that ends where it starts", async () => {
    const { traderRouter, router, address, deployment } = await loadFixture(fixture);
    const [dai, usdc, usdt, weth] = [address("DAI"), address("USDC"), address("USDT"), deployment.weth];
    const cases: { src: string; dest: string; steps: ReturnType<typeof step>[]; error: string; args: unknown[] }[] = [
      { src: dai, dest: usdt, steps: [step(usdc, [0])], error: "RouterPathEndsElsewhere", args: [0, usdt, usdc] },
      { src: dai, dest: ETH, steps: [step(weth, [0])], error: "RouterPathEndsElsewhere", args: [0, ETH, weth] },
      { src: dai, dest: usdt, steps: [step(usdc, [0]), step(dai, [1]), step(usdt, [0])], error: "RouterPathIntermediateIsEndpoint", args: [0, 1, dai] },
      { src: dai, dest: usdt, steps: [step(usdt, [0]), step(usdc, [1]), step(usdt, [0])], error: "RouterPathIntermediateIsEndpoint", args: [0, 0, usdt] },
      { src: ETH, dest: dai, steps: [step(weth, [0]), step(dai, [0])], error: "RouterPathIntermediateIsEndpoint", args: [0, 0, weth] },
      { src: dai, dest: ETH, steps: [step(weth, [0]), step(ETH, [1])], error: "RouterPathIntermediateIsEndpoint", args: [0, 0, weth] },
      { src: weth, dest: usdc, steps: [step(ETH, [0]), step(usdc, [0])], error: "RouterPathIntermediateIsEndpoint", args: [0, 0, ETH] },
      { src: dai, dest: usdt, steps: [step(usdc, [0]), step(usdc, [1]), step(usdt, [0])], error: "RouterSameAsset", args: [usdc] },
      { src: dai, dest: usdt, steps: [step(ETH, [0]), step(weth, [1]), step(usdt, [1])], error: "RouterSameAsset", args: [weth] },
      { src: ETH, dest: weth, steps: [step(weth, [0])], error: "RouterSameAsset", args: [weth] },
      { src: dai, dest: dai, steps: [step(dai, [0])], error: "RouterSameAsset", args: [dai] },
    ];
    for (const c of cases) {
      const paths = [path(10n, ...c.steps)];
      const what = `${c.error} ${c.args.join(" ")}`;
      await expect(traderRouter.tradePaths(c.src, 10n, c.dest, paths, 0, 0, FAR_DEADLINE, NO_AUTH, { value: valueFor(c.src, 10n) }), what).to.be.revertedWithCustomError(router, c.error).withArgs(...c.args);
      await expect(router.getDestinationReturnAmountForPaths(c.src, c.dest, paths, 0), what).to.be.revertedWithCustomError(router, c.error).withArgs(...c.args);
    }
  });

  it("refuses a pool used twice, within a step, across the steps of a path and across paths (ETH counted as WETH), naming the venue and the pool's tokens", async () => {
    const { traderRouter, router, address, deployment } = await loadFixture(fixture);
    const [dai, usdc, usdt, weth] = [address("DAI"), address("USDC"), address("USDT"), deployment.weth];
    const cases: { src: string; dest: string; paths: TradePath[]; pool: [number, ...string[]] }[] = [
      { src: dai, dest: usdt, paths: [path(10n, step(usdt, [1, 0, 1]))], pool: [1, ...sorted(dai, usdt)] },
      { src: dai, dest: usdt, paths: [path(10n, step(usdc, [0]), step(ETH, [0]), step(usdc, [1, 0]), step(usdt, [0]))], pool: [0, ...sorted(usdc, weth)] },
      { src: dai, dest: usdt, paths: [path(5n, step(usdt, [0])), path(5n, step(usdt, [1, 0]))], pool: [0, ...sorted(dai, usdt)] },
      { src: usdc, dest: dai, paths: [path(5n, step(ETH, [0]), step(dai, [1])), path(5n, step(weth, [1, 0]), step(dai, [0]))], pool: [0, ...sorted(usdc, weth)] },
    ];
    for (const c of cases) {
      await expect(traderRouter.tradePaths(c.src, 10n, c.dest, c.paths, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterPathsReusePool").withArgs(...c.pool);
      await expect(router.getDestinationReturnAmountForPaths(c.src, c.dest, c.paths, 0)).to.be.revertedWithCustomError(router, "RouterPathsReusePool").withArgs(...c.pool);
    }
  });

  it("checks the deadline, msg.value, the minimum after the fee and the venues", async () => {
    const { traderRouter, router, owner, address } = await loadFixture(fixture);
    const [dai, usdc, usdt] = [address("DAI"), address("USDC"), address("USDT")];
    const amount = parseUnits("100", 18);
    const paths = [path(amount / 2n, step(usdt, [0])), path(amount / 2n, step(usdc, [1]), step(usdt, [1]))];
    await expect(traderRouter.tradePaths(dai, amount, usdt, paths, 0, 0, 1n, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterDeadlineExpired");
    await expect(traderRouter.tradePaths(dai, amount, usdt, paths, 0, 0, FAR_DEADLINE, NO_AUTH, { value: 1n })).to.be.revertedWithCustomError(router, "RouterInvalidMsgValue").withArgs(0n, 1n);
    const fromEth = [path(amount, step(usdt, [0, 1]))];
    await expect(traderRouter.tradePaths(ETH, amount, usdt, fromEth, 0, 0, FAR_DEADLINE, NO_AUTH, { value: amount - 1n })).to.be.revertedWithCustomError(router, "RouterInvalidMsgValue").withArgs(amount, amount - 1n);
    const net: bigint = await router.getDestinationReturnAmountForPaths(dai, usdt, paths, 0);
    await expect(traderRouter.tradePaths(dai, amount, usdt, paths, net + 1n, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterMinimumNotMet").withArgs(net, net + 1n);
    const unknown = [path(amount, step(usdt, [0, 7]))];
    await expect(traderRouter.tradePaths(dai, amount, usdt, unknown, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterUnknownTradingProxy").withArgs(7);
    await expect(router.getDestinationReturnAmountForPaths(dai, usdt, unknown, 0)).to.be.revertedWithCustomError(router, "RouterUnknownTradingProxy").withArgs(7);
    await by(router, owner).disableTradingProxy(1);
    await expect(traderRouter.tradePaths(dai, amount, usdt, paths, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterTradingProxyDisabled").withArgs(1);
    await expect(router.getDestinationReturnAmountForPaths(dai, usdt, paths, 0)).to.be.revertedWithCustomError(router, "RouterTradingProxyDisabled").withArgs(1);
  });

  it("applies a partner's fee and its own wallet, as the other entries do", async () => {
    const { traderRouter, router, ownerRouter, proxies, other, trader, token, address } = await loadFixture(fixture);
    await (await ownerRouter.updatePartner(2, other.address, 100, "Partner")).wait();
    const [dai, usdt] = [address("DAI"), address("USDT")];
    const paths = [path(parseUnits("700", 18), step(usdt, [1, 0], [1n, 1n]))];
    const { net, fee } = splitFee(await modelPaths(proxies, dai, paths), 100n);
    expect(await router.getDestinationReturnAmountForPaths(dai, usdt, paths, 2)).to.equal(net);
    await expect(traderRouter.tradePaths(dai, parseUnits("700", 18), usdt, paths, net, 2, FAR_DEADLINE, NO_AUTH)).to.changeTokenBalances(token("USDT"), [trader, other], [net, fee]);
  });

  it("splits a step by its weights: part i = floor(amount x weight / sum), the last part the rest, for any amount without overflow", async () => {
    const { traderRouter, router, ownerRouter, trader, token, address } = await loadFixture(fixture);
    const [dai, link] = [address("DAI"), address("LINK")];
    // Venues that keep what they are sent and deliver a fixed amount: their DAI balances show the parts.
    const delivered = parseUnits("1", 18);
    const keepers = [];
    for (let i = 0; i < 3; i++) {
      const keeper = await deployContract("LyingTradingProxy", delivered, delivered);
      await (await token("LINK").mint(await keeper.getAddress(), delivered * 10n)).wait();
      await (await ownerRouter.addTradingProxy(`Keeper ${i}`, await keeper.getAddress())).wait();
      keepers.push(keeper);
    }
    const table = [
      { amount: 10n, weights: [1n, 1n, 1n] },
      { amount: 7n, weights: [5n, 1n, 1n] },
      { amount: 1000n, weights: [999n, 2n, 3n] },
      { amount: 2n ** 128n + 3n, weights: [2n ** 100n, 3n, 2n ** 90n] },
      { amount: parseUnits("5", 18), weights: [2n ** 255n, 2n ** 254n, 2n ** 254n - 1n] },
    ];
    await (await token("DAI").mint(trader.address, 2n ** 129n)).wait();
    for (const c of table) {
      const parts = splitByWeights(c.amount, c.weights);
      const before = await Promise.all(keepers.map(async (k) => balanceOf(dai, await k.getAddress())));
      await (await traderRouter.tradePaths(dai, c.amount, link, [path(c.amount, step(link, [2, 3, 4], c.weights))], 0, 0, FAR_DEADLINE, NO_AUTH)).wait();
      const after = await Promise.all(keepers.map(async (k) => balanceOf(dai, await k.getAddress())));
      expect(after.map((b, i) => b - before[i]!), `${c.amount} by ${c.weights.join(":")}`).to.deep.equal(parts);
    }
    // The largest amount: the split's 512-bit arithmetic never overflows (the venues here price any amount).
    const max = 2n ** 256n - 1n;
    const { net } = splitFee(delivered * 2n, 25n);
    expect(await router.getDestinationReturnAmountForPaths(dai, link, [path(max, step(link, [2, 3], [max - 1n, 1n]))], 0)).to.equal(net);
    // Weights adding up past 2^256 are refused (checked arithmetic).
    await expect(router.getDestinationReturnAmountForPaths(dai, link, [path(10n, step(link, [2, 3], [max, 1n]))], 0)).to.be.revertedWithPanic(0x11);
  });
});
