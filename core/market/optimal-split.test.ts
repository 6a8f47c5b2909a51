import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { optimalSplit, type Allocation, type SplitVenue } from "./optimal-split";
import { amountOut, netOfFee } from "./pool-quote";
import { SPLIT_SHARES_BPS } from "./route-shapes";

const E18 = 10n ** 18n;
const FEE_BPS = 25n;
const net = (gross: bigint) => netOfFee(gross, FEE_BPS);

/** A constant-product venue (the KUL AMM's 0.3 % pool) with reserves in and out. */
const pool = (proxyIndex: number, reserveIn: bigint, reserveOut: bigint, gasValue = 0n): SplitVenue => ({ proxyIndex, gross: (x) => amountOut(x, reserveIn, reserveOut), gasValue });

const grossOf = (venues: readonly SplitVenue[], a: Allocation) => a.proxyIndexes.reduce((sum, index, i) => sum + venues.find((v) => v.proxyIndex === index)!.gross(a.amounts[i]!)!, 0n);
/** Marginal output per unit in at `x`, from two quotes a millionth apart, scaled by 1e18. */
const marginal = (v: SplitVenue, x: bigint) => ((v.gross(x + x / 1_000_000n)! - v.gross(x)!) * E18) / (x / 1_000_000n);

describe("optimalSplit", () => {
  it.each([
    ["two pools of different depth", [pool(0, 1_000n * E18, 3_000_000n * E18), pool(1, 300n * E18, 900_000n * E18)]],
    ["three pools of different depth and price", [pool(0, 1_000n * E18, 3_000_000n * E18), pool(1, 300n * E18, 910_000n * E18), pool(2, 50n * E18, 149_000n * E18)]],
  ])("equalises the marginal outputs of %s at the optimum", (_label, venues) => {
    const found = optimalSplit(venues, 200n * E18, net)!;
    const marginals = found.proxyIndexes.map((index, i) => marginal(venues[index]!, found.amounts[i]!));
    const [low, high] = [marginals.reduce((a, b) => (b < a ? b : a)), marginals.reduce((a, b) => (b > a ? b : a))];
    expect([found.proxyIndexes.length, found.amounts.reduce((a, b) => a + b, 0n), (high - low) * 100_000n < high]).toEqual([venues.length, 200n * E18, true]);
  });

  it("never pays less than any venue alone or the two-venue share grid, and shares the amount exactly", () => {
    const reserve = fc.bigInt({ min: 10n ** 6n, max: 10n ** 30n });
    const venue = fc.tuple(reserve, reserve);
    fc.assert(
      fc.property(fc.array(venue, { minLength: 2, maxLength: 4 }), fc.bigInt({ min: 1_000n, max: 10n ** 27n }), (reserves, total) => {
        const venues = reserves.map(([rin, rout], i) => pool(i, rin, rout));
        const found = optimalSplit(venues, total, net);
        const singles = venues.map((v) => v.gross(total) ?? 0n);
        const grid = venues.flatMap((v, i) =>
          venues.slice(i + 1).flatMap((w) =>
            SPLIT_SHARES_BPS.map((bps) => {
              const part = (total * BigInt(bps)) / 10_000n;
              return part === 0n || part === total ? 0n : v.gross(part)! + w.gross(total - part)!;
            }),
          ),
        );
        const bar = [...singles, ...grid].reduce((a, b) => (b > a ? b : a), 0n);
        if (found === null) expect(bar).toBe(0n);
        else expect([found.gross >= bar, found.gross, found.amounts.reduce((a, b) => a + b, 0n), found.amounts.every((x) => x > 0n), found.value]).toEqual([true, grossOf(venues, found), total, true, net(found.gross)]);
      }),
      { numRuns: 300 },
    );
  });

  it("leaves out a venue whose extra output is worth less than its gas, and takes it when the gas is worth less", () => {
    const deep = pool(0, 1_000n * E18, 3_000_000n * E18);
    const dust = (gasValue: bigint) => pool(1, E18 / 100n, 30n * E18, gasValue);
    const free = optimalSplit([deep, dust(0n)], 10n * E18, net)!;
    // What the dust pool adds over the deep pool alone, before its gas.
    const extra = free.value - net(deep.gross(10n * E18)!);
    const dear = optimalSplit([deep, dust(extra + 1n)], 10n * E18, net)!;
    const cheap = optimalSplit([deep, dust(extra - 1n)], 10n * E18, net)!;
    expect([extra > 0n, free.proxyIndexes, dear.proxyIndexes, dear.amounts, cheap.proxyIndexes]).toEqual([true, [0, 1], [0], [10n * E18], [0, 1]]);
  });

  it("charges each venue's gas and drops to one venue when any second swap costs more than it adds", () => {
    const venues = [pool(0, 1_000n * E18, 3_000_000n * E18, 10n * E18), pool(1, 900n * E18, 2_700_000n * E18, 10n * E18)];
    const found = optimalSplit(venues, E18, net)!;
    expect([found.proxyIndexes, found.amounts, found.value]).toEqual([[0], [E18], net(venues[0]!.gross(E18)!) - 10n * E18]);
  });

  it("finds nothing when no venue pays anything", () => {
    expect([optimalSplit([pool(0, 0n, 0n)], E18, net), optimalSplit([pool(0, E18, E18)], 0n, net), optimalSplit([], E18, net)]).toEqual([null, null, null]);
  });
});
