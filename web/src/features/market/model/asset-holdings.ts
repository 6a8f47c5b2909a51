import { sortAssets, type AssetHolding } from "../../../../../core/exchange/asset-order";
import { isEth } from "../../../../../core/exchange/tokens";
import { usdValue } from "../../../../../core/exchange/usd";
import type { PriceRow } from "@/lib/market/price-row";

/** How many assets the grid shows before "See more": 9 on wide screens, 6 at 768 px or narrower. */
export const COLLAPSED_ASSETS = { wide: 9, mobile: 6 } as const;

/** The wallet's holdings and their total in USD (scaled bigint). */
export type Holdings = Readonly<{ assets: readonly AssetHolding[]; totalUsd: bigint }>;

/**
 * What the assets panel lists: ETH always, other tokens only when held, in display order (ETH
 * first, then USD value descending: core/exchange/asset-order.ts). A token without a price is
 * worth 0 USD for the order and the total.
 */
export function holdingsOf(rows: readonly PriceRow[], balances: ReadonlyMap<string, bigint>): Holdings {
  const assets = rows
    .map((row) => {
      const balance = balances.get(row.address.toLowerCase()) ?? 0n;
      const token = { code: row.code, name: row.name, address: row.address, decimals: row.decimals };
      return { token, balance, usdValue: row.price === null ? 0n : usdValue(balance, row.decimals, row.price) };
    })
    .filter((a) => a.balance > 0n || isEth(a.token));
  const sorted = sortAssets(assets);
  return { assets: sorted, totalUsd: sorted.reduce((sum, a) => sum + a.usdValue, 0n) };
}
