import { describe, expect, it } from "vitest";
import { usd } from "@core/exchange/usd";
import type { AssetProfile } from "@core/ports/market-api.port";
import { priceRows } from "./price-row";

const profile: AssetProfile = {
  chainId: 31337,
  usdThb: "33",
  takenAt: 0,
  tokens: [
    { code: "ETH", name: "Ethereum", address: "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE", decimals: 18, price: "3000", change: 1.5 },
    { code: "dai", name: "Dai Stablecoin", address: "0x0000000000000000000000000000000000000001", decimals: 18, price: "1.0001", change: -0.02 },
    { code: "SLP", name: "Smooth Love Potion", address: "0x0000000000000000000000000000000000000002", decimals: 0, price: "0.00312345", change: 0 },
    { code: "XYZ", name: "no market", address: "0x0000000000000000000000000000000000000003", decimals: 18, price: null, change: 0 },
  ],
};

describe("price rows", () => {
  it("parses prices into scaled bigints and upper-cases codes", () => {
    const rows = priceRows(profile);
    expect(rows.map((r) => [r.code, r.price])).toEqual([
      ["ETH", usd(3000)],
      ["DAI", 1_000_100_000_000_000_000n],
      ["SLP", 3_123_450_000_000_000n],
      ["XYZ", null],
    ]);
  });
});
