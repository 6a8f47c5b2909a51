import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Address } from "../ports/chain.port";
import { reverseShape, routeFor, routeShapes, shapeKey, swapCount, SPLIT_SHARES_BPS } from "./route-shapes";

const ETH = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE" as Address;
const DAI = "0x00000000000000000000000000000000000000d1" as Address;
const USDC = "0x00000000000000000000000000000000000000c1" as Address;

describe("routeShapes", () => {
  it("offers each venue, two-venue splits and two-hop routes through intermediates other than the pair", () => {
    const shapes = routeShapes({ src: ETH, dest: DAI, proxyIndexes: [0, 1], intermediates: [ETH, USDC, DAI.toUpperCase() as Address] });
    expect([shapes.filter((s) => s.kind === "SINGLE").length, shapes.filter((s) => s.kind === "SPLIT").length, shapes.filter((s) => s.kind === "ROUTES").length]).toEqual([
      2,
      SPLIT_SHARES_BPS.length,
      4,
    ]);
    expect(shapes.find((s) => s.kind === "ROUTES")).toEqual({ kind: "ROUTES", hops: [{ proxyIndex: 0, src: ETH, dest: USDC }, { proxyIndex: 0, src: USDC, dest: DAI }] });
  });

  it("offers no split with a single venue", () => {
    expect(routeShapes({ src: ETH, dest: DAI, proxyIndexes: [3], intermediates: [] })).toEqual([{ kind: "SINGLE", proxyIndex: 3 }]);
  });
});

describe("routeFor", () => {
  it.each([
    ["a single venue", { kind: "SINGLE", proxyIndex: 1 } as const, 100n, { kind: "SINGLE", proxyIndex: 1, srcAmount: 100n }],
    ["a split, the last part taking the remainder", { kind: "SPLIT", proxyIndexes: [0, 1], parts: [3500n, 6500n] } as const, 101n, { kind: "SPLIT", proxyIndexes: [0, 1], srcAmounts: [35n, 66n] }],
    ["hops", { kind: "ROUTES", hops: [{ proxyIndex: 0, src: ETH, dest: DAI }] } as const, 7n, { kind: "ROUTES", hops: [{ proxyIndex: 0, src: ETH, dest: DAI }], srcAmount: 7n }],
  ])("routes %s", (_label, shape, amount, expected) => {
    expect(routeFor(shape, amount)).toEqual(expected);
  });

  it("gives a split's own parts at their sum and the same proportions at another amount", () => {
    const shape = { kind: "SPLIT", proxyIndexes: [2, 0, 1], parts: [123_456_789n, 987_654_321n, 5n] } as const;
    expect([routeFor(shape, 1_111_111_115n), routeFor(shape, 2_222_222_230n)]).toEqual([
      { kind: "SPLIT", proxyIndexes: [2, 0, 1], srcAmounts: [123_456_789n, 987_654_321n, 5n] },
      { kind: "SPLIT", proxyIndexes: [2, 0, 1], srcAmounts: [246_913_578n, 1_975_308_642n, 10n] },
    ]);
  });

  it("splits any amount into parts that add up to it exactly", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 200n }), fc.constantFrom(...SPLIT_SHARES_BPS), (amount, share) => {
        const route = routeFor({ kind: "SPLIT", proxyIndexes: [0, 1], parts: [BigInt(share), BigInt(10_000 - share)] }, amount);
        expect(route.kind === "SPLIT" && route.srcAmounts.reduce((a, b) => a + b, 0n)).toBe(amount);
      }),
    );
  });
});

describe("swapCount and reverseShape", () => {
  it.each([
    ["SINGLE", { kind: "SINGLE", proxyIndex: 0, srcAmount: 1n } as const, 1],
    ["SPLIT", { kind: "SPLIT", proxyIndexes: [0, 1], srcAmounts: [1n, 1n] } as const, 2],
    ["ROUTES", { kind: "ROUTES", hops: [{ proxyIndex: 0, src: ETH, dest: USDC }, { proxyIndex: 1, src: USDC, dest: DAI }], srcAmount: 1n } as const, 2],
  ])("counts the venue swaps of a %s route as %s", (_kind, route, count) => {
    expect(swapCount(route)).toBe(count);
  });

  it("names a shape by its venues and hops, not its amounts (bigint parts cannot be stringified)", () => {
    const hops = [{ proxyIndex: 0, src: ETH, dest: USDC }, { proxyIndex: 1, src: USDC, dest: DAI }];
    expect([
      shapeKey({ kind: "SPLIT", proxyIndexes: [0, 1], parts: [1n, 2n] }) === shapeKey({ kind: "SPLIT", proxyIndexes: [0, 1], parts: [5n, 7n] }),
      shapeKey({ kind: "SPLIT", proxyIndexes: [0, 1], parts: [1n, 2n] }) === shapeKey({ kind: "SPLIT", proxyIndexes: [1, 0], parts: [1n, 2n] }),
      shapeKey({ kind: "SINGLE", proxyIndex: 1 }),
      shapeKey({ kind: "ROUTES", hops }),
    ]).toEqual([true, false, "SINGLE:1", `ROUTES:0:${ETH.toLowerCase()}:${USDC},1:${USDC}:${DAI}`]);
  });

  it("walks a two-hop route backwards and leaves other shapes alone", () => {
    const hops = [{ proxyIndex: 0, src: ETH, dest: USDC }, { proxyIndex: 1, src: USDC, dest: DAI }];
    expect([reverseShape({ kind: "ROUTES", hops }), reverseShape({ kind: "SINGLE", proxyIndex: 1 })]).toEqual([
      { kind: "ROUTES", hops: [{ proxyIndex: 1, src: DAI, dest: USDC }, { proxyIndex: 0, src: USDC, dest: ETH }] },
      { kind: "SINGLE", proxyIndex: 1 },
    ]);
  });
});
