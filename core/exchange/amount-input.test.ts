import { describe, expect, it } from "vitest";
import { amountNegative, amountNotNumeric, amountTooManyDecimals } from "./exchange.errors";
import { amountInputProblem } from "./amount-input";

describe("amountInputProblem", () => {
  it("names the token's decimals when the amount has more fraction digits than the token", () => {
    expect(amountInputProblem("1.1234567", 6)).toEqual(amountTooManyDecimals(6));
    expect(amountInputProblem("0.000000001", 8)).toEqual(amountTooManyDecimals(8));
    expect(amountInputProblem("1.5", 0)).toEqual(amountTooManyDecimals(0));
  });

  it("accepts amounts within the token's decimals, and trailing zeros beyond them", () => {
    expect(amountInputProblem("1.123456", 6)).toBeNull();
    expect(amountInputProblem("1.1234560000", 6)).toBeNull();
    expect(amountInputProblem("12.", 18)).toBeNull();
    expect(amountInputProblem("0", 18)).toBeNull();
  });

  it("says nothing while the field is empty", () => {
    expect(amountInputProblem("", 18)).toBeNull();
    expect(amountInputProblem("   ", 18)).toBeNull();
  });

  it("reports a negative or non-numeric text", () => {
    expect(amountInputProblem("-1", 18)).toEqual(amountNegative("-1"));
    expect(amountInputProblem("1e5", 18)).toEqual(amountNotNumeric("1e5"));
    expect(amountInputProblem("1.2.3", 18)).toEqual(amountNotNumeric("1.2.3"));
  });
});
