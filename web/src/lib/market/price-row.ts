import { parseUsd } from "@core/exchange/usd";
import type { Address } from "@core/ports/chain.port";
import type { AssetProfile } from "@core/ports/market-api.port";

/** One row of the price table, prices as scaled bigints (core/exchange/usd.ts), never floats. */
export type PriceRow = Readonly<{ code: string; name: string; address: Address; decimals: number; price: bigint | null; change: number }>;

/** Rows from the asset profile; an unparsable price counts as no market (shown as a dash). */
export function priceRows(profile: AssetProfile): readonly PriceRow[] {
  return profile.tokens.map((t) => {
    const price = t.price === null ? null : parseUsd(t.price);
    return Object.freeze({
      code: t.code.toUpperCase(),
      name: t.name,
      address: t.address,
      decimals: t.decimals,
      price: price?.isOk() ? price.value : null,
      change: t.change,
    });
  });
}
