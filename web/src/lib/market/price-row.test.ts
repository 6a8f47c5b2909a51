import { describe, expect, it } from "vitest";
import { usd } from "@core/exchange/usd";
import { priceRows } from "./price-row";
import { ASSET_PROFILE_FIXTURE } from "./asset-profile.fixture";

const profile = ASSET_PROFILE_FIXTURE;

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
