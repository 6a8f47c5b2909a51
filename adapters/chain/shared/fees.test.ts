import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fallbackFeeData, feeDataFromGasPrice, feeDataFromHistory, FALLBACK_GAS_PRICE, REWARD_PERCENTILES } from "./fees";

const gwei = (n: number) => BigInt(Math.round(n * 1e9));

describe("fee data per speed", () => {
  it("asks for the 10th, 50th and 90th percentile in SLOW, STD, FAST order", () => {
    expect(REWARD_PERCENTILES).toEqual([10, 50, 90]);
  });

  it("takes the median tip of each percentile and twice the next base fee", () => {
    const history = {
      baseFeePerGas: [gwei(9), gwei(10), gwei(10)],
      reward: [
        [gwei(1), gwei(2), gwei(5)],
        [gwei(3), gwei(4), gwei(9)],
        [gwei(2), gwei(3), gwei(7)],
      ],
    };
    expect(feeDataFromHistory(history)).toEqual({
      source: "FEE_HISTORY",
      speeds: {
        SLOW: { type: "EIP1559", maxPriorityFeePerGas: gwei(2), maxFeePerGas: gwei(22) },
        STD: { type: "EIP1559", maxPriorityFeePerGas: gwei(3), maxFeePerGas: gwei(23) },
        FAST: { type: "EIP1559", maxPriorityFeePerGas: gwei(7), maxFeePerGas: gwei(27) },
      },
    });
  });

  it.each([
    ["no base fee at all", { baseFeePerGas: [] }],
    ["a zero base fee (a chain without EIP-1559)", { baseFeePerGas: [0n, 0n] }],
  ])("gives no EIP-1559 data for %s", (_name, history) => {
    expect(feeDataFromHistory(history)).toBeNull();
  });

  it("ignores empty blocks, whose zero tips say nothing about the market", () => {
    const history = {
      baseFeePerGas: [gwei(1), gwei(1), gwei(1), gwei(1)],
      gasUsedRatio: [0, 0.5, 0],
      reward: [
        [0n, 0n, 0n],
        [gwei(1), gwei(2), gwei(3)],
        [0n, 0n, 0n],
      ],
    };
    const tips = Object.values(feeDataFromHistory(history)!.speeds).map((f) => (f.type === "EIP1559" ? f.maxPriorityFeePerGas : null));
    expect(tips).toEqual([gwei(1), gwei(2), gwei(3)]);
  });

  it("uses a zero tip when blocks carry no rewards", () => {
    expect(feeDataFromHistory({ baseFeePerGas: [gwei(1)] })?.speeds.FAST).toEqual({
      type: "EIP1559",
      maxPriorityFeePerGas: 0n,
      maxFeePerGas: gwei(2),
    });
  });

  it("orders speeds SLOW <= STD <= FAST for any rewards", () => {
    const amount = fc.bigInt({ min: 0n, max: 10n ** 12n });
    fc.assert(
      fc.property(fc.array(fc.array(amount, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 20 }), amount, (rows, base) => {
        const reward = rows.map((r) => [...r].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
        const speeds = feeDataFromHistory({ baseFeePerGas: [base + 1n], reward })!.speeds;
        const tip = (s: keyof typeof speeds) => (speeds[s].type === "EIP1559" ? speeds[s].maxPriorityFeePerGas : -1n);
        return tip("SLOW") <= tip("STD") && tip("STD") <= tip("FAST");
      }),
    );
  });

  it("scales a legacy gas price 90 / 100 / 125 percent", () => {
    expect(feeDataFromGasPrice(gwei(20))).toEqual({
      source: "GAS_PRICE",
      speeds: {
        SLOW: { type: "LEGACY", gasPrice: gwei(18) },
        STD: { type: "LEGACY", gasPrice: gwei(20) },
        FAST: { type: "LEGACY", gasPrice: gwei(25) },
      },
    });
  });

  it("falls back to 5.5 gwei for every speed", () => {
    const legacy = { type: "LEGACY", gasPrice: 5_500_000_000n };
    expect(FALLBACK_GAS_PRICE).toBe(gwei(5.5));
    expect(fallbackFeeData()).toEqual({ source: "FALLBACK", speeds: { SLOW: legacy, STD: legacy, FAST: legacy } });
  });
});
