import { describe, expect, it } from "vitest";
import { usd } from "../../../../../core/exchange/usd";
import { priceRows, type PriceRow } from "@/lib/market/price-row";
import { DEFAULT_SORT, formatChange, formatPrice, nextSort, sortRows } from "./price-rows";
import { ASSET_PROFILE_FIXTURE } from "@/lib/market/asset-profile.fixture";

const profile = ASSET_PROFILE_FIXTURE;
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
