import { expect } from "chai";
import hre from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import type { DeployedVenue } from "../../../contracts/deploy/deployment.types";
import { swap } from "../../bench/routing/pool-model";
import { deployV3Reader, readPools } from "../../bench/routing/pool-state";
import { V3_FEE_TIERS, VENUE, v3WorldFixture } from "../helpers/uniswap-v3";

// The routing benchmark's own Uniswap V3 model (tests/bench/routing), read through UniswapV3PoolReader,
// against the real pools quoted by our router: the benchmark's reference optimum rests on it.
async function fixture() {
  const world = await v3WorldFixture();
  return { ...world, reader: await deployV3Reader(world.owner) };
}

/** Platform fee of the V3 world's router, partner 0. */
const FEE_BPS = 25;
const e18 = 10n ** 18n;

describe("routing benchmark's Uniswap V3 model", () => {
  it("gives the router's quote to 1e-9 for sells within a range and across initialised ticks, both ways, at every fee tier", async () => {
    const { pools, proxies, factory, tokens, router, reader } = await loadFixture(fixture);
    const venues: DeployedVenue[] = await Promise.all(
      V3_FEE_TIERS.map(async (tier) => ({
        name: `Uniswap V3 ${tier.label}`,
        kind: "uniswap-v3" as const,
        feeTier: tier.fee,
        tradingProxyIndex: VENUE[tier.fee],
        tradingProxy: await proxies[tier.fee].getAddress(),
        factory: await factory.getAddress(),
        pairs: { "A/B": await pools[`A/B@${tier.fee}`]!.getAddress() },
      })),
    );
    const block = await hre.ethers.provider.getBlockNumber();
    const model = await readPools(hre.ethers.provider, venues, block, reader);
    expect(model.venues.map((v) => v.kind)).to.deep.equal(["uniswap-v3", "uniswap-v3", "uniswap-v3"]);
    const [a, b] = [await tokens.A.getAddress(), await tokens.B.getAddress()];
    const gaps: number[] = [];
    for (const pool of model.pools) {
      for (const [sell, buy] of [[a, b], [b, a]] as const) {
        // 100 A stays within the narrow range; 5e6 A crosses its edge, 5e7 A the wide range's as well.
        for (const amount of [100n * e18, 5_000_000n * e18, 50_000_000n * e18]) {
          const quoted = (await router.getDestinationReturnAmount(pool.proxyIndex, sell, buy, amount, 0)) as bigint;
          const out = swap(pool.state, Number(amount), sell === pool.token0).out * (1 - FEE_BPS / 10_000);
          gaps.push(Math.abs(out - Number(quoted)) / Number(quoted));
        }
      }
    }
    expect(gaps).to.have.length(18);
    expect(Math.max(...gaps)).to.be.lessThan(1e-9);
  });
});
