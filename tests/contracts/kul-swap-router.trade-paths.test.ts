import { expect } from "chai";
import fc from "fast-check";
import hre from "hardhat";
import { loadFixture, time } from "@nomicfoundation/hardhat-network-helpers";
import { MaxUint256, Wallet, parseEther, parseUnits } from "ethers";
import { signTradeAuthorization } from "../../contracts/deploy/trade-authorization";
import { ETH, FAR_DEADLINE, NO_AUTH, at, balanceOf, by, deployContract, splitFee } from "./helpers/fixtures";
import { hostileFixture, seedPair } from "./helpers/hostile-fixture";
import { modelPaths, path, pathsFixture, splitByWeights, step, valueFor } from "./helpers/paths-fixture";
import type { PathStep, TradePath } from "./helpers/paths-fixture";
import { propertySeed } from "../support/property-seed";

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

/** The hostile stack plus the fee-on-transfer and re-entrant tokens paired with LINK too, so each can sit in the middle of a path. */
async function hostilePathsFixture() {
  const stack = await hostileFixture();
  const factory = await at("KulPairFactory", stack.deployment.venues[0]!.factory);
  for (const name of ["FeeOnTransferToken", "ReentrantToken"] as const) await seedPair(factory, stack.hostile[name], stack.token("LINK"), stack.owner.address);
  return stack;
}

describe("KulSwapRouter.tradePaths against hostile tokens and venues", () => {
  it("sells on only what a fee-on-transfer intermediate really delivered, and leaves none of it in the router; the quote, which knows no transfer fee, says more", async () => {
    const { traderRouter, router, proxy, hostile, trader, address } = await loadFixture(hostilePathsFixture);
    const [dai, link, fot] = [address("DAI"), address("LINK"), await hostile.FeeOnTransferToken.getAddress()];
    const amount = parseUnits("1000", 18);
    const sent: bigint = await proxy.getDestinationReturnAmount(dai, fot, amount);
    const atRouter = sent - sent / 100n; // the pool's transfer to the router loses 1 %
    const atPool = atRouter - atRouter / 100n; // and so does the router's to the next pool, which prices what arrived
    const { net, fee } = splitFee(await proxy.getDestinationReturnAmount(fot, link, atPool), 25n);
    const paths = [path(amount, step(fot, [0]), step(link, [0]))];
    const quoted: bigint = await router.getDestinationReturnAmountForPaths(dai, link, paths, 0);
    expect(quoted).to.equal(splitFee(await proxy.getDestinationReturnAmount(fot, link, sent), 25n).net);
    expect(quoted).to.be.greaterThan(net);
    await expect(traderRouter.tradePaths(dai, amount, link, paths, net, 0, FAR_DEADLINE, NO_AUTH)).to.emit(router, "Trade").withArgs(dai, amount, link, net, trader.address, fee);
    expect(await hostile.FeeOnTransferToken.balanceOf(await router.getAddress())).to.equal(0n);
  });

  it("stops a token in the middle of a path that calls back into the router, whether the pool or a venue's own transfer triggers it", async () => {
    const { traderRouter, router, owner, hostile, address } = await loadFixture(hostilePathsFixture);
    const [dai, link, usdc] = [address("DAI"), address("LINK"), address("USDC")];
    const reenter = hostile.ReentrantToken;
    const inner = router.interface.encodeFunctionData("tradePaths", [dai, 1n, link, [path(1n, step(link, [1]))], 0, 0, FAR_DEADLINE, NO_AUTH]);
    await reenter.setHook(await router.getAddress(), inner);
    const viaPool = [path(10n ** 18n, step(await reenter.getAddress(), [0]), step(link, [0]))];
    await expect(traderRouter.tradePaths(dai, 10n ** 18n, link, viaPool, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "ReentrancyGuardReentrantCall");
    // A venue (here one that delivers a fixed amount) paying the path's intermediate out of its own balance.
    const venue = await deployContract("LyingTradingProxy", 10n ** 18n, 10n ** 18n);
    await reenter.mint(await venue.getAddress(), 10n ** 18n);
    await by(router, owner).addTradingProxy("Pays REENTER", await venue.getAddress());
    const viaVenue = [path(10n ** 6n, step(await reenter.getAddress(), [2]), step(dai, [0]))];
    await expect(traderRouter.tradePaths(usdc, 10n ** 6n, dai, viaVenue, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "ReentrancyGuardReentrantCall");
  });

  it("sells on what a lying venue really delivered, not what it reports (its quote is what it reports), and never asks a venue to sell nothing", async () => {
    const { traderRouter, router, owner, proxy, trader, token, address } = await loadFixture(hostilePathsFixture);
    const [usdc, dai] = [address("USDC"), address("DAI")];
    const delivered = parseUnits("1000", 18);
    const liar = await deployContract("LyingTradingProxy", delivered, delivered * 5n);
    await token("DAI").mint(await liar.getAddress(), delivered);
    await by(router, owner).addTradingProxy("Liar", await liar.getAddress());
    const paths = [path(10n ** 6n, step(dai, [2]), step(ETH, [0]))];
    const { net, fee } = splitFee(await proxy.getDestinationReturnAmount(dai, ETH, delivered), 25n);
    expect(await router.getDestinationReturnAmountForPaths(usdc, ETH, paths, 0)).to.equal(splitFee(await proxy.getDestinationReturnAmount(dai, ETH, delivered * 5n), 25n).net);
    await expect(traderRouter.tradePaths(usdc, 10n ** 6n, ETH, paths, net, 0, FAR_DEADLINE, NO_AUTH)).to.emit(router, "Trade").withArgs(usdc, 10n ** 6n, ETH, net, trader.address, fee);
    expect([await balanceOf(dai, await router.getAddress()), await balanceOf(ETH, await router.getAddress())]).to.deep.equal([0n, 0n]);
    // A venue that delivers nothing: the next step is not asked to sell nothing, in the trade and in the quote.
    const nothing = await deployContract("LyingTradingProxy", 0n, 0n);
    await by(router, owner).addTradingProxy("Nothing", await nothing.getAddress());
    for (const next of [[0], [0, 1]]) {
      const stalled = [path(10n ** 6n, step(dai, [3]), step(ETH, next))];
      await expect(traderRouter.tradePaths(usdc, 10n ** 6n, ETH, stalled, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterZeroAmount");
      await expect(router.getDestinationReturnAmountForPaths(usdc, ETH, stalled, 0)).to.be.revertedWithCustomError(router, "RouterZeroAmount");
    }
  });

  it("refuses a contract trader's re-entry from its ether payout, and pays it in full", async () => {
    const { router, token, address } = await loadFixture(hostilePathsFixture);
    const wallet = await deployContract("ReenteringWallet");
    const [walletAddress, routerAddress, dai] = [await wallet.getAddress(), await router.getAddress(), address("DAI")];
    const amount = parseUnits("3000", 18);
    await token("DAI").mint(walletAddress, amount * 2n);
    await wallet.execute(dai, token("DAI").interface.encodeFunctionData("approve", [routerAddress, MaxUint256]));
    const paths = [path(amount, step(ETH, [0, 1]))];
    await wallet.setHook(routerAddress, router.interface.encodeFunctionData("tradePaths", [dai, amount, ETH, paths, 0, 0, FAR_DEADLINE, NO_AUTH]));
    const net: bigint = await router.getDestinationReturnAmountForPaths(dai, ETH, paths, 0);
    const call = router.interface.encodeFunctionData("tradePaths", [dai, amount, ETH, paths, net, 0, FAR_DEADLINE, NO_AUTH]);
    await expect(wallet.execute(routerAddress, call)).to.changeEtherBalance(wallet, net);
    expect([await wallet.reentryAttempts(), await wallet.reentrySuccesses()]).to.deep.equal([1n, 0n]);
    expect(await hre.ethers.provider.getBalance(routerAddress)).to.equal(0n);
  });
});

async function gatedFixture() {
  const stack = await pathsFixture();
  const gateKey = Wallet.createRandom();
  await (await stack.ownerRouter.setTradeSigner(gateKey.address)).wait();
  await (await stack.ownerRouter.setTradeGate(true)).wait();
  const chainId = (await hre.ethers.provider.getNetwork()).chainId;
  const routerAddress = await stack.router.getAddress();
  let nextId = 1n;
  const authorize = async (src: string, dest: string, srcAmount: bigint) =>
    signTradeAuthorization(gateKey, chainId, routerAddress, { trader: stack.trader.address, src, dest, srcAmount, authId: nextId++, expiry: BigInt(await time.latest()) + 600n });
  return { ...stack, authorize };
}

describe("KulSwapRouter.tradePaths with the trading gate on", () => {
  it("binds the trade's source, destination and total amount (not the paths'), checks the paths first, and keeps the quote ungated", async () => {
    const { traderRouter, router, proxies, trader, address, authorize } = await loadFixture(gatedFixture);
    const [dai, usdc] = [address("DAI"), address("USDC")];
    const [first, second] = [parseUnits("600", 18), parseUnits("400", 18)];
    const total = first + second;
    const paths = [path(first, step(ETH, [0, 1])), path(second, step(usdc, [0]), step(ETH, [1, 0]))];
    const { net, fee } = splitFee(await modelPaths(proxies, dai, paths), 25n);
    expect(await router.getDestinationReturnAmountForPaths(dai, ETH, paths, 0)).to.equal(net);
    await expect(traderRouter.tradePaths(dai, total, ETH, paths, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterAuthorizationRequired").withArgs(trader.address);
    for (const wrong of [await authorize(dai, ETH, first), await authorize(dai, usdc, total), await authorize(usdc, ETH, second)]) {
      await expect(traderRouter.tradePaths(dai, total, ETH, paths, 0, 0, FAR_DEADLINE, wrong)).to.be.revertedWithCustomError(router, "RouterAuthorizationInvalidSignature");
    }
    const auth = await authorize(dai, ETH, total);
    const reused = [path(first, step(ETH, [0, 1])), path(second, step(ETH, [1]))];
    await expect(traderRouter.tradePaths(dai, total, ETH, reused, 0, 0, FAR_DEADLINE, auth)).to.be.revertedWithCustomError(router, "RouterPathsReusePool");
    expect(await router.isTradeAuthorizationSpent(auth.authId)).to.equal(false);
    await expect(traderRouter.tradePaths(dai, total, ETH, paths, net, 0, FAR_DEADLINE, auth))
      .to.emit(router, "TradeAuthorizationUsed")
      .withArgs(auth.authId, trader.address)
      .and.to.emit(router, "Trade")
      .withArgs(dai, total, ETH, net, trader.address, fee);
    await expect(traderRouter.tradePaths(dai, total, ETH, paths, 0, 0, FAR_DEADLINE, auth)).to.be.revertedWithCustomError(router, "RouterAuthorizationSpent").withArgs(auth.authId);
  });
});

describe("KulSwapRouter.tradePaths over random path sets", () => {
  const RUNS = { numRuns: 25, seed: propertySeed("router trade paths", 3104) };
  const venues = fc.constantFrom([0], [1], [0, 1], [1, 0]);
  const weights = fc.array(fc.bigInt({ min: 1n, max: 1000n }), { minLength: 2, maxLength: 2 });
  const stepChoice = fc.record({ venues, weights });
  const amount = fc.bigInt({ min: 10n ** 16n, max: parseUnits("20000", 18) });
  const template = (steps: number) => fc.option(fc.record({ amount, steps: fc.array(stepChoice, { minLength: steps, maxLength: steps }) }), { nil: undefined });

  it("DAI -> USDT along any of a direct path, a path through USDC and a path through ETH, each step on any venues by any weights: the quote equals what arrives, to the wei", async () => {
    await fc.assert(
      fc.asyncProperty(template(1), template(2), template(2), fc.integer({ min: 0, max: 100 }), async (direct, viaUsdc, viaEth, bps) => {
        const { traderRouter, ownerRouter, router, proxies, trader, token, address, deployment } = await loadFixture(pathsFixture);
        const [dai, usdc, usdt] = [address("DAI"), address("USDC"), address("USDT")];
        const partner = hre.ethers.Wallet.createRandom().address;
        await (await ownerRouter.updatePartner(1, partner, bps, "P")).wait();
        const chosen: [typeof direct, string[]][] = [[direct, [usdt]], [viaUsdc, [usdc, usdt]], [viaEth, [ETH, usdt]]];
        const paths: TradePath[] = chosen.flatMap(([t, dests]) =>
          t === undefined ? [] : [path(t.amount, ...dests.map((dest, k): PathStep => step(dest, t.steps[k]!.venues, t.steps[k]!.weights.slice(0, t.steps[k]!.venues.length))))],
        );
        if (paths.length === 0) paths.push(path(parseUnits("1", 18), step(usdt, [0, 1])));
        const total = paths.reduce((s, p) => s + p.srcAmount, 0n);
        const { net, fee } = splitFee(await modelPaths(proxies, dai, paths), BigInt(bps));
        expect(await router.getDestinationReturnAmountForPaths(dai, usdt, paths, 1)).to.equal(net);
        await expect(traderRouter.tradePaths(dai, total, usdt, paths, net, 1, FAR_DEADLINE, NO_AUTH)).to.changeTokenBalances(token("USDT"), [trader.address, partner], [net, fee]);
        const routerAddress = await router.getAddress();
        for (const asset of [dai, usdc, usdt, ETH, deployment.weth]) expect(await balanceOf(asset, routerAddress)).to.equal(0n);
      }),
      RUNS,
    );
  });
});
