import { describe, expect, it } from "vitest";
import { computeSwapStep, MAX_SQRT_PRICE, MAX_TICK, MIN_SQRT_PRICE, MIN_TICK, mulDiv, mulDivRoundingUp, sqrtPriceAtTick } from "./math";

const Q96 = 2n ** 96n;
const E18 = 10n ** 18n;
/** Uniswap's test helper: floor(sqrt(reserve1 / reserve0) * 2^96). */
function encodePriceSqrt(reserve1: bigint, reserve0: bigint): bigint {
  const n = (reserve1 << 192n) / reserve0;
  let [x, y] = [n, (n + 1n) / 2n];
  while (y < x) [x, y] = [y, (y + n / y) / 2n];
  return x;
}

describe("Uniswap V3 math in bigint", () => {
  it("getSqrtRatioAtTick gives Uniswap's reference values (TickMath tests)", () => {
    const table: readonly (readonly [number, bigint])[] = [
      [0, Q96],
      [MIN_TICK, MIN_SQRT_PRICE],
      [MIN_TICK + 1, 4295343490n],
      [MAX_TICK - 1, 1461373636630004318706518188784493106690254656249n],
      [MAX_TICK, MAX_SQRT_PRICE],
      [-50, 0xff5c5f6fd987594269220c6an],
      [50, 0x0100a4096906976f1080c4042dn],
      [-1000, 0xf383ed6a4db4dabd35fb4457n],
      [1000, 0x010d1fee2afe8561359d69a466n],
      [-5000, 0xc760204669e1dc7cd7c087b7n],
      [5000, 0x0148b4d68157d6e8e30d43811en],
      [-150000, 0x2442b231afa40110811e3dn],
      [150000, 0x070f5d5483c9bc7ecaca01eb4661n],
      [-500000, 0x0f49ff6f39bb048bn],
      [500000, 0x10be7722ac12c046792462c77d5c3d5366n],
      [-738203, 0x06bd3a9098e3n],
      [738203, 0x25fca1f4cc2b919d309c63cc3bf4a65dae57adn],
    ];
    expect(table.map(([tick]) => sqrtPriceAtTick(tick))).toEqual(table.map(([, price]) => price));
    expect(() => sqrtPriceAtTick(MAX_TICK + 1)).toThrow(RangeError);
  });

  it("mulDiv rounds down, mulDivRoundingUp up, both null where FullMath reverts", () => {
    expect([mulDiv(7n, 3n, 2n), mulDivRoundingUp(7n, 3n, 2n), mulDivRoundingUp(6n, 3n, 2n)]).toEqual([10n, 11n, 9n]);
    expect([mulDiv(1n, 1n, 0n), mulDiv(2n ** 255n, 4n, 1n), mulDivRoundingUp(2n ** 256n - 1n, 2n ** 256n - 1n, 2n ** 256n - 2n)]).toEqual([null, null, null]);
    expect(mulDiv(2n ** 256n - 1n, 2n ** 256n - 1n, 2n ** 256n - 1n)).toBe(2n ** 256n - 1n);
  });

  it("computeSwapStep gives Uniswap's SwapMath test results for exact input", () => {
    // Capped at the target, one for zero.
    expect(computeSwapStep(encodePriceSqrt(1n, 1n), encodePriceSqrt(101n, 100n), 2n * E18, E18, 600n)).toEqual({
      sqrtPriceNext: encodePriceSqrt(101n, 100n),
      amountIn: 9975124224178055n,
      amountOut: 9925619580021728n,
      feeAmount: 5988667735148n,
    });
    // Fully spent before the target, one for zero.
    const spent = computeSwapStep(encodePriceSqrt(1n, 1n), encodePriceSqrt(1000n, 100n), 2n * E18, E18, 600n)!;
    expect([spent.amountIn, spent.feeAmount, spent.amountOut, spent.sqrtPriceNext < encodePriceSqrt(1000n, 100n)]).toEqual([999400000000000000n, 600000000000000n, 666399946655997866n, true]);
    // A target price of 1 takes part of the input.
    expect(computeSwapStep(2n, 1n, 1n, 3915081100057732413702495386755767n, 1n)).toEqual({ sqrtPriceNext: 1n, amountIn: 39614081257132168796771975168n, amountOut: 0n, feeAmount: 39614120871253040049813n });
    // The entire input taken as fee.
    expect(computeSwapStep(2413n, 79887613182836312n, 1985041575832132834610021537970n, 10n, 1872n)).toEqual({ sqrtPriceNext: 2413n, amountIn: 0n, amountOut: 0n, feeAmount: 10n });
  });
});
