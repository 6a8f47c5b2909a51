import { expect } from "chai";
import hre from "hardhat";
import { ContractFactory } from "ethers";
import uniFactoryJson from "@uniswap/v2-core/build/UniswapV2Factory.json";
import router02Json from "@uniswap/v2-periphery/build/UniswapV2Router02.json";
import weth9Json from "@uniswap/v2-periphery/build/WETH9.json";
import { deployRouterWithUniswapV2 } from "../../../contracts/deploy/deploy-uniswap-router";
import { ETH, at } from "../helpers/fixtures";

type Artifact = { abi: unknown[]; bytecode: string };

describe("deployRouterWithUniswapV2", () => {
  it("deploys the router with a Uniswap V2 venue at index 0, the batch reader and partner 0", async () => {
    const [owner, platform] = await hre.ethers.getSigners();
    const deploy = async (json: Artifact, ...args: unknown[]) => {
      const c = await new ContractFactory(json.abi as never[], `0x${json.bytecode}`, owner).deploy(...args);
      return c.getAddress();
    };
    const weth9 = await deploy(weth9Json as Artifact);
    const factory = await deploy(uniFactoryJson as Artifact, owner!.address);
    const router02 = await deploy(router02Json as Artifact, factory, weth9);
    const d = await deployRouterWithUniswapV2(owner!, { uniswapV2Router: router02, platformWallet: platform!.address, platformFeeBps: 30 });
    expect({ ...d, router: "", batchReader: "", startBlock: 0, venues: d.venues.map((v) => ({ ...v, tradingProxy: "" })) }).to.deep.equal({
      chainId: 31337,
      startBlock: 0,
      deployer: owner!.address,
      router: "",
      batchReader: "",
      ethAddress: ETH,
      platform: { partnerIndex: 0, wallet: platform!.address, feeBps: 30 },
      venues: [{ name: "Uniswap V2", tradingProxyIndex: 0, tradingProxy: "", factory, pairs: {} }],
    });
    const router = await at("KulSwapRouter", d.router);
    expect(await router.tradingProxies(0)).to.deep.equal(["Uniswap V2", true, d.venues[0]!.tradingProxy]);
    expect(await router.partners(0)).to.deep.equal([platform!.address, 30n, "KUL Swap"]);
    expect(await (await at("UniswapV2TradingProxy", d.venues[0]!.tradingProxy)).weth()).to.equal(weth9);
  });
});
