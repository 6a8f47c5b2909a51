import { describe, expect, it } from "vitest";
import { usd } from "../../../../../core/exchange/usd";
import { holdingsOf } from "./asset-holdings";
import type { PriceRow } from "@/lib/market/price-row";

const row = (code: string, address: `0x${string}`, decimals: number, price: bigint | null): PriceRow => ({ code, name: code, address, decimals, price, change: 0 });
const ETH = row("ETH", "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE", 18, usd(3000));
const DAI = row("DAI", "0x00000000000000000000000000000000000000Da", 18, usd(1));
const WBTC = row("WBTC", "0x00000000000000000000000000000000000000Bc", 8, usd(60_000));
const NOPE = row("NOPE", "0x00000000000000000000000000000000000000Aa", 18, null);

describe("assets panel holdings", () => {
  it("lists ETH first, then held tokens by USD value, and totals them", () => {
    const balances = new Map<string, bigint>([
      [ETH.address.toLowerCase(), 10n ** 17n], // 0.1 ETH = 300 USD
      [DAI.address.toLowerCase(), 500n * 10n ** 18n], // 500 USD
      [WBTC.address.toLowerCase(), 10n ** 6n], // 0.01 WBTC = 600 USD
      [NOPE.address.toLowerCase(), 7n],
    ]);
    const { assets, totalUsd } = holdingsOf([DAI, NOPE, WBTC, ETH], balances);
    expect(assets.map((a) => [a.token.code, a.usdValue])).toEqual([
      ["ETH", usd(300)],
      ["WBTC", usd(600)],
      ["DAI", usd(500)],
      ["NOPE", 0n],
    ]);
    expect(totalUsd).toBe(usd(1400));
  });

  it("keeps ETH even when empty and leaves out other empty tokens", () => {
    const { assets, totalUsd } = holdingsOf([DAI, ETH], new Map());
    expect([assets.map((a) => [a.token.code, a.balance]), totalUsd]).toEqual([[["ETH", 0n]], 0n]);
  });
});
