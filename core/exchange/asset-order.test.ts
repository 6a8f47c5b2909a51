import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sortAssets, type AssetHolding } from "./asset-order";
import { ETH, isEth, type Token } from "./tokens";

const token = (code: string, n: number): Token => ({
  code,
  name: code,
  address: `0x${n.toString(16).padStart(40, "0")}`,
  decimals: 18,
});
const holding = (t: Token, usdValue: bigint): AssetHolding => ({ token: t, balance: 1n, usdValue });

describe("sortAssets", () => {
  it("puts ETH first even when worth least, then USD value descending, then code", () => {
    const input = [
      holding(token("MKR", 1), 50n),
      holding(token("DAI", 2), 900n),
      holding(ETH, 1n),
      holding(token("BAT", 3), 50n),
      holding(token("ZRX", 4), 0n),
    ];
    expect(sortAssets(input).map((a) => a.token.code)).toEqual(["ETH", "DAI", "BAT", "MKR", "ZRX"]);
    expect(input.map((a) => a.token.code)).toEqual(["MKR", "DAI", "ETH", "BAT", "ZRX"]);
  });

  it("keeps holdings of the same code and value together in their given order", () => {
    const a = holding(token("DAI", 1), 5n);
    const b = holding(token("DAI", 2), 5n);
    expect(sortAssets([b, a])).toEqual([b, a]);
    expect(sortAssets([holding(ETH, 1n), holding(ETH, 2n)]).map((h) => h.usdValue)).toEqual([2n, 1n]);
  });

  it("orders by value descending after ETH for any holdings", () => {
    const arb = fc.array(
      fc.record({ code: fc.constantFrom("A", "B", "C", "ETH"), value: fc.bigInt({ min: 0n, max: 10n ** 30n }) }),
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const sorted = sortAssets(rows.map((r, i) => holding(r.code === "ETH" ? ETH : token(r.code, i + 1), r.value)));
        const firstOther = sorted.findIndex((a) => !isEth(a.token));
        if (firstOther >= 0) expect(sorted.slice(firstOther).some((a) => isEth(a.token))).toBe(false);
        const rest = sorted.filter((a) => !isEth(a.token)).map((a) => a.usdValue);
        expect(rest.every((v, i) => i === 0 || rest[i - 1]! >= v)).toBe(true);
        expect(sorted).toHaveLength(rows.length);
      }),
    );
  });
});
