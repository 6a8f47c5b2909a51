import { describe, expect, it } from "vitest";
import { rateOf, routeGas, tradeGasLimit } from "./market-network";

describe("rateOf", () => {
  it.each([
    [10n ** 18n, 18, 3000n * 10n ** 6n, 6, "3000"],
    [3n * 10n ** 6n, 6, 10n ** 15n, 18, "0.000333333333333333"],
    [100n, 0, 1n, 8, "0.0000000001"],
    [0n, 18, 5n, 18, "0"],
  ])("%s base units (%s decimals) for %s (%s decimals) is a rate of %s", (from, fd, to, td, expected) => {
    expect(rateOf(from, fd, to, td)).toBe(expected);
  });
});

describe("tradeGasLimit", () => {
  const venues = [
    { proxyIndex: 0, name: "KUL AMM", kind: "kul-amm" },
    { proxyIndex: 1, name: "Uniswap V2", kind: "uniswap-v2" },
    { proxyIndex: 2, name: "Uniswap V3 0.3 %", kind: "uniswap-v3", feeTier: 3000 },
    { proxyIndex: 3, name: "unknown" },
  ] as const;
  it.each([
    // bench:gas: 105,666 one hop on the KUL AMM, 134,366 through the V2 proxy, 141,442 on V3, 153,307 two hops, 148,363 a two-venue split.
    ["one KUL AMM swap", { kind: "SINGLE", proxyIndex: 0, srcAmount: 1n } as const, 106_000n, 232_500n],
    ["one Uniswap V2 swap", { kind: "SINGLE", proxyIndex: 1, srcAmount: 1n } as const, 135_000n, 276_250n],
    ["one Uniswap V3 swap", { kind: "SINGLE", proxyIndex: 2, srcAmount: 1n } as const, 142_000n, 345_000n],
    ["two KUL AMM hops", { kind: "ROUTES", hops: [{ proxyIndex: 0, src: "0x01", dest: "0x02" }, { proxyIndex: 0, src: "0x02", dest: "0x03" }], srcAmount: 1n } as const, 154_000n, 307_500n],
    ["a split over a KUL AMM and a venue of unknown kind (taken as the dearest)", { kind: "SPLIT", proxyIndexes: [0, 3], srcAmounts: [1n, 1n] } as const, 190_000n, 420_000n],
    // Two paths (5,000 each) of three steps in all (6,000 each) beyond the four swaps.
    [
      "a direct KUL AMM path and a two-step path whose second step shares over V2 and V3",
      {
        kind: "PATHS",
        paths: [
          { srcAmount: 1n, steps: [{ src: "0x01", dest: "0x03", proxyIndexes: [0], weights: [1n] }] },
          { srcAmount: 1n, steps: [{ src: "0x01", dest: "0x02", proxyIndexes: [0], weights: [1n] }, { src: "0x02", dest: "0x03", proxyIndexes: [1, 2], weights: [1n, 1n] }] },
        ],
      } as const,
      58_000n + 48_000n * 2n + 77_000n + 84_000n + 2_200n + 2n * 3_900n + 8_500n,
      ((80_000n + 2_200n + 2n * 3_900n + 8_500n + 60_000n * 2n + 95_000n + 150_000n + 46_000n) * 5n + 3n) / 4n,
    ],
  ])("expects %s to be charged the table's gas, and limits it at what it may need before refunds with the ether and gate allowance and the 1.25 margin", (_label, route, gas, limit) => {
    expect([routeGas(route, venues), tradeGasLimit(route, venues)]).toEqual([gas, limit]);
  });

  it("takes every venue at the dearest kind when the kinds are not given", () => {
    expect(tradeGasLimit({ kind: "SPLIT", proxyIndexes: [0, 1], srcAmounts: [1n, 1n] })).toBe(((80_000n + 2n * 150_000n + 46_000n) * 5n + 3n) / 4n);
  });
});
