import { expect } from "chai";
import hre from "hardhat";
import uniFactoryJson from "@uniswap/v2-core/build/UniswapV2Factory.json";
import router02Json from "@uniswap/v2-periphery/build/UniswapV2Router02.json";
import weth9Json from "@uniswap/v2-periphery/build/WETH9.json";
import { deployRouterWithUniswapV2 } from "../../../contracts/deploy/deploy-uniswap-router";
import { PUBLIC_UNISWAP, UNISWAP_V2_INIT_CODE_HASH, UNISWAP_V3_INIT_CODE_HASH, type PublicUniswapContracts } from "../../../contracts/deploy/public-venues";
import { uniswapV2PairInitCodeHash, uniswapV3PoolInitCodeHash } from "../../../contracts/deploy/venues";
import { ETH, FAR_DEADLINE, NO_AUTH, at, by, deployContract } from "../helpers/fixtures";
import { createV3Pool, deployArtifact, deployUniswapV3Factory, fundMinter, placeShapedLiquidity, V3_FEE_TIERS } from "../helpers/uniswap-v3";

type Artifact = { abi: unknown[]; bytecode: string };

/** Real Uniswap V2 (factory, Router02, WETH9) and V3 (factory) deployed locally, as a public network has them. */
async function localUniswap() {
  const [owner] = await hre.ethers.getSigners();
  const weth9 = await deployArtifact(weth9Json as Artifact, owner!);
  const v2Factory = await deployArtifact(uniFactoryJson as Artifact, owner!, owner!.address);
  const router02 = await deployArtifact(router02Json as Artifact, owner!, await v2Factory.getAddress(), await weth9.getAddress());
  const v3Factory = await deployUniswapV3Factory(owner!);
  const uniswap: PublicUniswapContracts = {
    v2: { factory: await v2Factory.getAddress(), router02: await router02.getAddress(), initCodeHash: UNISWAP_V2_INIT_CODE_HASH },
    v3: { factory: await v3Factory.getAddress(), initCodeHash: UNISWAP_V3_INIT_CODE_HASH },
  };
  return { owner: owner!, weth9, v2Factory, router02, v3Factory, uniswap };
}

describe("deployRouterWithUniswapV2", () => {
  it("lists Uniswap V2 at index 0 and the three V3 tiers at 1 to 3, with kinds, tiers and init code hashes, the batch reader and partner 0", async () => {
    const [, platform] = await hre.ethers.getSigners();
    const { owner, weth9, uniswap } = await localUniswap();
    const d = await deployRouterWithUniswapV2(owner, { uniswap, platformWallet: platform!.address, platformFeeBps: 30 });
    expect({ ...d, router: "", batchReader: "", startBlock: 0, venues: d.venues.map((v) => ({ ...v, tradingProxy: "" })) }).to.deep.equal({
      chainId: 31337,
      startBlock: 0,
      deployer: owner.address,
      router: "",
      batchReader: "",
      ethAddress: ETH,
      platform: { partnerIndex: 0, wallet: platform!.address, feeBps: 30 },
      venues: [
        { name: "Uniswap V2", kind: "uniswap-v2", initCodeHash: UNISWAP_V2_INIT_CODE_HASH, tradingProxyIndex: 0, tradingProxy: "", factory: uniswap.v2.factory, pairs: {} },
        ...V3_FEE_TIERS.map((tier, i) => ({
          name: `Uniswap V3 ${tier.label}`,
          kind: "uniswap-v3",
          feeTier: tier.fee,
          initCodeHash: UNISWAP_V3_INIT_CODE_HASH,
          tradingProxyIndex: 1 + i,
          tradingProxy: "",
          factory: uniswap.v3.factory,
          pairs: {},
        })),
      ],
    });
    const router = await at("KulSwapRouter", d.router);
    for (const venue of d.venues) expect(await router.tradingProxies(venue.tradingProxyIndex)).to.deep.equal([venue.name, true, venue.tradingProxy]);
    expect(await router.partners(0)).to.deep.equal([platform!.address, 30n, "KUL Swap"]);
    expect(await (await at("UniswapV2TradingProxy", d.venues[0]!.tradingProxy)).weth()).to.equal(await weth9.getAddress());
    expect(await router.weth()).to.equal(await weth9.getAddress());
  });

  it("trades through the router on the Uniswap V2 pairs and V3 pools of the network's factories", async () => {
    const [, trader] = await hre.ethers.getSigners();
    const { owner, weth9, router02, v3Factory, uniswap } = await localUniswap();
    const d = await deployRouterWithUniswapV2(owner, { uniswap });
    const [a, b] = [await deployContract("TestToken", "Token A", "A", 18), await deployContract("TestToken", "Token B", "B", 18)];
    const [addressA, addressB] = [await a.getAddress(), await b.getAddress()];
    const e24 = 10n ** 24n;
    for (const t of [a, b]) {
      await (await t.mint(owner.address, e24)).wait();
      await (await t.approve(await router02.getAddress(), e24)).wait();
    }
    // Router02 computes pair addresses with the canonical init code hash: adding liquidity through it works only if
    // the factory's pairs have that hash.
    await (await router02.addLiquidity(addressA, addressB, e24, e24, 0, 0, owner.address, FAR_DEADLINE)).wait();
    const minter = await deployContract("UniswapV3LiquidityMinter");
    for (const t of [a, b]) await fundMinter(minter, t, 10n ** 26n);
    for (const tier of V3_FEE_TIERS) {
      const pool = await createV3Pool(v3Factory, addressA, addressB, tier.fee, 10n ** 18n, 10n ** 18n, owner);
      await placeShapedLiquidity(minter, pool, 10n ** 24n);
    }
    await (await a.mint(trader!.address, 10n ** 21n)).wait();
    const router = await at("KulSwapRouter", d.router);
    await (await by(a, trader!).approve(d.router, hre.ethers.MaxUint256)).wait();
    for (const venue of d.venues) {
      const amount = 10n ** 18n;
      const quoted = (await router.getDestinationReturnAmount(venue.tradingProxyIndex, addressA, addressB, amount, 0)) as bigint;
      expect(quoted, venue.name).to.be.within((amount * 98n) / 100n, amount);
      await expect(by(router, trader!).trade(venue.tradingProxyIndex, addressA, amount, addressB, quoted, 0, FAR_DEADLINE, NO_AUTH)).to.changeTokenBalance(b, trader, quoted);
    }
    expect(await weth9.getAddress()).to.equal(await router.weth());
  });

  it("names the canonical init code hashes for mainnet and Sepolia, those of the Uniswap packages' pool bytecode", () => {
    expect([uniswapV2PairInitCodeHash(), uniswapV3PoolInitCodeHash()]).to.deep.equal([UNISWAP_V2_INIT_CODE_HASH, UNISWAP_V3_INIT_CODE_HASH]);
    expect(Object.keys(PUBLIC_UNISWAP)).to.deep.equal(["1", "11155111"]);
    for (const network of Object.values(PUBLIC_UNISWAP)) {
      expect([network.v2.initCodeHash, network.v3.initCodeHash]).to.deep.equal([UNISWAP_V2_INIT_CODE_HASH, UNISWAP_V3_INIT_CODE_HASH]);
    }
    expect(PUBLIC_UNISWAP[1]!.v2.factory).to.equal("0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f");
    expect(PUBLIC_UNISWAP[11155111]!.v3.factory).to.equal("0x0227628f3F023bb0B980b67D528571c95c6DaC1c");
  });

  it("refuses a chain whose Uniswap contracts it does not know, unless they are given", async () => {
    const [owner] = await hre.ethers.getSigners();
    let failure: unknown;
    await deployRouterWithUniswapV2(owner!).catch((error: unknown) => (failure = error));
    expect((failure as Error).message).to.equal("no Uniswap contracts known for chain 31337: pass options.uniswap");
  });

  it("refuses a Router02 whose factory is not the network's listed V2 factory", async () => {
    const { owner, uniswap } = await localUniswap();
    const other = await deployArtifact(uniFactoryJson as Artifact, owner, owner.address);
    let failure: unknown;
    await deployRouterWithUniswapV2(owner, { uniswap: { ...uniswap, v2: { ...uniswap.v2, factory: await other.getAddress() } } }).catch((error: unknown) => (failure = error));
    expect((failure as Error).message).to.equal(`Router02 ${uniswap.v2.router02} names factory ${uniswap.v2.factory}, not ${await other.getAddress()}`);
  });
});
