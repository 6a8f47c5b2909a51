import { describe, expect, it } from "vitest";
import { usd } from "../../../../../core/exchange/usd";
import type { AssetProfile } from "../../../../../core/ports/market-api.port";
import { priceRows, type PriceRow } from "@/lib/market/price-row";
import { DEFAULT_SORT, formatChange, formatPrice, nextSort, sortRows } from "./price-rows";

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
const codes = (rows: readonly PriceRow[]) => rows.map((r) => r.code);

describe("price rows", () => {
  it("sorts by name by default, case-insensitively", () => {
    expect(codes(sortRows(priceRows(profile), DEFAULT_SORT))).toEqual(["DAI", "ETH", "XYZ", "SLP"]);
  });

  it("sorts by price both ways and keeps tokens without a price last", () => {
    const rows = priceRows(profile);
    expect(codes(sortRows(rows, { key: "price", direction: "desc" }))).toEqual(["ETH", "DAI", "SLP", "XYZ"]);
    expect(codes(sortRows(rows, { key: "price", direction: "asc" }))).toEqual(["SLP", "DAI", "ETH", "XYZ"]);
  });

  it("sorts by 24h change, ties by code", () => {
    expect(codes(sortRows(priceRows(profile), { key: "change", direction: "desc" }))).toEqual(["ETH", "SLP", "XYZ", "DAI"]);
  });

  it("flips the direction on the same column and starts numbers high-to-low", () => {
    expect(nextSort(DEFAULT_SORT, "name")).toEqual({ key: "name", direction: "desc" });
    expect(nextSort(DEFAULT_SORT, "price")).toEqual({ key: "price", direction: "desc" });
    expect(nextSort({ key: "price", direction: "desc" }, "name")).toEqual({ key: "name", direction: "asc" });
  });

  it("formats prices with cents from one dollar up and four significant digits below", () => {
    expect([formatPrice(usd(62_345)), formatPrice(1_000_100_000_000_000_000n), formatPrice(3_123_450_000_000_000n)]).toEqual(["62,345.00", "1.00", "0.003123"]);
  });

  it("signs the 24h change", () => {
    expect([formatChange(1.5), formatChange(-0.02), formatChange(0), formatChange(-0.001)]).toEqual(["+1.50", "-0.02", "0.00", "0.00"]);
  });
});
