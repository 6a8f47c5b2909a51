import { isEth, type Token } from "./tokens";

/** A token the wallet holds, with its USD value scaled as in usd.ts. */
export type AssetHolding = Readonly<{ token: Token; balance: bigint; usdValue: bigint }>;

/**
 * The wallet's assets in display order: ETH first, then USD value descending, then code
 * ascending so equal values keep a stable, predictable order. The input is not changed.
 */
export function sortAssets<T extends Pick<AssetHolding, "token" | "usdValue">>(assets: readonly T[]): T[] {
  return [...assets].sort((a, b) => {
    const eth = Number(isEth(b.token)) - Number(isEth(a.token));
    if (eth !== 0) return eth;
    if (a.usdValue !== b.usdValue) return a.usdValue > b.usdValue ? -1 : 1;
    return a.token.code < b.token.code ? -1 : a.token.code > b.token.code ? 1 : 0;
  });
}
