import { BrowserProvider, JsonRpcSigner } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketFromDeployment, wireMarket, type MarketServerDeps } from "../../adapters/server/market-deps";
import { createMemoryPriceSnapshots } from "../../adapters/storage/memory/memory-price-snapshots";
import { getBestRate } from "../../core/market/use-cases/get-best-rate";
import { FakeClock } from "../../core/testing/fake-clock";
import { amountForUsd } from "../../contracts/deploy/local-assets";
import { deployMainnetMarket, LISTED_ASSETS, type MarketDeployment } from "../bench/market/mainnet-market";
import { hardhatEnv, type HardhatEnv } from "../conformance/hardhat-env";

let env: HardhatEnv;
let rpc: Readonly<{ url: string; close: () => Promise<void> }>;
let deployed: MarketDeployment;
let market: MarketServerDeps;

// Direct pools, splits, hops through ether, and pairs only USDC connects (HT and WFLOW have no ether pool).
const PAIRS = [
  ["ETH", "DAI"],
  ["USDC", "ETH"],
  ["LINK", "MKR"],
  ["ETH", "HT"],
  ["WFLOW", "UNI"],
  ["SLP", "ETH"],
  ["GALA", "USDC"],
] as const;

/** About 2,000 USD of `code` at its seeded price, plus `extra` base units. */
const amountOf = (code: string, extra = 0n) => amountForUsd(2_000n, deployed.tokens[code]!.seedUsdPrice, deployed.tokens[code]!.decimals) + extra;

beforeAll(async () => {
  env = await hardhatEnv();
  rpc = await env.serve();
  const signer = new JsonRpcSigner(new BrowserProvider(env.node, undefined, { pollingInterval: 20, cacheTimeout: -1 }), env.accounts[0]!);
  deployed = await deployMainnetMarket(env.node, signer, env.deployment);
  // The clock stands still: the block number is read once, so every question below is asked at one block.
  market = wireMarket({ rpcUrl: rpc.url, ...marketFromDeployment(deployed), clock: new FakeClock(), snapshots: createMemoryPriceSnapshots() });
}, 120_000);
afterAll(async () => rpc?.close());

describe("the best rate over the 36 listed assets on six venues (two local AMM venues, Uniswap V2 and the three Uniswap V3 tiers)", () => {
  it("lists every asset and watches every seeded pool of the six venues", () => {
    const { network, pools } = marketFromDeployment(deployed);
    expect([network.tokens.tokens.length, network.venues.map((v) => v.name), pools.length]).toEqual([
      LISTED_ASSETS.length + 1,
      ["KUL AMM", "KUL AMM Lite", "Uniswap V2", "Uniswap V3 0.05 %", "Uniswap V3 0.3 %", "Uniswap V3 1 %"],
      deployed.venues.reduce((n, v) => n + Object.keys(v.pairs).length, 0),
    ]);
  });

  it.each(PAIRS)("answers %s -> %s with what the router's view delivers on the chosen route", async (from, to) => {
    const rate = (await getBestRate(market, { from, to, side: "from", amount: amountOf(from) }))._unsafeUnwrap();
    const [viewed] = (await market.reader.quoteMany([{ src: rate.from.address, dest: rate.to.address, route: rate.route, partnerIndex: rate.partnerIndex }], rate.blockNumber))._unsafeUnwrap();
    expect([rate.toAmount > 0n, viewed]).toEqual([true, rate.toAmount]);
  });

  it("reaches HT from ether only through USDC", async () => {
    const rate = (await getBestRate(market, { from: "ETH", to: "HT", side: "from", amount: amountOf("ETH") }))._unsafeUnwrap();
    // Two hops, or one path whose first step shares the ether over the venues of ETH/USDC: through USDC either way.
    const through = rate.route.kind === "ROUTES" ? [rate.route.hops.map((h) => h.dest)] : rate.route.kind === "PATHS" ? rate.route.paths.map((p) => p.steps.map((s) => s.dest)) : [[rate.route.kind]];
    expect(through).toEqual([[deployed.tokens.USDC!.address, deployed.tokens.HT!.address]]);
  });

  it("answers new amounts of pairs already asked at the block from memory, without a call to the node, both sides", async () => {
    for (const [from, to] of PAIRS) {
      await getBestRate(market, { from, to, side: "from", amount: amountOf(from) });
      await getBestRate(market, { from, to, side: "to", amount: amountOf(to) });
    }
    env.wallet.reset();
    const answers = [];
    for (const [from, to] of PAIRS) {
      answers.push(await getBestRate(market, { from, to, side: "from", amount: amountOf(from, 7n) }));
      answers.push(await getBestRate(market, { from, to, side: "to", amount: amountOf(to, 7n) }));
    }
    expect([answers.every((a) => a.isOk()), env.wallet.methods]).toEqual([true, []]);
  });
});
