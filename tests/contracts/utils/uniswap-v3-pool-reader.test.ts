import { expect } from "chai";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { parseUnits } from "ethers";
import type { Contract } from "ethers";
import { FAR_DEADLINE, NO_AUTH, by, deployContract } from "../helpers/fixtures";
import { MAX_TICK, MIN_TICK, VENUE, v3WorldFixture } from "../helpers/uniswap-v3";
import type { PlacedRange } from "../helpers/uniswap-v3";

interface Snapshot {
  pool: string;
  sqrtPriceX96: bigint;
  tick: bigint;
  liquidity: bigint;
  fee: bigint;
  tickSpacing: bigint;
  minTick: bigint;
  maxTick: bigint;
  ticks: { tick: bigint; liquidityNet: bigint }[];
}

async function fixture() {
  const world = await v3WorldFixture();
  return { ...world, reader: await deployContract("UniswapV3PoolReader") };
}

/** The initialised ticks the placed ranges imply, with their liquidityNet, ascending, within [from, to). */
function expectedTicks(ranges: readonly PlacedRange[], from: bigint, to: bigint): { tick: bigint; liquidityNet: bigint }[] {
  const net = new Map<number, bigint>();
  for (const r of ranges) {
    net.set(r.tickLower, (net.get(r.tickLower) ?? 0n) + r.liquidity);
    net.set(r.tickUpper, (net.get(r.tickUpper) ?? 0n) - r.liquidity);
  }
  return [...net.entries()]
    .map(([tick, liquidityNet]) => ({ tick: BigInt(tick), liquidityNet }))
    .filter((t) => t.tick >= from && t.tick < to)
    .sort((x, y) => (x.tick < y.tick ? -1 : 1));
}

async function expectMatchesPool(snapshot: Snapshot, pool: Contract): Promise<void> {
  const slot0 = (await pool.getFunction("slot0")()) as { sqrtPriceX96: bigint; tick: bigint };
  expect(snapshot.pool).to.equal(await pool.getAddress());
  expect([snapshot.sqrtPriceX96, snapshot.tick]).to.deep.equal([slot0.sqrtPriceX96, slot0.tick]);
  expect(snapshot.liquidity).to.equal(await pool.getFunction("liquidity")());
  expect(snapshot.fee).to.equal(await pool.getFunction("fee")());
  expect(snapshot.tickSpacing).to.equal(await pool.getFunction("tickSpacing")());
}

/** An ethers Result of a PoolSnapshot as a plain object. */
const plain = (s: Snapshot): Snapshot => ({
  pool: s.pool,
  sqrtPriceX96: s.sqrtPriceX96,
  tick: s.tick,
  liquidity: s.liquidity,
  fee: s.fee,
  tickSpacing: s.tickSpacing,
  minTick: s.minTick,
  maxTick: s.maxTick,
  ticks: s.ticks.map((t) => ({ tick: t.tick, liquidityNet: t.liquidityNet })),
});

describe("UniswapV3PoolReader", () => {
  it("reads every pool's price, liquidity and all its initialised ticks in one call when the window spans the pool", async () => {
    const { reader, pools, ranges } = await loadFixture(fixture);
    const keys = Object.keys(pools);
    const snapshots = ((await reader.getFunction("snapshots")(await Promise.all(keys.map((k) => pools[k]!.getAddress())), 10_000)) as Snapshot[]).map(plain);
    expect(snapshots).to.have.length(keys.length);
    for (const [i, key] of keys.entries()) {
      const s = snapshots[i]!;
      await expectMatchesPool(s, pools[key]!);
      expect([s.minTick, s.maxTick]).to.deep.equal([BigInt(MIN_TICK), BigInt(MAX_TICK)]);
      expect(s.ticks, key).to.deep.equal(expectedTicks(ranges[key]!, s.minTick, s.maxTick));
    }
  });

  it("reads only the bitmap words of the window around the current tick, and says where the window ends", async () => {
    const { reader, pools, ranges } = await loadFixture(fixture);
    for (const [key, pool] of Object.entries(pools)) {
      for (const words of [0, 1, 3]) {
        const s = plain((await reader.getFunction("snapshot")(await pool.getAddress(), words)) as Snapshot);
        const span = 256n * s.tickSpacing;
        const floorDiv = (a: bigint, b: bigint): bigint => (a >= 0n ? a / b : -((-a + b - 1n) / b));
        const from = (floorDiv(s.tick, span) - BigInt(words)) * span;
        const to = (floorDiv(s.tick, span) + BigInt(words) + 1n) * span;
        expect(s.minTick, key).to.equal(from < BigInt(MIN_TICK) ? BigInt(MIN_TICK) : from);
        expect(s.maxTick, key).to.equal(to > BigInt(MAX_TICK) ? BigInt(MAX_TICK) : to);
        expect(s.minTick <= s.tick && s.tick < s.maxTick).to.equal(true);
        expect(s.ticks, `${key}, ${words} words`).to.deep.equal(expectedTicks(ranges[key]!, s.minTick, s.maxTick));
      }
    }
  });

  it("follows the pool after a trade that crosses ticks: new price, tick and active liquidity", async () => {
    const { reader, pools, router, trader, tokens } = await loadFixture(fixture);
    const pool = pools["A/B@10000"]!;
    const [a, b] = [await tokens.A.getAddress(), await tokens.B.getAddress()];
    const before = plain((await reader.getFunction("snapshot")(await pool.getAddress(), 4)) as Snapshot);
    await by(router, trader).trade(VENUE[10000], a, parseUnits("3000000", 18), b, 0, 0, FAR_DEADLINE, NO_AUTH);
    const after = plain((await reader.getFunction("snapshot")(await pool.getAddress(), 4)) as Snapshot);
    await expectMatchesPool(after, pool);
    expect(after.tick).to.not.equal(before.tick);
    expect(after.liquidity < before.liquidity).to.equal(true); // the concentrated range is left behind
  });
});
