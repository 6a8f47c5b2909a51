import { expect } from "chai";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { parseEther, parseUnits } from "ethers";
import { ETH, at, by, deployContract, stackFixture } from "../helpers/fixtures";

async function fixture() {
  const stack = await stackFixture();
  const venue = stack.deployment.venues[0]!;
  const proxy = by(await at("KulAmmTradingProxy", venue.tradingProxy), stack.trader);
  return { ...stack, venue, proxy };
}

describe("KulAmmTradingProxy (and TradingProxyBase)", () => {
  it("knows its factory, WETH and the ETH placeholder", async () => {
    const { proxy, venue, deployment } = await loadFixture(fixture);
    expect([await proxy.factory(), await proxy.weth(), await proxy.ETH()]).to.deep.equal([venue.factory, deployment.weth, ETH]);
  });

  it("asks for tokens at the pool's computed address, and for ETH as value to itself", async () => {
    const { proxy, venue, address } = await loadFixture(fixture);
    expect(await proxy.depositAddress(address("DAI"), address("USDC"))).to.equal(venue.pairs["DAI/USDC"]);
    expect(await proxy.depositAddress(address("DAI"), ETH)).to.equal(venue.pairs["WETH/DAI"]);
    expect(await proxy.depositAddress(ETH, address("DAI"))).to.equal(await proxy.getAddress());
  });

  it("refuses a pair without a pool and quotes it as 0", async () => {
    const { proxy, address } = await loadFixture(fixture);
    await expect(proxy.depositAddress(address("DAI"), address("WBTC"))).to.be.revertedWithCustomError(proxy, "TradingProxyNoPool").withArgs(address("DAI"), address("WBTC"));
    await expect(proxy.trade(address("DAI"), address("WBTC"), 1n, ETH)).to.be.revertedWithCustomError(proxy, "TradingProxyNoPool");
    expect(await proxy.getDestinationReturnAmount(address("DAI"), address("WBTC"), 10n ** 18n)).to.equal(0n);
  });

  it("can be used without the router: deposit, trade, and the recipient gets the quoted output", async () => {
    const { proxy, trader, other, token, address } = await loadFixture(fixture);
    const amount = parseUnits("100", 18);
    const quote: bigint = await proxy.getDestinationReturnAmount(address("DAI"), address("USDC"), amount);
    await by(token("DAI"), trader).transfer(await proxy.depositAddress(address("DAI"), address("USDC")), amount);
    await expect(proxy.trade(address("DAI"), address("USDC"), amount, other.address)).to.changeTokenBalance(token("USDC"), other, quote);
  });

  it("wraps ETH in and unwraps ETH out", async () => {
    const { proxy, trader, other, token, address } = await loadFixture(fixture);
    const quote: bigint = await proxy.getDestinationReturnAmount(ETH, address("LINK"), parseEther("1"));
    await expect(proxy.trade(ETH, address("LINK"), parseEther("1"), other.address, { value: parseEther("1") })).to.changeTokenBalance(token("LINK"), other, quote);
    const back: bigint = await proxy.getDestinationReturnAmount(address("LINK"), ETH, quote);
    await by(token("LINK"), trader).transfer(await proxy.depositAddress(address("LINK"), ETH), quote);
    await expect(proxy.trade(address("LINK"), ETH, quote, other.address)).to.changeEtherBalance(other, back);
  });

  it("requires msg.value equal to the amount for ETH and zero for tokens", async () => {
    const { proxy, other, address } = await loadFixture(fixture);
    await expect(proxy.trade(ETH, address("DAI"), 10n, other.address, { value: 9n })).to.be.revertedWithCustomError(proxy, "TradingProxyValueMismatch").withArgs(10n, 9n);
    await expect(proxy.trade(address("DAI"), ETH, 10n, other.address, { value: 1n })).to.be.revertedWithCustomError(proxy, "TradingProxyValueMismatch").withArgs(0n, 1n);
  });

  it("refuses ether from anyone but WETH", async () => {
    const { proxy, trader } = await loadFixture(fixture);
    await expect(trader.sendTransaction({ to: await proxy.getAddress(), value: 1n })).to.be.revertedWithCustomError(proxy, "TradingProxyUnexpectedEther").withArgs(trader.address);
  });

  it("reports a recipient that refuses the ether output", async () => {
    const { proxy, trader, token, address } = await loadFixture(fixture);
    const receiver = await deployContract("RevertingEthReceiver");
    const amount = parseUnits("300", 18);
    const out: bigint = await proxy.getDestinationReturnAmount(address("DAI"), ETH, amount);
    await by(token("DAI"), trader).transfer(await proxy.depositAddress(address("DAI"), ETH), amount);
    await expect(proxy.trade(address("DAI"), ETH, amount, await receiver.getAddress())).to.be.revertedWithCustomError(proxy, "TradingProxyEthTransferFailed").withArgs(await receiver.getAddress(), out);
  });
});
