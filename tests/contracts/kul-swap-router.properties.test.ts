import { expect } from "chai";
import hre from "hardhat";
import fc from "fast-check";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { parseEther, parseUnits } from "ethers";
import { ETH, FAR_DEADLINE, at, by, deployContract, splitFee, stackFixture, NO_AUTH } from "./helpers/fixtures";
import { propertySeed } from "../support/property-seed";

const RUNS = { numRuns: 25, seed: propertySeed("router single-call properties", 2802) };

async function fixture() {
  const stack = await stackFixture();
  const proxies = await Promise.all(stack.deployment.venues.map((v) => at("KulAmmTradingProxy", v.tradingProxy)));
  return { ...stack, proxies, traderRouter: by(stack.router, stack.trader), ownerRouter: by(stack.router, stack.owner) };
}

describe("KulSwapRouter invariants over random amounts and fees", () => {
  it("trade: net + fee = what arrived, fee = floor(arrived x bps / 10000), the trader and partner get exactly those, the router keeps nothing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 10n ** 15n, max: parseUnits("50000", 18) }), fc.integer({ min: 0, max: 100 }), async (amount, bps) => {
        const { traderRouter, ownerRouter, router, proxies, trader, token, address } = await loadFixture(fixture);
        const partner = hre.ethers.Wallet.createRandom().address;
        await ownerRouter.updatePartner(1, partner, bps, "P");
        const [dai, usdc] = [address("DAI"), address("USDC")];
        const arrived: bigint = await proxies[0]!.getDestinationReturnAmount(dai, usdc, amount);
        const { net, fee } = splitFee(arrived, BigInt(bps));
        expect(await router.getDestinationReturnAmount(0, dai, usdc, amount, 1)).to.equal(net);
        const before: bigint = await token("USDC").balanceOf(trader.address);
        await expect(traderRouter.trade(0, dai, amount, usdc, net, 1, FAR_DEADLINE, NO_AUTH)).to.emit(router, "Trade").withArgs(dai, amount, usdc, net, trader.address, fee);
        expect(net + fee).to.equal(arrived);
        expect(await token("USDC").balanceOf(trader.address)).to.equal(before + net);
        expect(await token("USDC").balanceOf(partner)).to.equal(fee);
        expect([await token("DAI").balanceOf(await router.getAddress()), await token("USDC").balanceOf(await router.getAddress())]).to.deep.equal([0n, 0n]);
      }),
      RUNS,
    );
  });

  it("splitTrades: the parts add up, the output is the sum of the venues' outputs less one fee, and it matches the quote", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: parseEther("0.01"), max: parseEther("50") }),
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 0, max: 100 }),
        async (total, perMille, bps) => {
          const { traderRouter, ownerRouter, router, proxies, trader, token, address } = await loadFixture(fixture);
          const partner = hre.ethers.Wallet.createRandom().address;
          await ownerRouter.updatePartner(1, partner, bps, "P");
          const first = (total * BigInt(perMille)) / 1000n;
          const parts = [first, total - first];
          const dai = address("DAI");
          const arrived = (await proxies[0]!.getDestinationReturnAmount(ETH, dai, parts[0])) + (await proxies[1]!.getDestinationReturnAmount(ETH, dai, parts[1]));
          const { net, fee } = splitFee(arrived, BigInt(bps));
          expect(await router.getDestinationReturnAmountForSplitTrades([0, 1], ETH, dai, parts, 1)).to.equal(net);
          await expect(traderRouter.splitTrades([0, 1], ETH, total, parts, dai, net, 1, FAR_DEADLINE, NO_AUTH, { value: total })).to.changeTokenBalances(token("DAI"), [trader.address, partner], [net, fee]);
          expect(await hre.ethers.provider.getBalance(await router.getAddress())).to.equal(0n);
        },
      ),
      RUNS,
    );
  });

  it("tradeRoutes: each hop sells exactly what the previous one delivered, and the quote equals the trade", async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 10n ** 6n, max: parseUnits("50000", 6) }), fc.integer({ min: 0, max: 1 }), async (amount, venue) => {
        const { traderRouter, router, proxies, trader, token, address } = await loadFixture(fixture);
        const [usdc, link] = [address("USDC"), address("LINK")];
        const routes = [
          { tradingProxyIndex: 0, src: usdc, dest: ETH },
          { tradingProxyIndex: venue, src: ETH, dest: link },
        ];
        const middle: bigint = await proxies[0]!.getDestinationReturnAmount(usdc, ETH, amount);
        const { net } = splitFee(await proxies[venue]!.getDestinationReturnAmount(ETH, link, middle), 25n);
        expect(await router.getDestinationReturnAmountForTradeRoutes(routes, amount, 0)).to.equal(net);
        await expect(traderRouter.tradeRoutes(routes, amount, net, 0, FAR_DEADLINE, NO_AUTH)).to.changeTokenBalance(token("LINK"), trader, net);
      }),
      RUNS,
    );
  });

  it("the fee rule holds for any delivered amount up to 2^200 and any allowed fee", async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 0n, max: 2n ** 200n }), fc.integer({ min: 0, max: 100 }), async (delivered, bps) => {
        const { ownerRouter, router, trader, token, address } = await loadFixture(fixture);
        const exact = await deployContract("LyingTradingProxy", delivered, delivered);
        await token("DAI").mint(await exact.getAddress(), delivered);
        await ownerRouter.addTradingProxy("Exact", await exact.getAddress());
        await ownerRouter.updatePartner(1, trader.address, bps, "Self");
        const fee = (delivered * BigInt(bps)) / 10_000n;
        await expect(by(router, trader).trade(2, address("USDC"), 1n, address("DAI"), delivered - fee, 1, FAR_DEADLINE, NO_AUTH))
          .to.emit(router, "Trade")
          .withArgs(address("USDC"), 1n, address("DAI"), delivered - fee, trader.address, fee);
      }),
      RUNS,
    );
  });
});
