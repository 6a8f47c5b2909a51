import { expect } from "chai";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { MaxUint256, parseUnits } from "ethers";
import { ETH, FAR_DEADLINE, at, by, deployContract, splitFee, stackFixture } from "./helpers/fixtures";
import type { KulContract } from "./helpers/fixtures";

const POOL = parseUnits("1000000", 18);

async function seedPair(factory: KulContract, a: KulContract, b: KulContract, owner: string): Promise<KulContract> {
  const [x, y] = [await a.getAddress(), await b.getAddress()];
  await factory.createPair(x, y);
  const pair = await at("KulPair", await factory.getPair(x, y));
  await a.mint(await pair.getAddress(), POOL);
  await b.mint(await pair.getAddress(), POOL);
  await pair.mint(owner);
  return pair;
}

async function fixture() {
  const stack = await stackFixture();
  const factory = await at("KulPairFactory", stack.deployment.venues[0]!.factory);
  const proxy = await at("KulAmmTradingProxy", stack.deployment.venues[0]!.tradingProxy);
  const dai = stack.token("DAI");
  const hostile: Record<string, KulContract> = {};
  const pairs: Record<string, KulContract> = {};
  for (const name of ["FeeOnTransferToken", "FalseReturningToken", "ReentrantToken"]) {
    const token = await deployContract(name);
    await token.mint(stack.trader.address, POOL);
    await by(token, stack.trader).approve(stack.deployment.router, MaxUint256);
    hostile[name] = token;
    pairs[name] = await seedPair(factory, token, dai, stack.owner.address);
  }
  return { ...stack, proxy, hostile, pairs, traderRouter: by(stack.router, stack.trader) };
}

describe("KulSwapRouter against hostile tokens and venues", () => {
  it("trades the USDT-like token, which returns nothing, after a zero-first re-approval", async () => {
    const { traderRouter, router, trader, token, address, deployment } = await loadFixture(fixture);
    const usdt = by(token("USDT"), trader);
    await expect(usdt.approve(deployment.router, 5n)).to.be.revertedWithCustomError(usdt, "TetherLikeApproveFromNonZero").withArgs(MaxUint256, 5n);
    await usdt.approve(deployment.router, 0n);
    const amount = parseUnits("250", 6);
    await usdt.approve(deployment.router, amount);
    const net: bigint = await router.getDestinationReturnAmount(0, address("USDT"), address("USDC"), amount, 0);
    await expect(traderRouter.trade(0, address("USDT"), amount, address("USDC"), net, 0, FAR_DEADLINE)).to.changeTokenBalance(token("USDC"), trader, net);
    expect(await usdt.allowance(trader.address, deployment.router)).to.equal(0n);
  });

  it("reverts when a token returns false, whether it is sold or bought", async () => {
    const { traderRouter, router, hostile, pairs, address } = await loadFixture(fixture);
    const falsy = await hostile.FalseReturningToken!.getAddress();
    await expect(traderRouter.trade(0, falsy, 10n ** 18n, address("DAI"), 0, 0, FAR_DEADLINE)).to.be.revertedWithCustomError(router, "SafeERC20FailedOperation").withArgs(falsy);
    await expect(traderRouter.trade(0, address("DAI"), 10n ** 18n, falsy, 0, 0, FAR_DEADLINE)).to.be.revertedWithCustomError(pairs.FalseReturningToken!, "SafeERC20FailedOperation").withArgs(falsy);
  });

  it("prices a fee-on-transfer source on what reached the pool and records what the trader sent", async () => {
    const { traderRouter, router, proxy, hostile, trader, address } = await loadFixture(fixture);
    const fot = await hostile.FeeOnTransferToken!.getAddress();
    const amount = parseUnits("1000", 18);
    const arrived = amount - amount / 100n;
    const { net, fee } = splitFee(await proxy.getDestinationReturnAmount(fot, address("DAI"), arrived), 25n);
    await expect(traderRouter.trade(0, fot, amount, address("DAI"), net, 0, FAR_DEADLINE)).to.emit(router, "Trade").withArgs(fot, amount, address("DAI"), net, trader.address, fee);
    expect(await hostile.FeeOnTransferToken!.balanceOf(await router.getAddress())).to.equal(0n);
  });

  it("takes the fee from the fee-on-transfer output that really arrived and leaves none in the router", async () => {
    const { traderRouter, router, proxy, hostile, trader, address } = await loadFixture(fixture);
    const fotToken = hostile.FeeOnTransferToken!;
    const fot = await fotToken.getAddress();
    const amount = parseUnits("1000", 18);
    const sent: bigint = await proxy.getDestinationReturnAmount(address("DAI"), fot, amount);
    const arrived = sent - sent / 100n;
    const { net, fee } = splitFee(arrived, 25n);
    const before: bigint = await fotToken.balanceOf(trader.address);
    await expect(traderRouter.trade(0, address("DAI"), amount, fot, net, 0, FAR_DEADLINE)).to.emit(router, "Trade").withArgs(address("DAI"), amount, fot, net, trader.address, fee);
    expect(await fotToken.balanceOf(trader.address)).to.equal(before + net - net / 100n);
    expect(await fotToken.balanceOf(await router.getAddress())).to.equal(0n);
  });

  it("stops a token that calls back into the router during a trade", async () => {
    const { traderRouter, router, hostile, address } = await loadFixture(fixture);
    const reenter = hostile.ReentrantToken!;
    const inner = router.interface.encodeFunctionData("trade", [0, address("DAI"), 1n, ETH, 0, 0, FAR_DEADLINE]);
    await reenter.setHook(await router.getAddress(), inner);
    await expect(traderRouter.trade(0, await reenter.getAddress(), 10n ** 18n, address("DAI"), 0, 0, FAR_DEADLINE)).to.be.revertedWithCustomError(router, "ReentrancyGuardReentrantCall");
    await expect(traderRouter.trade(0, address("DAI"), 10n ** 18n, await reenter.getAddress(), 0, 0, FAR_DEADLINE)).to.be.revertedWithCustomError(router, "ReentrancyGuardReentrantCall");
  });

  it("stops a token that calls back into the pair during a swap", async () => {
    const { traderRouter, hostile, pairs, address } = await loadFixture(fixture);
    const pair = pairs.ReentrantToken!;
    await hostile.ReentrantToken!.setHook(await pair.getAddress(), pair.interface.encodeFunctionData("swap", [address("DAI"), address("DAI")]));
    await expect(traderRouter.trade(0, address("DAI"), 10n ** 18n, await hostile.ReentrantToken!.getAddress(), 0, 0, FAR_DEADLINE)).to.be.revertedWithCustomError(pair, "KulPairLocked");
  });

  it("pays and reports what a lying proxy really delivered, not what it claims", async () => {
    const { router, owner, trader, traderRouter, token, address } = await loadFixture(fixture);
    const delivered = parseUnits("1000", 18);
    const liar = await deployContract("LyingTradingProxy", delivered, delivered * 5n);
    await token("DAI").mint(await liar.getAddress(), delivered * 2n);
    await by(router, owner).addTradingProxy("Liar", await liar.getAddress());
    const { net, fee } = splitFee(delivered, 25n);
    expect(await liar.getDestinationReturnAmount(address("USDC"), address("DAI"), 1n)).to.equal(delivered * 5n);
    await expect(traderRouter.trade(2, address("USDC"), 1_000_000n, address("DAI"), net * 2n, 0, FAR_DEADLINE)).to.be.revertedWithCustomError(router, "RouterMinimumNotMet").withArgs(net, net * 2n);
    await expect(traderRouter.trade(2, address("USDC"), 1_000_000n, address("DAI"), net, 0, FAR_DEADLINE)).to.emit(router, "Trade").withArgs(address("USDC"), 1_000_000n, address("DAI"), net, trader.address, fee);
    expect(await token("USDC").balanceOf(await router.getAddress())).to.equal(0n);
  });

  it("reverts the whole trade when the trader cannot receive ether, naming the receiver and amount", async () => {
    const { router, token, address } = await loadFixture(fixture);
    const receiver = await deployContract("RevertingEthReceiver");
    const receiverAddress = await receiver.getAddress();
    const dai = token("DAI");
    const amount = parseUnits("3000", 18);
    await dai.mint(receiverAddress, amount);
    await receiver.execute(await dai.getAddress(), dai.interface.encodeFunctionData("approve", [await router.getAddress(), amount]));
    const net: bigint = await router.getDestinationReturnAmount(0, address("DAI"), ETH, amount, 0);
    const call = router.interface.encodeFunctionData("trade", [0, address("DAI"), amount, ETH, 0, 0, FAR_DEADLINE]);
    await expect(receiver.execute(await router.getAddress(), call)).to.be.revertedWithCustomError(router, "RouterEthTransferFailed").withArgs(receiverAddress, net);
    expect(await dai.balanceOf(receiverAddress)).to.equal(amount);
  });

  it("reverts when a partner wallet refuses its ether fee", async () => {
    const { router, owner, traderRouter, address } = await loadFixture(fixture);
    const receiver = await deployContract("RevertingEthReceiver");
    await by(router, owner).updatePartner(1, await receiver.getAddress(), 50, "Refuses");
    const amount = parseUnits("3000", 18);
    const { fee } = splitFee(await (await at("KulAmmTradingProxy", (await router.tradingProxies(0))[2])).getDestinationReturnAmount(address("DAI"), ETH, amount), 50n);
    await expect(traderRouter.trade(0, address("DAI"), amount, ETH, 0, 1, FAR_DEADLINE)).to.be.revertedWithCustomError(router, "RouterEthTransferFailed").withArgs(await receiver.getAddress(), fee);
  });
});
