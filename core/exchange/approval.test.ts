import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  APPROVE_GAS_FALLBACK,
  allowanceSteps,
  approvalAmount,
  approvalSteps,
  approveGasLimit,
  DEFAULT_APPROVAL_MODE,
  MAX_UINT256,
  needsApproval,
  requiresZeroReset,
} from "./approval";
import { ETH, type Token } from "./tokens";

const DAI: Token = { code: "DAI", name: "Dai", address: "0x00000000000000000000000000000000000000d1", decimals: 18 };
const USDT: Token = { code: "USDT", name: "Tether USD", address: "0x00000000000000000000000000000000000000e2", decimals: 6 };

describe("needsApproval", () => {
  it.each([
    ["a token with no allowance", DAI, 0n, 10n, true],
    ["a token whose allowance is below the amount (not only zero)", DAI, 9n, 10n, true],
    ["a token whose allowance equals the amount", DAI, 10n, 10n, false],
    ["a token with the unlimited allowance", DAI, MAX_UINT256, 10n, false],
    ["ETH, whatever the allowance", ETH, 0n, 10n, false],
  ])("%s: %s", (_case, token, allowance, amount, expected) => {
    expect(needsApproval(token, allowance, amount)).toBe(expected);
  });
});

describe("approval amounts", () => {
  it("grants 2^256-1 by default and the exact amount on request", () => {
    expect(MAX_UINT256).toBe(115792089237316195423570985008687907853269984665640564039457584007913129639935n);
    expect(DEFAULT_APPROVAL_MODE).toBe("UNLIMITED");
    expect(approvalAmount("UNLIMITED", 10n)).toBe(MAX_UINT256);
    expect(approvalAmount("EXACT", 10n)).toBe(10n);
  });

  it.each([
    ["USDT", true],
    ["usdt", true],
    ["DAI", false],
  ])("knows whether %s must be reset to zero first: %s", (code, expected) => {
    expect(requiresZeroReset({ code })).toBe(expected);
  });
});

describe("allowanceSteps", () => {
  it.each([
    ["nothing when the allowance already is the target", DAI, 7n, 7n, []],
    ["one approve for a token without a reset rule", DAI, 5n, 10n, [10n]],
    ["a reset then the approve for USDT from one non-zero allowance to another", USDT, 5n, 10n, [0n, 10n]],
    ["one approve for USDT from zero", USDT, 0n, 10n, [10n]],
    ["one revoke for USDT", USDT, 5n, 0n, [0n]],
  ] as const)("sends %s", (_case, token, current, target, steps) => {
    expect(allowanceSteps(token, current, target)).toEqual(steps);
  });
});

describe("approvalSteps", () => {
  it.each([
    ["nothing for ETH", ETH, 0n, 10n, "UNLIMITED", []],
    ["nothing when the allowance suffices", DAI, 10n, 10n, "EXACT", []],
    ["one unlimited approve", DAI, 5n, 10n, "UNLIMITED", [MAX_UINT256]],
    ["one exact approve", DAI, 5n, 10n, "EXACT", [10n]],
    ["a reset then the approve for USDT with an allowance left", USDT, 5n, 10n, "EXACT", [0n, 10n]],
    ["no reset for USDT with no allowance", USDT, 0n, 10n, "UNLIMITED", [MAX_UINT256]],
  ] as const)("sends %s", (_case, token, allowance, amount, mode, steps) => {
    expect(approvalSteps(token, allowance, amount, mode)).toEqual(steps);
  });

  it("always ends with an allowance that covers the amount when it approves at all", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(DAI, USDT, ETH),
        fc.bigInt({ min: 0n, max: MAX_UINT256 }),
        fc.bigInt({ min: 0n, max: MAX_UINT256 }),
        fc.constantFrom("UNLIMITED" as const, "EXACT" as const),
        (token, allowance, amount, mode) => {
          const steps = approvalSteps(token, allowance, amount, mode);
          expect(steps.length === 0 || steps[steps.length - 1]! >= amount).toBe(true);
          expect(steps.length > 0).toBe(needsApproval(token, allowance, amount));
        },
      ),
    );
  });
});

describe("approveGasLimit", () => {
  it("uses the estimate, or 100000 when estimation failed", () => {
    expect(approveGasLimit(46_000n)).toBe(46_000n);
    expect(approveGasLimit(null)).toBe(100_000n);
    expect(APPROVE_GAS_FALLBACK).toBe(100_000n);
  });
});
