import { describe, expect, it } from "vitest";
import { rateOf, tradeGasLimit } from "./market-network";

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
  it.each([
    ["one swap", { kind: "SINGLE", proxyIndex: 0, srcAmount: 1n } as const, 206_250n],
    ["two swaps", { kind: "SPLIT", proxyIndexes: [0, 1], srcAmounts: [1n, 1n] } as const, 325_000n],
  ])("gives a route of %s the table's gas with the 1.25 margin", (_label, route, expected) => {
    expect(tradeGasLimit(route)).toBe(expected);
  });
});
