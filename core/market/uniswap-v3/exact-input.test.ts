import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Address } from "../../ports/chain.port";
import { BEYOND_SNAPSHOT, outputWithinSnapshot, quoteExactInput, v3Pool } from "./exact-input";
import { computeSwapStep, sqrtPriceAtTick } from "./math";
import { v3PoolState } from "./v3.test-support";

const E18 = 10n ** 18n;
/** The test pool between two placeholder tokens. */
const pool = (words: number) => v3PoolState("0x01" as Address, "0x02" as Address, words);

const whole = v3Pool(pool(1_000));

describe("quoteExactInput over a snapshot", () => {
  it("is one computeSwapStep within the current range, less the fee, rounded down", () => {
    const step = computeSwapStep(sqrtPriceAtTick(0), sqrtPriceAtTick(-600), 10n ** 24n + 10n ** 20n, E18, 3000n)!;
    expect(quoteExactInput(whole, true, E18)).toBe(step.amountOut);
    expect(step.amountOut > 0n && step.amountOut < E18).toBe(true);
  });

  it("answers 0 for no input, an input past int256, and an input the pool cannot take whole before its price limit", () => {
    expect([quoteExactInput(whole, true, 0n), quoteExactInput(whole, false, 2n ** 255n), quoteExactInput(whole, true, 2n ** 200n), quoteExactInput(whole, false, 2n ** 200n)]).toEqual([0n, 0n, 0n, 0n]);
  });

  it("never prices past the ticks read: a narrow snapshot either answers what the whole pool answers or BEYOND_SNAPSHOT, and once beyond stays beyond", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.boolean(), fc.bigInt({ min: 1n, max: 10n ** 27n }), (words, zeroForOne, amount) => {
        const narrow = v3Pool(pool(words));
        const out = quoteExactInput(narrow, zeroForOne, amount);
        expect(out === BEYOND_SNAPSHOT || out === quoteExactInput(whole, zeroForOne, amount)).toBe(true);
        if (out === BEYOND_SNAPSHOT) expect(quoteExactInput(narrow, zeroForOne, amount * 2n)).toBe(BEYOND_SNAPSHOT);
        else expect(out! <= outputWithinSnapshot(narrow, zeroForOne)).toBe(true);
      }),
      { seed: 3003, numRuns: 300 },
    );
    // The current word alone cannot price a swap that crosses into the next one.
    expect(quoteExactInput(v3Pool(pool(0)), true, 10n ** 26n)).toBe(BEYOND_SNAPSHOT);
    expect(typeof quoteExactInput(whole, true, 10n ** 26n)).toBe("bigint");
  });

  it("grows with the input while the pool can take it, crossing initialised ticks", () => {
    const amounts = [10n ** 18n, 10n ** 21n, 10n ** 23n, 10n ** 24n, 10n ** 25n];
    for (const zeroForOne of [true, false]) {
      const outs = amounts.map((a) => quoteExactInput(whole, zeroForOne, a) as bigint);
      expect(outs.every((o, i) => i === 0 || o > outs[i - 1]!)).toBe(true);
    }
  });

  it("answers a revert (null) where crossing a tick would take the liquidity below zero, as the contract's checked arithmetic does", () => {
    const broken = v3Pool({ ...pool(1_000), ticks: [{ tick: -600, liquidityNet: 2n * 10n ** 24n }] });
    expect(quoteExactInput(broken, true, 10n ** 25n)).toBe(null);
  });
});
