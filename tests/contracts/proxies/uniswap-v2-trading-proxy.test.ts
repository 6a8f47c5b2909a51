import { expect } from "chai";
import hre from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { ContractFactory, MaxUint256, parseEther, parseUnits } from "ethers";
import uniFactoryJson from "@uniswap/v2-core/build/UniswapV2Factory.json";
import router02Json from "@uniswap/v2-periphery/build/UniswapV2Router02.json";
import weth9Json from "@uniswap/v2-periphery/build/WETH9.json";
import { ETH, FAR_DEADLINE, by, deployContract, splitFee, NO_AUTH } from "../helpers/fixtures";
import type { KulContract } from "../helpers/fixtures";

type Artifact = { abi: unknown[]; bytecode: string };

async function deployJson(json: Artifact, ...args: unknown[]): Promise<KulContract> {
  const [owner] = await hre.ethers.getSigners();
  const contract = await new ContractFactory(json.abi as never[], `0x${json.bytecode.replace(/^0x/, "")}`, owner).deploy(...args);
  await contract.waitForDeployment();
  return contract as unknown as KulContract;
}

async function fixture() {
  const [owner, trader] = await hre.ethers.getSigners();
  const weth9 = await deployJson(weth9Json as Artifact);
  const uniFactory = await deployJson(uniFactoryJson as Artifact, owner!.address);
  const router02 = await deployJson(router02Json as Artifact, await uniFactory.getAddress(), await weth9.getAddress());
  const a = await deployContract("TestToken", "A", "A", 18);
  const b = await deployContract("TestToken", "B", "B", 6);
  const fot = await deployContract("FeeOnTransferToken");
  const r02 = await router02.getAddress();
  for (const t of [a, b, fot]) {
    await t.mint(owner!.address, parseUnits("10000000", 18));
    await t.mint(trader!.address, parseUnits("10000", 18));
    await t.approve(r02, MaxUint256);
  }
  const pool = parseUnits("100000", 18);
  await router02.addLiquidity(await a.getAddress(), await b.getAddress(), pool, parseUnits("100000", 6), 0, 0, owner!.address, FAR_DEADLINE);
  await router02.addLiquidity(await fot.getAddress(), await a.getAddress(), pool, pool, 0, 0, owner!.address, FAR_DEADLINE);
  await router02.addLiquidityETH(await a.getAddress(), pool, 0, 0, owner!.address, FAR_DEADLINE, { value: parseEther("30") });
  const proxy = await deployContract("UniswapV2TradingProxy", r02);
  const router = await deployContract("KulSwapRouter", owner!.address, owner!.address, 25, await weth9.getAddress());
  await router.addTradingProxy("Uniswap V2", await proxy.getAddress());
  for (const t of [a, b, fot]) await by(t, trader!).approve(await router.getAddress(), MaxUint256);
  return { owner: owner!, trader: trader!, weth9, uniFactory, router02, a, b, fot, proxy, router: by(router, trader!) };
}

describe("UniswapV2TradingProxy", () => {
  it("takes the factory and WETH from the Uniswap V2 router", async () => {
    const { proxy, uniFactory, weth9 } = await loadFixture(fixture);
    expect([await proxy.factory(), await proxy.weth()]).to.deep.equal([await uniFactory.getAddress(), await weth9.getAddress()]);
  });

  it("quotes like Router02.getAmountsOut and trades that amount through our router, less our fee", async () => {
    const { proxy, router02, router, trader, a, b } = await loadFixture(fixture);
    const [x, y] = [await a.getAddress(), await b.getAddress()];
    const amount = parseUnits("1000", 18);
    const [, out] = (await router02.getAmountsOut(amount, [x, y])) as bigint[];
    expect(await proxy.getDestinationReturnAmount(x, y, amount)).to.equal(out);
    const { net, fee } = splitFee(out!, 25n);
    await expect(router.trade(0, x, amount, y, net, 0, FAR_DEADLINE, NO_AUTH)).to.emit(router, "Trade").withArgs(x, amount, y, net, trader.address, fee);
  });

  it("trades ETH in and ETH out through WETH9", async () => {
    const { proxy, router02, router, trader, a, weth9 } = await loadFixture(fixture);
    const x = await a.getAddress();
    const [, tokens] = (await router02.getAmountsOut(parseEther("1"), [await weth9.getAddress(), x])) as bigint[];
    expect(await proxy.getDestinationReturnAmount(ETH, x, parseEther("1"))).to.equal(tokens);
    await expect(router.trade(0, ETH, parseEther("1"), x, 0, 0, FAR_DEADLINE, NO_AUTH, { value: parseEther("1") })).to.changeTokenBalance(a, trader, splitFee(tokens!, 25n).net);
    const [, ether] = (await router02.getAmountsOut(parseUnits("500", 18), [x, await weth9.getAddress()])) as bigint[];
    await expect(router.trade(0, x, parseUnits("500", 18), ETH, 0, 0, FAR_DEADLINE, NO_AUTH)).to.changeEtherBalance(trader, splitFee(ether!, 25n).net);
  });

  it("sells a fee-on-transfer token for what reached the pair", async () => {
    const { proxy, router, trader, fot, a } = await loadFixture(fixture);
    const [x, y] = [await fot.getAddress(), await a.getAddress()];
    const amount = parseUnits("100", 18);
    const out: bigint = await proxy.getDestinationReturnAmount(x, y, amount - amount / 100n);
    await expect(router.trade(0, x, amount, y, 0, 0, FAR_DEADLINE, NO_AUTH)).to.changeTokenBalance(a, trader, splitFee(out, 25n).net);
  });

  it("deposits at the pair, and refuses or quotes 0 where the venue has no pool", async () => {
    const { proxy, uniFactory, a, b, fot } = await loadFixture(fixture);
    const [x, y, z] = [await a.getAddress(), await b.getAddress(), await fot.getAddress()];
    expect(await proxy.depositAddress(x, y)).to.equal(await uniFactory.getPair(x, y));
    await expect(proxy.depositAddress(y, z)).to.be.revertedWithCustomError(proxy, "TradingProxyNoPool").withArgs(y, z);
    expect(await proxy.getDestinationReturnAmount(y, z, 1000n)).to.equal(0n);
  });
});
