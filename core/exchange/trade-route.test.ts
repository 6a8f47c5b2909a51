import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Address, TradeRoute } from "../ports/chain.port";
import { routeMiddles, routeSrcAmount, routeSwaps, stepParts } from "./trade-route";

const [A, B, M, N] = ["0x00000000000000000000000000000000000000a1", "0x00000000000000000000000000000000000000b1", "0x00000000000000000000000000000000000000c1", "0x00000000000000000000000000000000000000d1"] as Address[];
const paths: TradeRoute = {
  kind: "PATHS",
  paths: [
    { srcAmount: 70n, steps: [{ src: A!, dest: B!, proxyIndexes: [0, 2], weights: [40n, 30n] }] },
    { srcAmount: 30n, steps: [{ src: A!, dest: M!, proxyIndexes: [1], weights: [1n] }, { src: M!, dest: B!, proxyIndexes: [3, 4], weights: [1n, 2n] }] },
    { srcAmount: 5n, steps: [{ src: A!, dest: N!, proxyIndexes: [5], weights: [1n] }, { src: N!, dest: B!, proxyIndexes: [5], weights: [1n] }] },
  ],
};

describe("trade routes", () => {
  it("totals what each kind sells, lists its swaps in order and the tokens held between two swaps", () => {
    const routes: TradeRoute[] = [
      { kind: "SINGLE", proxyIndex: 3, srcAmount: 9n },
      { kind: "SPLIT", proxyIndexes: [0, 1], srcAmounts: [2n, 3n] },
      { kind: "ROUTES", srcAmount: 4n, hops: [{ proxyIndex: 1, src: A!, dest: M! }, { proxyIndex: 0, src: M!, dest: B! }] },
      paths,
    ];
    expect(routes.map((r) => [routeSrcAmount(r), routeSwaps(r), routeMiddles(r)])).toEqual([
      [9n, [3], []],
      [5n, [0, 1], []],
      [4n, [1, 0], [M]],
      [105n, [0, 2, 1, 3, 4, 5, 5], [M, N]],
    ]);
  });

  it("shares a step's input by weight as the router does: floors, the remainder to the last part", () => {
    expect([stepParts(10n, [1n, 1n, 1n]), stepParts(70n, [40n, 30n]), stepParts(5n, [0n, 1n]), stepParts(5n, [])]).toEqual([[3n, 3n, 4n], [40n, 30n], null, null]);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), fc.array(fc.bigInt({ min: 1n, max: 2n ** 128n }), { minLength: 1, maxLength: 6 }), (amount, weights) => {
        const parts = stepParts(amount, weights)!;
        const whole = weights.reduce((a, b) => a + b, 0n);
        expect([parts.reduce((a, b) => a + b, 0n), parts.slice(0, -1).every((p, i) => p === (amount * weights[i]!) / whole), parts.every((p) => p >= 0n)]).toEqual([amount, true, true]);
      }),
    );
  });
});
