import type { AssetProfileResponse } from "@adapters/api-contract/market.schema";
import { parseUsd } from "@core/exchange/usd";

/** One row of the price table, prices as scaled bigints (core/exchange/usd.ts), never floats. */
export type PriceRow = Readonly<{ code: string; name: string; address: `0x${string}`; decimals: number; price: bigint | null; change: number }>;

/** Rows from the asset profile; an unparsable price counts as no market (shown as a dash). */
export function priceRows(profile: AssetProfileResponse): readonly PriceRow[] {
  return profile.tokens.map((t) => {
    const price = t.price === null ? null : parseUsd(t.price);
    return Object.freeze({
      code: t.code.toUpperCase(),
      name: t.name,
      address: t.address as `0x${string}`,
      decimals: t.decimals,
      price: price?.isOk() ? price.value : null,
      change: t.change,
    });
  });
}
