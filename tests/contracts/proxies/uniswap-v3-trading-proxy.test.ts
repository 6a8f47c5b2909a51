import { expect } from "chai";
import hre from "hardhat";
import { loadFixture, impersonateAccount, setBalance } from "@nomicfoundation/hardhat-network-helpers";
import { keccak256, parseEther, parseUnits } from "ethers";
import type { EventLog } from "ethers";
import v3PoolJson from "@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json";
import { ETH, FAR_DEADLINE, NO_AUTH, balanceOf, by, deployContract, splitFee } from "../helpers/fixtures";
import type { KulContract } from "../helpers/fixtures";
import { VENUE, V3_FEE_TIERS, createV3Pool, v3WorldFixture } from "../helpers/uniswap-v3";
import type { V3Fee, V3World } from "../helpers/uniswap-v3";

const FEE_BPS = 25n;

/** Output of Uniswap's own QuoterV2 for an exact-input single-pool swap (no price limit). */
async function quoteV3(world: V3World, tokenIn: string, tokenOut: string, fee: V3Fee, amountIn: bigint): Promise<bigint> {
  const r = (await world.quoter.getFunction("quoteExactInputSingle").staticCall({ tokenIn, tokenOut, amountIn, fee, sqrtPriceLimitX96: 0 })) as {
    amountOut: bigint;
  };
  return r.amountOut;
}

/** Every asset the world knows, ETH included. */
async function assets(world: V3World): Promise<string[]> {
  const tokens = await Promise.all(Object.values(world.tokens).map((t) => t.getAddress()));
  return [ETH, await world.weth.getAddress(), ...tokens];
}

/**
 * Asserts every trading proxy holds nothing of any asset and the router only the platform's fees its Trade events
 * reported (every trade here is the platform's, partner 0: its fee is kept in the router until swept).
 */
async function expectNothingLeft(world: V3World): Promise<void> {
  const kept = new Map<string, bigint>();
  for (const event of (await world.router.queryFilter(world.router.filters.Trade!())) as EventLog[]) {
    const dest = (event.args[2] as string).toLowerCase();
    kept.set(dest, (kept.get(dest) ?? 0n) + (event.args[5] as bigint));
  }
  const routerAddress = await world.router.getAddress();
  for (const asset of await assets(world)) {
    expect(await balanceOf(asset, routerAddress), `${asset} at the router`).to.equal(kept.get(asset.toLowerCase()) ?? 0n);
  }
  for (const holder of [world.v2Proxy, ...Object.values(world.proxies)]) {
    const at = await holder.getAddress();
    for (const asset of await assets(world)) expect(await balanceOf(asset, at), `${asset} left at ${at}`).to.equal(0n);
  }
}

describe("UniswapV3TradingProxy", () => {
  it("trades the pools of its fee tier at the factory's CREATE2 addresses, with the canonical init code hash", async () => {
    const world = await loadFixture(v3WorldFixture);
    const [a, b] = [await world.tokens.A.getAddress(), await world.tokens.B.getAddress()];
    for (const tier of V3_FEE_TIERS) {
      const proxy = world.proxies[tier.fee];
      expect(await proxy.getFunction("POOL_INIT_CODE_HASH")()).to.equal(keccak256(v3PoolJson.bytecode));
      expect(await proxy.getFunction("factory")()).to.equal(await world.factory.getAddress());
      expect(await proxy.getFunction("fee")()).to.equal(BigInt(tier.fee));
      expect(await proxy.weth()).to.equal(await world.weth.getAddress());
      expect(await proxy.getFunction("poolFor")(a, b)).to.equal(await world.factory.getFunction("getPool")(a, b, tier.fee));
      expect(await proxy.getFunction("poolFor")(b, a)).to.equal(await world.pools[`A/B@${tier.fee}`]!.getAddress());
      // The pool takes its input in the swap callback, so the router deposits at the proxy.
      expect(await proxy.depositAddress(a, b)).to.equal(await proxy.getAddress());
    }
    await expect(deployContract("UniswapV3TradingProxy", await world.factory.getAddress(), await world.weth.getAddress(), 100))
      .to.be.revertedWithCustomError(world.proxies[500], "UniswapV3TradingProxyUnknownFeeTier")
      .withArgs(100);
  });

  it("refuses a pair without a pool at its tier, and the same token on both sides", async () => {
    const world = await loadFixture(v3WorldFixture);
    const [b, usdt] = [await world.tokens.B.getAddress(), await world.tokens.USDT.getAddress()];
    const proxy = world.proxies[500];
    await expect(proxy.depositAddress(b, usdt)).to.be.revertedWithCustomError(proxy, "UniswapV3TradingProxyNoPool").withArgs(b, usdt);
    await expect(by(world.router, world.trader).trade(VENUE[500], b, 1000n, usdt, 0, 0, FAR_DEADLINE, NO_AUTH))
      .to.be.revertedWithCustomError(proxy, "UniswapV3TradingProxyNoPool");
    await expect(proxy.trade(b, b, 1n, world.trader.address)).to.be.revertedWithCustomError(proxy, "UniswapV3TradingProxySameToken").withArgs(b);
    expect(await proxy.getDestinationReturnAmount(b, usdt, 1000n)).to.equal(0n);
    expect(await proxy.getDestinationReturnAmount(b, b, 1000n)).to.equal(0n);
  });

  for (const tier of V3_FEE_TIERS) {
    it(`trades A for B through our router on the ${tier.label} pool for exactly what Uniswap's QuoterV2 says, less our fee`, async () => {
      const world = await loadFixture(v3WorldFixture);
      const [a, b] = [await world.tokens.A.getAddress(), await world.tokens.B.getAddress()];
      for (const [src, dest, amount] of [[a, b, parseUnits("1000", 18)], [b, a, parseUnits("25000", 18)]] as const) {
        const out = await quoteV3(world, src, dest, tier.fee, amount);
        const { net, fee } = splitFee(out, FEE_BPS);
        const router = by(world.router, world.trader);
        await expect(router.trade(VENUE[tier.fee], src, amount, dest, net, 0, FAR_DEADLINE, NO_AUTH))
          .to.emit(router, "Trade")
          .withArgs(src, amount, dest, net, world.trader.address, fee);
      }
      await expectNothingLeft(world);
    });
  }

  it("crosses initialised ticks on a large trade and still delivers the pool's exact output", async () => {
    const world = await loadFixture(v3WorldFixture);
    const [a, b] = [await world.tokens.A.getAddress(), await world.tokens.B.getAddress()];
    const pool = world.pools["A/B@10000"]!;
    const before = ((await pool.getFunction("slot0")()) as { tick: bigint }).tick;
    const amount = parseUnits("3000000", 18);
    const out = await quoteV3(world, a, b, 10000, amount);
    await expect(by(world.router, world.trader).trade(VENUE[10000], a, amount, b, 0, 0, FAR_DEADLINE, NO_AUTH)).to.changeTokenBalances(
      world.tokens.B,
      [world.trader, world.platform, world.router],
      [splitFee(out, FEE_BPS).net, 0n, splitFee(out, FEE_BPS).fee],
    );
    const after = ((await pool.getFunction("slot0")()) as { tick: bigint }).tick;
    const core = world.ranges["A/B@10000"]![0]!;
    const movedPast = BigInt(a) < BigInt(b) ? after < BigInt(core.tickLower) : after >= BigInt(core.tickUpper);
    expect(movedPast, `tick ${before} -> ${after}`).to.equal(true);
    await expectNothingLeft(world);
  });

  it("trades ETH in and ETH out through WETH", async () => {
    const world = await loadFixture(v3WorldFixture);
    const [a, weth] = [await world.tokens.A.getAddress(), await world.weth.getAddress()];
    const router = by(world.router, world.trader);
    const tokensOut = await quoteV3(world, weth, a, 3000, parseEther("2"));
    await expect(router.trade(VENUE[3000], ETH, parseEther("2"), a, 0, 0, FAR_DEADLINE, NO_AUTH, { value: parseEther("2") }))
      .to.changeTokenBalance(world.tokens.A, world.trader, splitFee(tokensOut, FEE_BPS).net);
    const etherOut = await quoteV3(world, a, weth, 3000, parseUnits("9000", 18));
    const { net, fee } = splitFee(etherOut, FEE_BPS);
    await expect(router.trade(VENUE[3000], a, parseUnits("9000", 18), ETH, net, 0, FAR_DEADLINE, NO_AUTH))
      .to.changeEtherBalances([world.trader, world.platform, world.router], [net, 0n, fee]);
    await expectNothingLeft(world);
  });

  it("trades a token whose transfers return nothing (USDT-like), in and out", async () => {
    const world = await loadFixture(v3WorldFixture);
    const [a, usdt] = [await world.tokens.A.getAddress(), await world.tokens.USDT.getAddress()];
    const router = by(world.router, world.trader);
    const out = await quoteV3(world, usdt, a, 3000, parseUnits("5000", 6));
    await expect(router.trade(VENUE[3000], usdt, parseUnits("5000", 6), a, 0, 0, FAR_DEADLINE, NO_AUTH))
      .to.changeTokenBalance(world.tokens.A, world.trader, splitFee(out, FEE_BPS).net);
    const back = await quoteV3(world, a, usdt, 3000, parseUnits("5000", 18));
    const before = await balanceOf(usdt, world.trader.address);
    await router.trade(VENUE[3000], a, parseUnits("5000", 18), usdt, 0, 0, FAR_DEADLINE, NO_AUTH);
    expect((await balanceOf(usdt, world.trader.address)) - before).to.equal(splitFee(back, FEE_BPS).net);
    await expectNothingLeft(world);
  });

  it("buys a fee-on-transfer token for what arrives; selling one is refused by the pool and moves nothing", async () => {
    const world = await loadFixture(v3WorldFixture);
    const [a, fot] = [await world.tokens.A.getAddress(), await world.tokens.FOT.getAddress()];
    const router = by(world.router, world.trader);
    const out = await quoteV3(world, a, fot, 3000, parseUnits("1000", 18));
    // The pool sends `out` to the router (1 % burnt on the way), the router keeps its fee of what arrived and
    // sends the rest to the trader (1 % burnt again): the minimum holds for what the trader's balance gained.
    const arrived = out - out / 100n;
    const owed = splitFee(arrived, FEE_BPS).net;
    const received = owed - owed / 100n;
    await expect(router.trade(VENUE[3000], a, parseUnits("1000", 18), fot, received, 0, FAR_DEADLINE, NO_AUTH))
      .to.emit(router, "Trade")
      .withArgs(a, parseUnits("1000", 18), fot, received, world.trader.address, splitFee(arrived, FEE_BPS).fee);
    const traderBefore = await balanceOf(fot, world.trader.address);
    // 1 % burns on the way to the proxy, which cannot pay the pool the whole input (and V3 pools check it arrived).
    await expect(router.trade(VENUE[3000], fot, parseUnits("1000", 18), a, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(
      world.tokens.FOT,
      "ERC20InsufficientBalance",
    );
    expect(await balanceOf(fot, world.trader.address)).to.equal(traderBefore);
    await expectNothingLeft(world);
  });

  it("reverts a swap that stops at the price limit before taking the whole input: nothing stays in the proxy", async () => {
    const world = await loadFixture(v3WorldFixture);
    const [b, usdt] = [world.tokens.B, world.tokens.USDT];
    // A pool with one narrow range only: past it there is no liquidity, so a large sale ends at the price limit.
    const pool = await createV3Pool(world.factory, await b.getAddress(), await usdt.getAddress(), 10000, 10n ** 18n, 10n ** 6n, world.owner);
    const { tick } = (await pool.getFunction("slot0")()) as { tick: bigint };
    const lower = Math.floor(Number(tick) / 200) * 200 - 200;
    await (await world.minter.getFunction("mint")(await pool.getAddress(), lower, lower + 400, 10n ** 17n)).wait();
    const router = by(world.router, world.trader);
    const [x, y] = [await b.getAddress(), await usdt.getAddress()];
    const big = parseUnits("1000000", 18);
    // The quote says so: 0, as the trade cannot take the whole amount.
    expect(await world.proxies[10000].getDestinationReturnAmount(x, y, big)).to.equal(0n);
    await expect(router.trade(VENUE[10000], x, big, y, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(
      world.proxies[10000],
      "UniswapV3TradingProxyPartialFill",
    );
    // A sale the range can absorb goes through.
    const small = parseUnits("1", 16);
    const out = await quoteV3(world, x, y, 10000, small);
    expect(await world.proxies[10000].getDestinationReturnAmount(x, y, small)).to.equal(out);
    await expect(router.trade(VENUE[10000], x, small, y, 0, 0, FAR_DEADLINE, NO_AUTH)).to.changeTokenBalance(usdt, world.trader, splitFee(out, FEE_BPS).net);
    await expectNothingLeft(world);
  });

  describe("hostile callers of the swap callback", () => {
    async function withStrayTokens(): Promise<V3World & { fake: KulContract }> {
      const world = await loadFixture(v3WorldFixture);
      // Tokens lying at the proxy (sent by mistake) are what a forged callback would try to take.
      for (const fee of [500, 3000] as const) {
        await world.tokens.A.mint(await world.proxies[fee].getAddress(), parseUnits("1000", 18));
        await world.tokens.B.mint(await world.proxies[fee].getAddress(), parseUnits("1000", 18));
      }
      return { ...world, fake: await deployContract("FakeUniswapV3Pool") };
    }

    it("refuses a fake pool calling the callback", async () => {
      const world = await withStrayTokens();
      const proxy = world.proxies[500];
      await expect(world.fake.getFunction("callSwapCallback")(await proxy.getAddress(), parseUnits("1000", 18), 0, "0x"))
        .to.be.revertedWithCustomError(proxy, "UniswapV3TradingProxyUnauthorizedCallback")
        .withArgs(await world.fake.getAddress());
      await expect(proxy.getFunction("uniswapV3SwapCallback")(0, parseUnits("1000", 18), "0x"))
        .to.be.revertedWithCustomError(proxy, "UniswapV3TradingProxyUnauthorizedCallback")
        .withArgs(world.owner.address);
    });

    it("refuses genuine pools outside their own swap: another pair's, and its own pair's at rest", async () => {
      const world = await withStrayTokens();
      const proxy = world.proxies[3000];
      for (const key of ["USDT/A@3000", "A/B@3000"]) {
        const poolAddress = await world.pools[key]!.getAddress();
        await impersonateAccount(poolAddress);
        await setBalance(poolAddress, parseEther("1"));
        const asPool = await hre.ethers.getSigner(poolAddress);
        await expect((proxy.connect(asPool) as KulContract).getFunction("uniswapV3SwapCallback")(parseUnits("1000", 18), parseUnits("1000", 18), "0x"))
          .to.be.revertedWithCustomError(proxy, "UniswapV3TradingProxyUnauthorizedCallback")
          .withArgs(poolAddress);
      }
      expect(await world.tokens.A.balanceOf(await proxy.getAddress())).to.equal(parseUnits("1000", 18));
    });

    it("pays even the genuine pool's address no more than the swap's input", async () => {
      const world = await loadFixture(v3WorldFixture);
      const [a, b] = [await world.tokens.A.getAddress(), await world.tokens.B.getAddress()];
      const pool = await world.pools["A/B@500"]!.getAddress();
      const greedy = await hre.artifacts.readArtifact("GreedyUniswapV3Pool");
      await hre.network.provider.send("hardhat_setCode", [pool, greedy.deployedBytecode]);
      // Tokens lying at the proxy would cover the extra wei the greedy pool asks for: the proxy still refuses.
      await world.tokens.A.mint(await world.proxies[500].getAddress(), 5n);
      const amount = parseUnits("10", 18);
      const traderBefore = await balanceOf(a, world.trader.address);
      await expect(by(world.router, world.trader).trade(VENUE[500], a, amount, b, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(
        world.proxies[500],
        "UniswapV3TradingProxyExcessivePayment",
      );
      expect(await balanceOf(a, world.trader.address)).to.equal(traderBefore);
    });

    it("refuses re-entry through the callback: a token calling back into the proxy while it pays the pool", async () => {
      const world = await loadFixture(v3WorldFixture);
      const [a, reenter] = [await world.tokens.A.getAddress(), await world.tokens.REENTER.getAddress()];
      const proxy = world.proxies[3000];
      const router = by(world.router, world.trader);
      // The hook tries to trade again (selling what the proxy holds to a stranger)...
      const retrade = proxy.interface.encodeFunctionData("trade", [reenter, a, 1n, world.other.address]);
      await world.tokens.REENTER.setHook(await proxy.getAddress(), retrade);
      await expect(router.trade(VENUE[3000], reenter, parseUnits("100", 18), a, 0, 0, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(
        proxy,
        "UniswapV3TradingProxyReentered",
      );
      // ...or to call the swap callback itself, asking for the input again.
      const forged = proxy.interface.encodeFunctionData("uniswapV3SwapCallback", [parseUnits("100", 18), parseUnits("100", 18), "0x"]);
      await world.tokens.REENTER.setHook(await proxy.getAddress(), forged);
      await expect(router.trade(VENUE[3000], reenter, parseUnits("100", 18), a, 0, 0, FAR_DEADLINE, NO_AUTH))
        .to.be.revertedWithCustomError(proxy, "UniswapV3TradingProxyUnauthorizedCallback")
        .withArgs(reenter);
      expect(await balanceOf(a, world.other.address)).to.equal(0n);
      // Disarmed, the same token trades normally.
      await world.tokens.REENTER.setHook(hre.ethers.ZeroAddress, "0x");
      const out = await quoteV3(world, reenter, a, 3000, parseUnits("100", 18));
      await expect(router.trade(VENUE[3000], reenter, parseUnits("100", 18), a, 0, 0, FAR_DEADLINE, NO_AUTH)).to.changeTokenBalance(
        world.tokens.A,
        world.trader,
        splitFee(out, FEE_BPS).net,
      );
      await expectNothingLeft(world);
    });

    it("takes ether only from WETH, and value only with an ETH source", async () => {
      const world = await loadFixture(v3WorldFixture);
      const proxy = world.proxies[3000];
      await expect(world.other.sendTransaction({ to: await proxy.getAddress(), value: 1n }))
        .to.be.revertedWithCustomError(proxy, "UniswapV3TradingProxyUnexpectedEther")
        .withArgs(world.other.address);
      const a = await world.tokens.A.getAddress();
      await expect(proxy.trade(ETH, a, 2n, world.other.address, { value: 1n }))
        .to.be.revertedWithCustomError(proxy, "UniswapV3TradingProxyValueMismatch")
        .withArgs(2n, 1n);
      await expect(proxy.trade(a, ETH, 2n, world.other.address, { value: 1n }))
        .to.be.revertedWithCustomError(proxy, "UniswapV3TradingProxyValueMismatch")
        .withArgs(0n, 1n);
      await expect(proxy.trade(a, ETH, 0n, world.other.address)).to.be.revertedWithCustomError(proxy, "UniswapV3TradingProxyBadInput").withArgs(0n);
      // A direct call without a deposit has nothing to pay the pool with.
      await expect(proxy.trade(a, ETH, 2n, world.other.address)).to.be.revertedWithCustomError(world.tokens.A, "ERC20InsufficientBalance");
    });
  });

  describe("as a venue of KulSwapRouter next to Uniswap V2", () => {
    async function v2Out(world: V3World, path: string[], amount: bigint): Promise<bigint> {
      const amounts = (await world.router02.getAmountsOut(amount, path)) as bigint[];
      return amounts[amounts.length - 1]!;
    }

    it("splits a trade between a V3 pool and a V2 pair", async () => {
      const world = await loadFixture(v3WorldFixture);
      const [a, b] = [await world.tokens.A.getAddress(), await world.tokens.B.getAddress()];
      const [v3Part, v2Part] = [parseUnits("60000", 18), parseUnits("40000", 18)];
      const gross = (await quoteV3(world, a, b, 500, v3Part)) + (await v2Out(world, [a, b], v2Part));
      const { net, fee } = splitFee(gross, FEE_BPS);
      const router = by(world.router, world.trader);
      // The router's quote view prices the V3 part through the proxy's tick walk.
      expect(await router.getDestinationReturnAmountForSplitTrades([VENUE[500], VENUE.v2], a, b, [v3Part, v2Part], 0)).to.equal(net);
      await expect(router.splitTrades([VENUE[500], VENUE.v2], a, v3Part + v2Part, [v3Part, v2Part], b, net, 0, FAR_DEADLINE, NO_AUTH))
        .to.emit(router, "Trade")
        .withArgs(a, v3Part + v2Part, b, net, world.trader.address, fee);
      await expectNothingLeft(world);
    });

    it("splits over the three V3 tiers and V2, and routes USDT or ETH -> A on V3 then A -> B on V2", async () => {
      const world = await loadFixture(v3WorldFixture);
      const [a, b, usdt] = [await world.tokens.A.getAddress(), await world.tokens.B.getAddress(), await world.tokens.USDT.getAddress()];
      const router = by(world.router, world.trader);
      const part = parseUnits("20000", 18);
      let gross = 0n;
      for (const fee of [500, 3000, 10000] as const) gross += await quoteV3(world, b, a, fee, part);
      gross += await v2Out(world, [b, a], part);
      await expect(router.splitTrades([0, 1, 2, 3], b, part * 4n, [part, part, part, part], a, 0, 0, FAR_DEADLINE, NO_AUTH))
        .to.changeTokenBalance(world.tokens.A, world.trader, splitFee(gross, FEE_BPS).net);

      const amount = parseUnits("7000", 6);
      const mid = await quoteV3(world, usdt, a, 3000, amount);
      const end = await v2Out(world, [a, b], mid);
      const routes = [
        { tradingProxyIndex: VENUE[3000], src: usdt, dest: a },
        { tradingProxyIndex: VENUE.v2, src: a, dest: b },
      ];
      await expect(router.tradeRoutes(routes, amount, 0, 0, FAR_DEADLINE, NO_AUTH)).to.changeTokenBalance(
        world.tokens.B,
        world.trader,
        splitFee(end, FEE_BPS).net,
      );

      const ethIn = parseEther("3");
      const wethAddress = await world.weth.getAddress();
      const viaV3 = await quoteV3(world, wethAddress, a, 3000, ethIn);
      const ethRoutes = [
        { tradingProxyIndex: VENUE[3000], src: ETH, dest: a },
        { tradingProxyIndex: VENUE.v2, src: a, dest: b },
      ];
      const endB = await v2Out(world, [a, b], viaV3);
      await expect(router.tradeRoutes(ethRoutes, ethIn, 0, 0, FAR_DEADLINE, NO_AUTH, { value: ethIn })).to.changeTokenBalance(
        world.tokens.B,
        world.trader,
        splitFee(endB, FEE_BPS).net,
      );
      await expectNothingLeft(world);
    });
  });
});
