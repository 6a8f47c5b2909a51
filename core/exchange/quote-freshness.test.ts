import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  checkBeforeSubmit,
  compareRequote,
  isDueForRefresh,
  isStale,
  isWorsePrice,
  QUOTE_MAX_AGE_MS,
  QUOTE_REFRESH_MS,
} from "./quote-freshness";

const T = 1_700_000_000_000;

describe("quote freshness", () => {
  it.each([
    [0, false],
    [QUOTE_MAX_AGE_MS, false],
    [QUOTE_MAX_AGE_MS + 1, true],
  ])("a quote %i ms old is stale: %s", (age, stale) => {
    expect(isStale(T, T + age)).toBe(stale);
    expect(checkBeforeSubmit(T, T + age)).toBe(stale ? "REQUOTE" : "SUBMIT");
  });

  it.each([
    [QUOTE_REFRESH_MS - 1, false],
    [QUOTE_REFRESH_MS, true],
  ])("an idle quote %i ms old is due for refresh: %s", (age, due) => {
    expect(isDueForRefresh(T, T + age)).toBe(due);
  });

  it.each([
    ["a smaller to-amount for the same from-amount", { fromAmount: 10n, toAmount: 19n }, true],
    ["the same amounts", { fromAmount: 10n, toAmount: 20n }, false],
    ["a larger to-amount", { fromAmount: 10n, toAmount: 21n }, false],
    ["a larger from-amount for the same to-amount", { fromAmount: 11n, toAmount: 20n }, true],
    ["a smaller from-amount for the same to-amount", { fromAmount: 9n, toAmount: 20n }, false],
  ])("against 10 -> 20, %s is worse: %s", (_name, fresh, worse) => {
    expect(isWorsePrice({ fromAmount: 10n, toAmount: 20n }, fresh)).toBe(worse);
    expect(compareRequote({ fromAmount: 10n, toAmount: 20n }, fresh)).toBe(worse ? "ACCEPT_NEW_PRICE" : "PROCEED");
  });

  it("finds a price worse exactly when the new rate is below the accepted one", () => {
    const amount = fc.bigInt({ min: 1n, max: 10n ** 30n });
    fc.assert(
      fc.property(amount, amount, amount, (from, to, fresh) => {
        expect(isWorsePrice({ fromAmount: from, toAmount: to }, { fromAmount: from, toAmount: fresh })).toBe(fresh < to);
      }),
    );
  });
});
