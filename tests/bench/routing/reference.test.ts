import { describe, expect, it } from "vitest";
import { swap, type PairState, type V3State } from "./pool-model";
import type { ModelPool } from "./pool-state";
import { bestNet, bestRouterShape, bestSingleVenue, candidatePaths, execute, GAS_BASE, GAS_PER_SWAP, greedy, type Valuation } from "./reference";

const [A, B, M] = ["0xA", "0xB", "0xM"];
const pair = (reserve0: number, reserve1: number): PairState => ({ kind: "pair", reserve0, reserve1, feePpm: 3000 });
const pool = (proxyIndex: number, token0: string, token1: string, state: PairState | V3State): ModelPool => ({ address: `${proxyIndex}${token0}${token1}`, proxyIndex, venue: `venue ${proxyIndex}`, kind: "kul-amm", token0, token1, state });
const free: Valuation = { gasValue: () => 0, afterFee: (out) => out };

describe("routing reference", () => {
  it("splits evenly between two equal pools, which then give what one pool twice as deep gives", () => {
    const pools = [pool(0, A, B, pair(1e24, 2e24)), pool(1, A, B, pair(1e24, 2e24))];
    const paths = candidatePaths(pools, A, B, []);
    expect(greedy(pools, paths, 1e23).amounts).toEqual([5e22, 5e22]);
    const deep = swap(pair(2e24, 4e24), 1e23, true).out;
    expect(bestNet(pools, paths, 1e23, free)!.out / deep).toBeCloseTo(1, 12);
  });

  it("keeps to one pool when the gas of a second path costs more than the split gains", () => {
    const pools = [pool(0, A, B, pair(1e24, 1e24)), pool(1, A, B, pair(1e24, 1e24))];
    const paths = candidatePaths(pools, A, B, []);
    const dear: Valuation = { gasValue: (gas) => gas * 1e12, afterFee: (out) => out };
    const best = bestNet(pools, paths, 1e18, dear)!;
    expect(best.paths).toEqual(["venue 0"]);
    expect(best.gas).toBe(GAS_BASE + GAS_PER_SWAP["kul-amm"]);
  });

  it("finds the hop through an intermediate when there is no direct pool, and counts it as one venue's trade", () => {
    const pools = [pool(0, A, M, pair(1e24, 1e24)), pool(0, M, B, pair(1e24, 1e24))];
    const paths = candidatePaths(pools, A, B, [M]);
    expect(paths.map((p) => p.label)).toEqual(["venue 0 > venue 0 via 0xM"]);
    const expected = swap(pair(1e24, 1e24), swap(pair(1e24, 1e24), 1e21, true).out, true).out;
    expect(bestSingleVenue(pools, paths, 1e21, free)!.out).toBe(expected);
    expect(bestRouterShape(pools, paths, 1e21, free)!.out).toBe(expected);
  });

  it("prices two paths sharing a pool on the pool as both left it, within 2e-5 of the shared leg traded once", () => {
    // Two second legs share the first leg A/M: the best is the first leg once, then M split evenly
    // (one pool twice as deep), less what slicing the first leg costs in fees (about 1e-5 here).
    const pools = [pool(0, A, M, pair(1e24, 1e24)), pool(0, M, B, pair(1e24, 1e24)), pool(1, M, B, pair(1e24, 1e24))];
    const paths = candidatePaths(pools, A, B, [M]);
    const out = bestNet(pools, paths, 1e22, free)!.out;
    const ideal = swap(pair(2e24, 2e24), swap(pair(1e24, 1e24), 1e22, true).out, true).out;
    expect(out / ideal).toBeGreaterThan(1 - 2e-5);
    expect(out / ideal).toBeLessThan(1);
    expect(out).toBeGreaterThanOrEqual(execute(pools, paths, [5e21, 5e21]));
  });
});

describe("pool model", () => {
  it("prices a V3 pool of one full-range position as the constant-product pair of its virtual reserves", () => {
    const [sqrtPrice, liquidity] = [Math.sqrt(2000), 1e22];
    const v3: V3State = { kind: "v3", sqrtPrice, liquidity, tick: Math.floor(Math.log(2000) / Math.log(1.0001)), feePpm: 3000, ticks: [{ tick: -887220, net: liquidity }, { tick: 887220, net: -liquidity }] };
    const virtual = pair(liquidity / sqrtPrice, liquidity * sqrtPrice);
    for (const [amount, zeroForOne] of [[1e18, true], [5e21, true], [3e21, false], [4e24, false]] as const) {
      expect(swap(v3, amount, zeroForOne).out / swap(virtual, amount, zeroForOne).out).toBeCloseTo(1, 9);
    }
  });

  it("crosses an initialised tick, after which the thinner liquidity moves the price faster", () => {
    // 1e20 between ticks -600 and 600, 1e19 outside: selling token0 far enough crosses tick -600.
    const ticks = [{ tick: -887220, net: 1e19 }, { tick: -600, net: 9e19 }, { tick: 600, net: -9e19 }, { tick: 887220, net: -1e19 }];
    const v3: V3State = { kind: "v3", sqrtPrice: 1, liquidity: 1e20, tick: 0, feePpm: 0, ticks };
    const toEdge = 1e20 * (1 / Math.exp((-600 / 2) * Math.log(1.0001)) - 1);
    const atEdge = swap(v3, toEdge, true);
    expect(atEdge.after.liquidity).toBe(1e19);
    const beyond = swap(v3, toEdge * 2, true);
    const rest = swap(atEdge.after, toEdge, true).out;
    expect((beyond.out - atEdge.out) / rest).toBeCloseTo(1, 9);
    // Past the edge the pool is 1e19 deep: the rest moves the price as a 1e19 range from the edge's price.
    const edge = atEdge.after.sqrtPrice;
    expect(rest / (1e19 * (edge - 1 / (1 / edge + toEdge / 1e19)))).toBeCloseTo(1, 9);
  });
});
