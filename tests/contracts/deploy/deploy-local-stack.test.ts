import { expect } from "chai";
import hre from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fullStackFixture as stackFixture, stackFixture as localAmmOnlyFixture, ETH, FAR_DEADLINE, NO_AUTH, at, by } from "../helpers/fixtures";
import { writeDeployment } from "../../../contracts/deploy/deployment-file";
import { deploymentFilePath, readDeploymentFile } from "../../../adapters/chain/shared/deployment";
import { LOCAL_ASSETS, amountForUsd, toMicroUsd } from "../../../contracts/deploy/local-assets";
import { buildTokenList } from "../../../contracts/deploy/token-list";
import { loadArtifact } from "../../../contracts/deploy/artifacts";
import { uniswapV2PairInitCodeHash, uniswapV3PoolInitCodeHash } from "../../../contracts/deploy/venues";

const V2_INIT_CODE_HASH = "0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f";
const V3_INIT_CODE_HASH = "0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54";

describe("deployLocalStack", () => {
  it("lists ETH and every test token with the spec's decimals", async () => {
    const { deployment } = await loadFixture(stackFixture);
    const decimals = Object.fromEntries(Object.values(deployment.tokens).map((t) => [t.symbol, t.decimals]));
    expect(decimals).to.deep.equal({ ETH: 18, DAI: 18, USDC: 6, USDT: 6, WBTC: 8, MKR: 18, LINK: 18, SLP: 0 });
    expect(deployment.tokens.ETH?.address).to.equal(ETH);
    for (const spec of LOCAL_ASSETS) {
      const token = await at("TestToken", deployment.tokens[spec.symbol]!.address);
      expect(await token.decimals()).to.equal(BigInt(spec.decimals));
      expect(await token.symbol()).to.equal(spec.symbol);
    }
  });

  it("registers the six venues in the router, enabled, and partner 0 as the platform at 25 bps", async () => {
    const { deployment, router, platform } = await loadFixture(stackFixture);
    expect(deployment.chainId).to.equal(31337);
    expect(await router.tradingProxyCount()).to.equal(6n);
    for (const venue of deployment.venues) {
      expect(await router.tradingProxies(venue.tradingProxyIndex)).to.deep.equal([venue.name, true, venue.tradingProxy]);
    }
    expect(await router.partners(0)).to.deep.equal([platform.address, 25n, "KUL Swap"]);
    expect(deployment.platform).to.deep.equal({ partnerIndex: 0, wallet: platform.address, feeBps: 25 });
  });

  it("seeds pools near the listed USD prices on both venues, the shallow one 1 % richer in tokens", async () => {
    const { router, address } = await loadFixture(stackFixture);
    const oneEth = 10n ** 18n;
    for (const spec of LOCAL_ASSETS) {
      const fair = amountForUsd(3000n, spec.seedUsdPrice, spec.decimals);
      const deep = (await router.getDestinationReturnAmount(0, ETH, address(spec.symbol), oneEth / 100n, 0)) * 100n;
      const shallow = (await router.getDestinationReturnAmount(1, ETH, address(spec.symbol), oneEth / 100n, 0)) * 100n;
      expect(deep).to.be.within((fair * 9940n) / 10000n, fair); // 0.3 % pool fee + 0.25 % platform fee
      expect(shallow).to.be.within(deep, (deep * 1012n) / 1000n);
    }
  });

  it("makes the best venue depend on the amount: the shallow venue wins small ETH sales, the deep one large", async () => {
    const { router, address } = await loadFixture(stackFixture);
    const quote = (i: number, amount: bigint) => router.getDestinationReturnAmount(i, ETH, address("DAI"), amount, 0);
    const small = 10n ** 16n;
    const large = 10n ** 19n;
    expect(await quote(1, small)).to.be.greaterThan(await quote(0, small));
    expect(await quote(0, large)).to.be.greaterThan(await quote(1, large));
  });

  it("names every venue with its kind, a V3 venue with its fee tier, a Uniswap venue with its pools' init code hash", async () => {
    const { deployment } = await loadFixture(stackFixture);
    const described = deployment.venues.map((v) => [v.tradingProxyIndex, v.name, v.kind, v.feeTier, v.initCodeHash]);
    expect(described).to.deep.equal([
      [0, "KUL AMM", "kul-amm", undefined, undefined],
      [1, "KUL AMM Lite", "kul-amm", undefined, undefined],
      [2, "Uniswap V2", "uniswap-v2", undefined, V2_INIT_CODE_HASH],
      [3, "Uniswap V3 0.05 %", "uniswap-v3", 500, V3_INIT_CODE_HASH],
      [4, "Uniswap V3 0.3 %", "uniswap-v3", 3000, V3_INIT_CODE_HASH],
      [5, "Uniswap V3 1 %", "uniswap-v3", 10000, V3_INIT_CODE_HASH],
    ]);
    expect([uniswapV2PairInitCodeHash(), uniswapV3PoolInitCodeHash()]).to.deep.equal([V2_INIT_CODE_HASH, V3_INIT_CODE_HASH]);
    // The three tiers share one factory, as on mainnet; each has its own trading proxy.
    expect(new Set(deployment.venues.slice(3).map((v) => v.factory)).size).to.equal(1);
    expect(new Set(deployment.venues.map((v) => v.tradingProxy)).size).to.equal(6);
    for (const venue of deployment.venues.slice(3)) {
      const proxy = await at("UniswapV3TradingProxy", venue.tradingProxy);
      expect([await proxy.getFunction("factory")(), await proxy.getFunction("fee")()]).to.deep.equal([venue.factory, BigInt(venue.feeTier!)]);
    }
  });

  it("keeps each pair's address where the factory finds it, a Uniswap pool where CREATE2 with the init code hash puts it", async () => {
    const { deployment } = await loadFixture(stackFixture);
    const symbolAddress = (s: string) => (s === "WETH" ? deployment.weth : deployment.tokens[s]!.address);
    for (const venue of deployment.venues.slice(2)) {
      for (const [name, pool] of Object.entries(venue.pairs)) {
        const [a, b] = name.split("/").map(symbolAddress) as [string, string];
        const [t0, t1] = BigInt(a) < BigInt(b) ? [a, b] : [b, a];
        const salt =
          venue.kind === "uniswap-v3"
            ? hre.ethers.keccak256(hre.ethers.AbiCoder.defaultAbiCoder().encode(["address", "address", "uint24"], [t0, t1, venue.feeTier]))
            : hre.ethers.solidityPackedKeccak256(["address", "address"], [t0, t1]);
        expect(hre.ethers.getCreate2Address(venue.factory, salt, venue.initCodeHash!)).to.equal(pool);
      }
    }
  });

  it("trades through the router on every Uniswap venue, receiving what the router quoted", async () => {
    const { deployment, router, trader, token, address } = await loadFixture(stackFixture);
    const trades: [number, string, string, bigint][] = [
      [2, "DAI", "USDT", 100n * 10n ** 18n],
      [3, "ETH", "USDC", 10n ** 18n],
      [4, "WBTC", "ETH", 10n ** 7n],
      [5, "MKR", "USDC", 10n ** 18n],
    ];
    for (const [index, src, dest, amount] of trades) {
      const [srcAddress, destAddress] = [src === "ETH" ? ETH : address(src), dest === "ETH" ? ETH : address(dest)];
      const quoted = (await router.getDestinationReturnAmount(index, srcAddress, destAddress, amount, 0)) as bigint;
      expect(quoted, `${deployment.venues[index]!.name} ${src}->${dest}`).to.be.greaterThan(0n);
      const value = src === "ETH" ? { value: amount } : {};
      const trade = by(router, trader).trade(index, srcAddress, amount, destAddress, quoted, 0, FAR_DEADLINE, NO_AUTH, value);
      if (dest === "ETH") await expect(trade).to.changeEtherBalance(trader, quoted);
      else await expect(trade).to.changeTokenBalance(token(dest), trader, quoted);
    }
  });

  it("prices the Uniswap venues near the listed USD prices, each a little off the local AMM", async () => {
    const { router, address } = await loadFixture(stackFixture);
    const usd = (symbol: string, dollars: bigint) => {
      const spec = LOCAL_ASSETS.find((s) => s.symbol === symbol)!;
      return amountForUsd(dollars, spec.seedUsdPrice, spec.decimals);
    };
    // $300 of ether for USDC on each venue listing WETH/USDC: fair less the price impact, pool and platform fees, give or take the skew.
    const fair = usd("USDC", 300n);
    const quotes = await Promise.all([0, 1, 2, 3, 4].map((i) => router.getDestinationReturnAmount(i, ETH, address("USDC"), 10n ** 17n, 0) as Promise<bigint>));
    for (const q of quotes) expect(q).to.be.within((fair * 9800n) / 10000n, (fair * 10100n) / 10000n);
    expect(new Set(quotes).size).to.equal(5);
    // V3 0.05 % beats the deep local AMM on a mid-sized ether sale.
    expect(quotes[3]).to.be.greaterThan(quotes[0]!);
  });

  it("leaves the Uniswap venues out when asked, keeping the local AMM venues as they are", async () => {
    const [full, lean] = [await loadFixture(stackFixture), await loadFixture(localAmmOnlyFixture)];
    expect(lean.deployment.venues.map((v) => v.name)).to.deep.equal(["KUL AMM", "KUL AMM Lite"]);
    expect(await lean.router.tradingProxyCount()).to.equal(2n);
    expect(lean.deployment.venues.map((v) => Object.keys(v.pairs))).to.deep.equal(full.deployment.venues.slice(0, 2).map((v) => Object.keys(v.pairs)));
  });

  it("funds the test accounts with $100,000 of every token", async () => {
    const { deployment, trader, token } = await loadFixture(stackFixture);
    expect(deployment.fundedAccounts).to.include(trader.address);
    for (const spec of LOCAL_ASSETS) {
      expect(await token(spec.symbol).balanceOf(trader.address)).to.equal(amountForUsd(100_000n, spec.seedUsdPrice, spec.decimals));
    }
  });

  it("writes deployments/<chainId>.json with the addresses and a tokenlists.org token list", async () => {
    const { deployment } = await loadFixture(stackFixture);
    const dir = mkdtempSync(path.join(tmpdir(), "kul-deploy-"));
    try {
      const file = writeDeployment(path.join(dir, "deployments"), deployment);
      expect(file).to.equal(deploymentFilePath(path.join(dir, "deployments"), 31337));
      const parsed = JSON.parse(readFileSync(file, "utf8"));
      expect(parsed).to.deep.equal(JSON.parse(JSON.stringify(deployment)));
      // The readers' one schema takes the file as written: router, batch reader, partner, venues and tokens.
      const read = await readDeploymentFile(path.join(dir, "deployments"), 31337);
      expect([read.router, read.batchReader, read.platform, read.venues.length, Object.keys(read.tokens ?? {}).length]).to.deep.equal([
        parsed.router,
        parsed.batchReader,
        parsed.platform,
        parsed.venues.length,
        Object.keys(parsed.tokens).length,
      ]);
      expect(parsed.tokenList.tokens).to.have.length(8);
      expect(parsed.tokenList.tokens[0]).to.deep.equal({ chainId: 31337, address: ETH, name: "Ether", symbol: "ETH", decimals: 18 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("builds a token list with a version, keywords and an ISO timestamp", () => {
    const list = buildTokenList(11155111, [], new Date("2026-01-02T03:04:05Z"));
    expect(list).to.deep.equal({
      name: "KUL Swap 11155111",
      timestamp: "2026-01-02T03:04:05.000Z",
      version: { major: 1, minor: 0, patch: 0 },
      keywords: ["kulswap"],
      tokens: [],
    });
  });

  const usdCases: [string, string, number, bigint][] = [
    ["1", "1", 6, 1_000_000n],
    ["3000", "3000", 18, 10n ** 18n],
    ["3", "0.003", 0, 1000n],
    ["60000", "60000", 8, 10n ** 8n],
    ["1", "15", 18, 66_666_666_666_666_666n],
  ];
  for (const [usd, price, decimals, expected] of usdCases) {
    it(`converts $${usd} at $${price} with ${decimals} decimals to ${expected} base units`, () => {
      expect(amountForUsd(BigInt(usd), price, decimals)).to.equal(expected);
    });
  }

  it("reads decimal USD prices as micro-dollars", () => {
    expect([toMicroUsd("0.003"), toMicroUsd("3000"), toMicroUsd("1.5")]).to.deep.equal([3000n, 3_000_000_000n, 1_500_000n]);
  });

  it("loads ABIs and bytecode of the compiled contracts for the chain adapters", () => {
    const artifact = loadArtifact("KulSwapRouter");
    expect(artifact.contractName).to.equal("KulSwapRouter");
    expect(artifact.bytecode).to.match(/^0x[0-9a-f]+$/);
    expect(artifact.abi.some((e) => (e as { name?: string }).name === "Trade")).to.equal(true);
  });
});
