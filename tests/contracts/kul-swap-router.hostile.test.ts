import { expect } from "chai";
import hre from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { MaxUint256, parseUnits } from "ethers";
import { ETH, FAR_DEADLINE, by, deployContract, splitFee, NO_AUTH } from "./helpers/fixtures";
import { hostileFixture } from "./helpers/hostile-fixture";

const fixture = hostileFixture;

describe("KulSwapRouter against hostile tokens and venues", () => {
  it("trades the USDT-like token, which returns nothing, after a zero-first re-approval", async () => {
    const { traderRouter, router, trader, token, address, deployment } = await loadFixture(fixture);
    const usdt = by(token("USDT"), trader);
    await expect(usdt.approve(deployment.router, 5n)).to.be.revertedWithCustomError(usdt, "TetherLikeApproveFromNonZero").withArgs(MaxUint256, 5n);
    await usdt.approve(deployment.router, 0n);
    const amount = parseUnits("250", 6);
    await usdt.approve(deployment.router, amount);
    const net: bigint = await router.getDestinationReturnAmount(0, address("USDT"), address("USDC"), amount, 0);
    await expect(traderRouter.trade(0, address("USDT"), amount, address("USDC"), net, 0, FAR_DEADLINE, NO_AUTH)).to.changeTokenBalance(token("USDC"), trader, net);
    expect(await usdt.allowance(trader.address, deployment.router)).to.equal(0n);
  });

  it("reverts when a token returns false, whether it is sold or bought", async () => {
    const { traderRouter, router, hostile, pairs, address } = await loadFixture(fixture);
    const falsy = await hostile.FalseReturningToken.getAddress();
    await expect(traderRouter.trade(0, falsy, 10n ** 18n, address("DAI"), 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "SafeERC20FailedOperation").withArgs(falsy);
    await expect(traderRouter.trade(0, address("DAI"), 10n ** 18n, falsy, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(pairs.FalseReturningToken, "SafeERC20FailedOperation").withArgs(falsy);
  });

  it("prices a fee-on-transfer source on what reached the pool and records what the trader sent", async () => {
    const { traderRouter, router, proxy, hostile, trader, address } = await loadFixture(fixture);
    const fot = await hostile.FeeOnTransferToken.getAddress();
    const amount = parseUnits("1000", 18);
    const arrived = amount - amount / 100n;
    const { net, fee } = splitFee(await proxy.getDestinationReturnAmount(fot, address("DAI"), arrived), 25n);
    await expect(traderRouter.trade(0, fot, amount, address("DAI"), net, 0, FAR_DEADLINE, NO_AUTH)).to.emit(router, "Trade").withArgs(fot, amount, address("DAI"), net, trader.address, fee);
    expect(await hostile.FeeOnTransferToken.balanceOf(await router.getAddress())).to.equal(0n);
  });

  it("requires the minimum of what the trader really received from a fee-on-transfer output, reports what the trader got, and keeps the platform's fee as it arrived", async () => {
    const { traderRouter, router, proxy, hostile, trader, platform, address } = await loadFixture(fixture);
    const fotToken = hostile.FeeOnTransferToken;
    const fot = await fotToken.getAddress();
    const amount = parseUnits("1000", 18);
    const sent: bigint = await proxy.getDestinationReturnAmount(address("DAI"), fot, amount);
    const arrived = sent - sent / 100n; // the pool's transfer to the router loses 1 %
    const { net: owed, fee } = splitFee(arrived, 25n);
    const traderGets = owed - owed / 100n; // and so does the router's payout to the trader; the platform's fee stays
    // The router sends `owed`; a minimum of `owed` is not met by what arrives, and the trade reverts.
    await expect(traderRouter.trade(0, address("DAI"), amount, fot, owed, 0, FAR_DEADLINE, NO_AUTH))
      .to.be.revertedWithCustomError(router, "RouterMinimumNotMet")
      .withArgs(traderGets, owed);
    const traderBefore: bigint = await fotToken.balanceOf(trader.address);
    const platformBefore: bigint = await fotToken.balanceOf(platform.address);
    expect(await traderRouter.trade.staticCall(0, address("DAI"), amount, fot, traderGets, 0, FAR_DEADLINE, NO_AUTH)).to.equal(traderGets);
    await expect(traderRouter.trade(0, address("DAI"), amount, fot, traderGets, 0, FAR_DEADLINE, NO_AUTH))
      .to.emit(router, "Trade")
      .withArgs(address("DAI"), amount, fot, traderGets, trader.address, fee);
    expect(await fotToken.balanceOf(trader.address)).to.equal(traderBefore + traderGets);
    expect(await fotToken.balanceOf(platform.address)).to.equal(platformBefore);
    expect(await fotToken.balanceOf(await router.getAddress())).to.equal(fee);
  });

  it("stops a token that calls back into the router during a trade", async () => {
    const { traderRouter, router, hostile, address } = await loadFixture(fixture);
    const reenter = hostile.ReentrantToken;
    const inner = router.interface.encodeFunctionData("trade", [0, address("DAI"), 1n, ETH, 0, 0, FAR_DEADLINE, NO_AUTH]);
    await reenter.setHook(await router.getAddress(), inner);
    await expect(traderRouter.trade(0, await reenter.getAddress(), 10n ** 18n, address("DAI"), 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "ReentrancyGuardReentrantCall");
    await expect(traderRouter.trade(0, address("DAI"), 10n ** 18n, await reenter.getAddress(), 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "ReentrancyGuardReentrantCall");
  });

  it("stops a token that calls back into the pair during a swap", async () => {
    const { traderRouter, hostile, pairs, address } = await loadFixture(fixture);
    const pair = pairs.ReentrantToken;
    await hostile.ReentrantToken.setHook(await pair.getAddress(), pair.interface.encodeFunctionData("swap", [address("DAI"), address("DAI")]));
    await expect(traderRouter.trade(0, address("DAI"), 10n ** 18n, await hostile.ReentrantToken.getAddress(), 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(pair, "KulPairLocked");
  });

  it("pays and reports what a lying proxy really delivered, not what it claims", async () => {
    const { router, owner, trader, traderRouter, token, address } = await loadFixture(fixture);
    const delivered = parseUnits("1000", 18);
    const liar = await deployContract("LyingTradingProxy", delivered, delivered * 5n);
    await token("DAI").mint(await liar.getAddress(), delivered * 2n);
    await by(router, owner).addTradingProxy("Liar", await liar.getAddress());
    const { net, fee } = splitFee(delivered, 25n);
    expect(await liar.getDestinationReturnAmount(address("USDC"), address("DAI"), 1n)).to.equal(delivered * 5n);
    await expect(traderRouter.trade(2, address("USDC"), 1_000_000n, address("DAI"), net * 2n, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterMinimumNotMet").withArgs(net, net * 2n);
    await expect(traderRouter.trade(2, address("USDC"), 1_000_000n, address("DAI"), net, 0, FAR_DEADLINE, NO_AUTH)).to.emit(router, "Trade").withArgs(address("USDC"), 1_000_000n, address("DAI"), net, trader.address, fee);
    expect(await token("USDC").balanceOf(await router.getAddress())).to.equal(0n);
  });

  it("refuses a venue whose deposit address is not one clean address word (dirty or short), before any token moves", async () => {
    const { router, owner, trader, traderRouter, token, address } = await loadFixture(fixture);
    const before = await token("DAI").balanceOf(trader.address);
    for (const size of [32n, 31n, 0n]) {
      const malformed = await deployContract("MalformedTradingProxy", size);
      const malformedAddress = await malformed.getAddress();
      await by(router, owner).addTradingProxy(`Malformed ${size}`, malformedAddress);
      const index = (await router.tradingProxyCount()) - 1n;
      await expect(traderRouter.trade(index, address("DAI"), 10n ** 18n, address("USDC"), 0, 0, FAR_DEADLINE, NO_AUTH))
        .to.be.revertedWithCustomError(router, "RouterBadDepositAddress")
        .withArgs(malformedAddress);
    }
    expect(await token("DAI").balanceOf(trader.address)).to.equal(before);
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
    const call = router.interface.encodeFunctionData("trade", [0, address("DAI"), amount, ETH, 0, 0, FAR_DEADLINE, NO_AUTH]);
    await expect(receiver.execute(await router.getAddress(), call)).to.be.revertedWithCustomError(router, "RouterEthTransferFailed").withArgs(receiverAddress, net);
    expect(await dai.balanceOf(receiverAddress)).to.equal(amount);
  });

  it("trades a token that refuses zero transfers: no zero fee transfer is sent, whether the partner is at 0 bps or the fee rounds to 0", async () => {
    const { traderRouter, router, owner, other, hostile, trader, address } = await loadFixture(fixture);
    const zero = hostile.RevertOnZeroToken;
    const zeroAddress = await zero.getAddress();
    await by(router, owner).updatePartner(1, other.address, 0, "Free");
    const amount = parseUnits("50", 18);
    const gross: bigint = await router.getDestinationReturnAmount(0, address("DAI"), zeroAddress, amount, 1);
    await expect(traderRouter.trade(0, address("DAI"), amount, zeroAddress, gross, 1, FAR_DEADLINE, NO_AUTH))
      .to.emit(router, "Trade")
      .withArgs(address("DAI"), amount, zeroAddress, gross, trader.address, 0n);
    // 300 wei out at 25 bps: the fee floors to 0.
    const tiny = 300n;
    const out: bigint = await router.getDestinationReturnAmount(0, address("DAI"), zeroAddress, tiny, 0);
    expect(splitFee(out, 25n).fee).to.equal(0n);
    await expect(traderRouter.trade(0, address("DAI"), tiny, zeroAddress, out, 0, FAR_DEADLINE, NO_AUTH)).to.emit(router, "Trade").withArgs(address("DAI"), tiny, zeroAddress, out, trader.address, 0n);
    await expect(traderRouter.trade(0, zeroAddress, amount, address("DAI"), 0, 0, FAR_DEADLINE, NO_AUTH)).to.emit(router, "Trade");
    expect(await zero.balanceOf(await router.getAddress())).to.equal(0n);
  });

  it("stops a token that calls back into the router while the owner collects it, a partner claims it or anyone sweeps the platform's fees", async () => {
    const { router, owner, other, hostile, traderRouter, address } = await loadFixture(fixture);
    const reenter = hostile.ReentrantToken;
    const routerAddress = await router.getAddress();
    await reenter.mint(routerAddress, 1000n);
    await reenter.setHook(routerAddress, router.interface.encodeFunctionData("trade", [0, address("DAI"), 1n, ETH, 0, 0, FAR_DEADLINE, NO_AUTH]));
    await expect(by(router, owner).collectRemainingToken(await reenter.getAddress(), 1000n)).to.be.revertedWithCustomError(router, "ReentrancyGuardReentrantCall");
    await reenter.setHook(routerAddress, router.interface.encodeFunctionData("claimFees", [await reenter.getAddress(), owner.address]));
    await expect(traderRouter.trade(0, await reenter.getAddress(), 10n ** 18n, address("DAI"), 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "ReentrancyGuardReentrantCall");
    // A sweep of the platform's fees by anyone: the token's call back into a trade or a second sweep is refused.
    for (const hook of [
      router.interface.encodeFunctionData("trade", [0, address("DAI"), 1n, ETH, 0, 0, FAR_DEADLINE, NO_AUTH]),
      router.interface.encodeFunctionData("claimPlatformFees", [await reenter.getAddress()]),
    ]) {
      await reenter.setHook(routerAddress, hook);
      await expect(by(router, other).claimPlatformFees(await reenter.getAddress())).to.be.revertedWithCustomError(router, "ReentrancyGuardReentrantCall");
    }
    await reenter.setHook(routerAddress, router.interface.encodeFunctionData("claimPlatformFees", [await reenter.getAddress()]));
    await expect(traderRouter.trade(0, await reenter.getAddress(), 10n ** 18n, address("DAI"), 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "ReentrancyGuardReentrantCall");
    expect(await reenter.balanceOf(routerAddress)).to.equal(1000n);
  });

  it("refuses a contract trader's re-entry from its ether payout, and pays it in full", async () => {
    const { router, proxy, token, address } = await loadFixture(fixture);
    const wallet = await deployContract("ReenteringWallet");
    const walletAddress = await wallet.getAddress();
    const routerAddress = await router.getAddress();
    const dai = token("DAI");
    const amount = parseUnits("3000", 18);
    await dai.mint(walletAddress, amount * 2n);
    await wallet.execute(await dai.getAddress(), dai.interface.encodeFunctionData("approve", [routerAddress, MaxUint256]));
    const inner = [
      router.interface.encodeFunctionData("trade", [0, address("DAI"), amount, ETH, 0, 0, FAR_DEADLINE, NO_AUTH]),
      router.interface.encodeFunctionData("claimFees", [ETH, walletAddress]),
      router.interface.encodeFunctionData("collectRemainingEther", [0]),
      router.interface.encodeFunctionData("claimPlatformFees", [ETH]),
    ];
    let kept = 0n; // the platform's fees, kept in the router
    for (const [i, data] of inner.entries()) {
      await wallet.setHook(routerAddress, data);
      const gross: bigint = await proxy.getDestinationReturnAmount(address("DAI"), ETH, amount / 2n);
      const { net, fee } = splitFee(gross, 25n);
      const call = router.interface.encodeFunctionData("trade", [0, address("DAI"), amount / 2n, ETH, net, 0, FAR_DEADLINE, NO_AUTH]);
      await expect(wallet.execute(routerAddress, call)).to.changeEtherBalance(wallet, net);
      expect([await wallet.reentryAttempts(), await wallet.reentrySuccesses()]).to.deep.equal([BigInt(i + 1), 0n]);
      kept += fee;
    }
    expect(await hre.ethers.provider.getBalance(routerAddress)).to.equal(kept);
  });

  it("accepts ether only from the trading proxy paying out a hop and from WETH, never from anyone else", async () => {
    const { router, other, deployment } = await loadFixture(fixture);
    const routerAddress = await router.getAddress();
    await expect(other.sendTransaction({ to: routerAddress, value: 1n })).to.be.revertedWithCustomError(router, "RouterUnexpectedEther").withArgs(other.address);
    // A registered proxy outside a hop is refused too; WETH is let in.
    for (const [sender, accepted] of [[deployment.venues[0]!.tradingProxy, false], [deployment.weth, true]] as const) {
      await hre.network.provider.send("hardhat_impersonateAccount", [sender]);
      await hre.network.provider.send("hardhat_setBalance", [sender, "0xde0b6b3a7640000"]);
      const signer = await hre.ethers.getSigner(sender);
      const send = signer.sendTransaction({ to: routerAddress, value: 5n });
      if (accepted) await expect(send).to.changeEtherBalance(router, 5n);
      else await expect(send).to.be.revertedWithCustomError(router, "RouterUnexpectedEther").withArgs(sender);
      await hre.network.provider.send("hardhat_stopImpersonatingAccount", [sender]);
    }
  });
});
